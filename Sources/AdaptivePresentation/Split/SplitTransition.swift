/// What a split view controller does when it collapses or expands (R61–R68), as
/// ``PresentationDecider`` decides it; the window applies it to the controllers.
public struct SplitTransition: Hashable, Sendable {
    /// What happens to the secondary when a classic split view collapses (R62).
    public enum SecondaryOnCollapse: String, Hashable, Sendable {
        /// The delegate's `collapseSecondary` answered true: it is discarded.
        case discardedByDelegate
        /// A navigation primary pushes it (nested).
        case pushedOntoPrimary
        /// A plain primary does nothing: it vanishes from the screen.
        case vanished
    }

    /// Where the secondary comes from when a classic split view expands (R63).
    public enum SecondaryOnExpand: Hashable, Sendable {
        /// The delegate's `separateSecondary` returned this controller.
        case delegate(String)
        /// The navigation primary pops its top controller.
        case poppedFromPrimary
        /// The secondary preserved at collapse (the base class, then the [DEC] fallback).
        case preserved
    }

    /// The delegate calls, in order.
    public var calls: [DelegateCall] = []
    /// The controller the delegate made primary; `nil` keeps the current one.
    public var newPrimary: String?
    public var secondaryOnCollapse: SecondaryOnCollapse?
    public var secondaryOnExpand: SecondaryOnExpand?
    /// Column styles, collapsing: the column on top of the stack (R68).
    public var topColumn: SplitColumn?
    /// Column styles, collapsing: the compact column's controller is shown instead of the stack.
    public var showsCompactColumn = false
    /// Column styles, expanding: the display mode after the expansion, the delegate's answer to
    /// `displayModeForExpandingToProposedDisplayMode` or the proposed one (R68).
    public var displayMode: SplitDisplayMode?
    /// What UIKit raises, if anything (R71).
    public var exception: SimulatedException?
    public var rules: [RuleApplication] = []

    public init() {}
}

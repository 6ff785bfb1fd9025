/// A split view controller's delegate as a scenario declares it (the "Scenario and storyboard files" article, "Storyboards"): ONLY the methods named
/// exist, so UIKit calls only those; each answer is a value.
public struct SplitDelegateDeclaration: Hashable, Sendable {
    /// Methods implemented only to be told (`notifications:`).
    public enum Notification: String, Hashable, Sendable, CaseIterable {
        case didCollapse, didExpand, willChangeTo, willShow, willHide
    }

    /// `primaryViewController(forCollapsing:)`: `.some(nil)` returns nil (keep the current primary).
    public var primaryForCollapsing: String??
    /// `splitViewController(_:collapseSecondary:onto:)`: true discards the secondary.
    public var collapseSecondary: Bool?
    /// `primaryViewController(forExpanding:)`: `.some(nil)` returns nil.
    public var primaryForExpanding: String??
    /// `splitViewController(_:separateSecondaryFrom:)`: `.some(nil)` returns nil.
    public var separateSecondary: String??
    /// `splitViewController(_:showDetail:sender:)`: true means handled.
    public var showDetail: Bool?
    /// Column styles: `topColumnForCollapsingToProposedTopColumn`; `.some(nil)` returns the proposed column.
    public var topColumnForCollapsing: SplitColumn??
    /// Column styles: `displayModeForExpandingToProposedDisplayMode`; `.some(nil)` returns the proposed mode.
    public var displayModeForExpanding: SplitDisplayMode??
    public var notifications: Set<Notification>

    public init(
        primaryForCollapsing: String?? = nil, collapseSecondary: Bool? = nil, primaryForExpanding: String?? = nil,
        separateSecondary: String?? = nil, showDetail: Bool? = nil, topColumnForCollapsing: SplitColumn?? = nil,
        displayModeForExpanding: SplitDisplayMode?? = nil, notifications: Set<Notification> = []
    ) {
        self.primaryForCollapsing = primaryForCollapsing
        self.collapseSecondary = collapseSecondary
        self.primaryForExpanding = primaryForExpanding
        self.separateSecondary = separateSecondary
        self.showDetail = showDetail
        self.topColumnForCollapsing = topColumnForCollapsing
        self.displayModeForExpanding = displayModeForExpanding
        self.notifications = notifications
    }
}

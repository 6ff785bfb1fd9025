/// What `view(forKey:)` of a transition context returns (R94), as a scenario names it.
public enum TransitionViewReference: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// `nil`: the view is not part of this transition.
    case none
    /// The presenting controller's view (A′.view).
    case presenter
    /// The presented controller's own view (B.view).
    case presented
    /// The presentation controller's `presentedView`, a wrapper around B.view (sheets and popovers).
    case wrapper

    public var description: String { rawValue }
}

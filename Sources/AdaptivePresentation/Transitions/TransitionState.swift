/// Where a transition stands (the `state` of the `transition` expectation).
public enum TransitionState: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Started; `completeTransition(_:)` not called yet, and a call is still to come.
    case running
    /// Ended with `completeTransition(true)`.
    case completed
    /// Ended with `completeTransition(false)`.
    case cancelled
    /// Nothing will ever call `completeTransition(_:)` (F1): the app stops taking touches.
    case stuck

    public var description: String { rawValue }
}

/// What a `dismiss:` step adds to the dismissal (see the "Scenario and storyboard files" article): whether it animates, a transitioning delegate
/// code set on the presented controller first, and the gesture that drives an interactive one.
public struct DismissOptions: Hashable, Sendable {
    /// `dismiss(animated:)`.
    public var animated: Bool
    /// Set on the presented controller before the dismissal starts (`nil`: keep the one it has).
    public var transitioningDelegate: DeclarativeTransitioningDelegate?
    /// The gesture's progress and release, for `dismiss: interactive`.
    public var interaction: InteractiveDismissal?

    public init(
        animated: Bool = true, transitioningDelegate: DeclarativeTransitioningDelegate? = nil,
        interaction: InteractiveDismissal? = nil
    ) {
        self.animated = animated
        self.transitioningDelegate = transitioningDelegate
        self.interaction = interaction
    }
}

/// What a transition coordinator's completion blocks are told (`UIViewControllerTransitionCoordinatorContext`,
/// R113).
public struct TransitionCoordinatorContext: Hashable, Sendable {
    /// `true` only for an interactive transition that was cancelled.
    public var isCancelled: Bool
    public var isInteractive: Bool
    public var isAnimated: Bool
    /// In seconds.
    public var transitionDuration: Double
    public var percentComplete: Double
    /// The active presentation controller's style; `.none` for a navigation transition.
    public var presentationStyle: PresentationStyle

    public init(
        isCancelled: Bool, isInteractive: Bool, isAnimated: Bool, transitionDuration: Double, percentComplete: Double,
        presentationStyle: PresentationStyle
    ) {
        self.isCancelled = isCancelled
        self.isInteractive = isInteractive
        self.isAnimated = isAnimated
        self.transitionDuration = transitionDuration
        self.percentComplete = percentComplete
        self.presentationStyle = presentationStyle
    }
}

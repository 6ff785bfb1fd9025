/// A transitioning delegate as a scenario declares it (`transitioningDelegate: {present: A, dismiss: B}` on
/// a segue class or a `present:`/`dismiss:` step): the animators it returns, by name from the storyboard's
/// `animators:`, and whether anything keeps it alive.
public struct DeclarativeTransitioningDelegate: Hashable, Sendable {
    /// The animator `animationController(forPresented:…)` returns; `nil`: none (the built-in animation).
    public var present: String?
    /// The animator `animationController(forDismissed:)` returns; `nil`: none.
    public var dismiss: String?
    /// Whether something keeps the delegate alive (`false`: an inline object nothing retains, R80, F10).
    public var alive: Bool
    /// The custom presentation controller it returns for a `.custom` presentation (R122); `nil`: none (the
    /// base `UIPresentationController`, R126).
    public var presentationController: CustomPresentationDescription?

    public init(
        present: String? = nil, dismiss: String? = nil, alive: Bool = true,
        presentationController: CustomPresentationDescription? = nil
    ) {
        self.present = present
        self.dismiss = dismiss
        self.alive = alive
        self.presentationController = presentationController
    }
}

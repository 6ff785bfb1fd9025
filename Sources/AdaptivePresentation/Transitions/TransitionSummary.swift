/// A transition as the `transition` expectation and the reports show it (see the "Scenario and storyboard files" article): what ran, the
/// context UIKit gave the animator (R93–R97) and where it stands.
public struct TransitionSummary: Hashable, Sendable {
    public var kind: TransitionKind
    /// The custom animator's name; `nil` for the built-in animation.
    public var animator: String?
    /// The presented controller's `modalTransitionStyle`, for a built-in animation.
    public var transitionStyle: ModalTransitionStyle?
    /// `transitionDuration(using:)`, in seconds.
    public var duration: Double
    public var interactive: Bool
    public var animated: Bool
    /// The active presentation controller's style (R97).
    public var presentationStyle: PresentationStyle
    public var fromView: TransitionViewReference
    public var toView: TransitionViewReference
    /// `initialFrame(for:)` and `finalFrame(for:)` of the presented controller (R96).
    public var initialFrame: Rect
    public var finalFrame: Rect
    /// `viewController(forKey: .from)` and `.to` (R93): a container when the presenter sits in one.
    public var fromController: String
    public var toController: String
    public var state: TransitionState
    /// The virtual time the transition started and, once it ended, ended at, in seconds.
    public var startTime: Double
    public var endTime: Double?
    /// The window's views at 0, ¼, ½ and ¾ of the duration and at the end, from their presentation-layer
    /// values (the HTML report's filmstrip); empty for a transition without animation.
    public var filmstrip: [FilmstripFrame]

    public init(
        kind: TransitionKind, animator: String?, transitionStyle: ModalTransitionStyle?, duration: Double,
        interactive: Bool, animated: Bool, presentationStyle: PresentationStyle, fromView: TransitionViewReference,
        toView: TransitionViewReference, initialFrame: Rect, finalFrame: Rect, fromController: String,
        toController: String, state: TransitionState, startTime: Double, endTime: Double? = nil,
        filmstrip: [FilmstripFrame] = []
    ) {
        self.kind = kind
        self.animator = animator
        self.transitionStyle = transitionStyle
        self.duration = duration
        self.interactive = interactive
        self.animated = animated
        self.presentationStyle = presentationStyle
        self.fromView = fromView
        self.toView = toView
        self.initialFrame = initialFrame
        self.finalFrame = finalFrame
        self.fromController = fromController
        self.toController = toController
        self.state = state
        self.startTime = startTime
        self.endTime = endTime
        self.filmstrip = filmstrip
    }
}

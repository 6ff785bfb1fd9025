/// A modal transition in flight or ended: the animator playing over its context, the views it moves, and
/// where it stands. The window keeps the running one and the most recent ones for the reports.
final class Transition {
    var summary: TransitionSummary
    /// The presentation being presented or dismissed.
    let presentation: PresentationController
    /// The custom animator; `nil` for the built-in animation.
    let animator: TransitionAnimator?
    let builtIn: BuiltInTransitionAnimation?
    let removesPresentersView: Bool
    /// The presenter's view (A′.view), the presented controller's view, its wrapper and the container.
    let presenterView: SimulatedView
    let presentedView: SimulatedView
    let wrapperView: SimulatedView?
    let containerView: SimulatedView
    let start: VirtualTime
    let duration: VirtualTime
    /// Whether an interaction controller drives the transition (R108).
    var interactive: Bool
    /// The last `updateInteractiveTransition` fraction (R109).
    var percentComplete = 0.0
    var wasCancelled = false
    var ended = false
    /// Whether the animator put a to-view into the container on a dismissal (for F8).
    var insertedToView = false
    /// The from-view's model values when the transition started (for F8 after a cancel).
    var fromValuesAtStart: ViewValues?
    /// On a dismissal, the animator that presented (for F3's report).
    var presentedBy: String?
    /// Runs when `completeTransition(_:)` is called, after UIKit's own clean-up (R100).
    var onEnd: ((Bool) -> Void)?

    init(
        summary: TransitionSummary, presentation: PresentationController, animator: TransitionAnimator?,
        builtIn: BuiltInTransitionAnimation?, removesPresentersView: Bool, presenterView: SimulatedView,
        presentedView: SimulatedView, wrapperView: SimulatedView?, containerView: SimulatedView, start: VirtualTime,
        duration: VirtualTime, interactive: Bool
    ) {
        self.summary = summary
        self.presentation = presentation
        self.animator = animator
        self.builtIn = builtIn
        self.removesPresentersView = removesPresentersView
        self.presenterView = presenterView
        self.presentedView = presentedView
        self.wrapperView = wrapperView
        self.containerView = containerView
        self.start = start
        self.duration = duration
        self.interactive = interactive
    }

    var kind: TransitionKind { summary.kind }

    /// The view `view(forKey:)` returns for `role`, or `nil`.
    func view(_ role: TransitionViewRole) -> SimulatedView? {
        let reference = role == .from ? summary.fromView : summary.toView
        switch reference {
        case .none: return nil
        case .presenter: return presenterView
        case .presented: return presentedView
        case .wrapper: return wrapperView ?? presentedView
        }
    }
}

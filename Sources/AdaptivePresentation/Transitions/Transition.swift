/// A modal transition in flight or ended: the animator playing over its context, the views it moves, and
/// where it stands. The window keeps the running one and the most recent ones for the reports.
final class Transition {
    var summary: TransitionSummary
    /// The presentation being presented or dismissed; `nil` for a navigation push or pop.
    let presentation: PresentationController?
    /// The navigation controller of a push or pop (R127–R129).
    let navigation: NavigationController?
    /// The controller presented or dismissed, pushed or popped (B).
    let presentedController: ViewController
    /// The controller that presents (A′), or the one under a pushed or popped controller.
    let presentingController: ViewController?
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
    var duration: VirtualTime
    /// Whether an interaction controller drives the transition (R108).
    var interactive: Bool
    /// The last `updateInteractiveTransition` fraction (R109).
    var percentComplete = 0.0
    var wasCancelled = false
    var ended = false
    /// The coordinator's completion blocks, run once the transition ends (R113).
    var coordinatorCompletions: [(TransitionCoordinatorContext) -> Void] = []
    /// The coordinator code asks for while the transition runs.
    var coordinator: TransitionCoordinator?
    /// Whether the appearing controller's `viewIsAppearing` was sent (R102).
    var sentIsAppearing = false
    /// How many times the presenter's view had been added when the animator started (for F8: a dismissal's
    /// animator that put it into the container).
    var presenterAddsAtStart = 0
    /// The from-view's model values when the transition started (for F8 after a cancel).
    var fromValuesAtStart: ViewValues?
    /// On a dismissal, the animator that presented (for F3's report).
    var presentedBy: String?
    /// Runs when `completeTransition(_:)` is called, after UIKit's own clean-up (R100).
    var onEnd: ((Bool) -> Void)?
    /// The completion block of `present(_:animated:completion:)` or `dismiss(animated:completion:)`, run in
    /// R100's order.
    var completionBlock: (() -> Void)?
    /// The completion blocks of the animations a script started while an interaction drives it, with their
    /// end as an offset from the start: they run once the interaction finishes or cancels (R110).
    var deferredCompletions: [(offset: VirtualTime, action: () -> Void)] = []
    /// How many times the presented view and its wrapper had been added when a script started (for F9).
    var addsAtStart = 0
    /// Whether the animator removed the to-view after a successful presentation (F9, not F2).
    var removedToView = false
    /// Whether F1 was reported for an animator that never completes.
    var reportedNeverCompletes = false
    /// Alongside animations added before the animator ran, started with it (R113); `nil` once it runs.
    var queuedAlongside: [(view: SimulatedView, value: PropertyAnimation.Value)]?

    init(
        summary: TransitionSummary, presentation: PresentationController?, navigation: NavigationController? = nil,
        presentedController: ViewController, presentingController: ViewController?, animator: TransitionAnimator?,
        builtIn: BuiltInTransitionAnimation?, removesPresentersView: Bool, presenterView: SimulatedView,
        presentedView: SimulatedView, wrapperView: SimulatedView?, containerView: SimulatedView, start: VirtualTime,
        duration: VirtualTime, interactive: Bool
    ) {
        self.summary = summary
        self.presentation = presentation
        self.navigation = navigation
        self.presentedController = presentedController
        self.presentingController = presentingController
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

    /// `view(forKey:)` for `role` (R94); `nil` for none.
    func view(_ role: TransitionViewRole) -> SimulatedView? {
        let reference = role == .from ? summary.fromView : summary.toView
        switch reference {
        case .none: return nil
        case .presenter: return presenterView
        case .presented: return presentationsView
        case .wrapper: return wrapperView ?? presentedView
        }
    }

    /// The presented controller's view, or the view a custom presentation controller gives as its
    /// `presentedView` (R94, R122).
    var presentationsView: SimulatedView { presentation?.script?.presentedView() ?? presentedView }
}

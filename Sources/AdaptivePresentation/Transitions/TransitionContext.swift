/// The context UIKit hands an animator (`UIViewControllerContextTransitioning`, R93–R97), for an animator that
/// is code (``TransitionScript``): the views and controllers of the transition, their frames, the
/// container, and the calls that end it or drive it interactively (R108–R111).
///
/// Valid while the transition runs; after it ended, ``completeTransition(_:)`` does nothing (R106).
public final class TransitionContext {
    unowned let window: Window
    let transition: Transition

    init(window: Window, transition: Transition) {
        self.window = window
        self.transition = transition
    }

    /// What runs: a presentation, dismissal, push or pop.
    public var kind: TransitionKind { transition.kind }

    /// `containerView`: the presentation's `UITransitionView`, or the navigation controller's view (R95).
    public var containerView: SimulatedView { transition.containerView }

    /// `view(forKey:)` (R94): the presented controller's view or its presentation controller's wrapper, the
    /// presenter's view when the presentation removes it, else `nil`.
    public func view(forKey role: TransitionViewRole) -> SimulatedView? { transition.view(role) }

    /// `viewController(forKey:)` (R93): on a presentation or push the from-controller is the presenting one
    /// (a container, when the source sits in one: F15) and the to-controller the presented one; the other way
    /// round on a dismissal or pop.
    public func viewController(forKey role: TransitionViewRole) -> ViewController {
        let forward = transition.kind.isForward
        let presenting = transition.presentingController ?? transition.presentedController
        return (role == .from) == forward ? presenting : transition.presentedController
    }

    /// The controller's view of `controller`, the presented or presenting one, as the animator finds it with
    /// `viewController(forKey:).view`.
    public func controllerView(of controller: ViewController) -> SimulatedView {
        if controller === transition.presentedController { return transition.presentedView }
        if controller === transition.presentingController { return transition.presenterView }
        return window.view(of: controller)
    }

    /// The controller whose view `view` is on the transition's two sides: the presenting one for the
    /// presenter's view, else the presented one.
    func controller(showing view: SimulatedView) -> ViewController {
        guard view === transition.presenterView, let presenting = transition.presentingController else {
            return transition.presentedController
        }
        return presenting
    }

    /// The frame of the anchor `name` on the source side (the chapter's `ViewScaleable` source): the first
    /// controller from the presenter's visible content up through its parents that has it.
    func anchorFrame(named name: String) -> Rect? {
        var current: ViewController? = transition.presentingController?.visibleContent
        while let candidate = current {
            if let frame = candidate.anchorFrames[name] { return frame }
            current = candidate.parent
        }
        return nil
    }

    /// A described animator's force-unwrap of a `nil` view (`view(forKey:)!`): the app traps (F6).
    func trap(forceUnwrapping role: TransitionViewRole) {
        window.noteTrap(in: transition, forceUnwrapping: role)
    }

    /// `initialFrame(for:)` (R96): `.zero` where UIKit does not know it.
    public func initialFrame(for controller: ViewController) -> Rect { frames(of: controller).initial }

    /// `finalFrame(for:)` (R96): `.zero` where UIKit does not know it.
    public func finalFrame(for controller: ViewController) -> Rect { frames(of: controller).final }

    private func frames(of controller: ViewController) -> (initial: Rect, final: Rect) {
        if controller === transition.presentedController {
            return (transition.summary.initialFrame, transition.summary.finalFrame)
        }
        if controller === transition.presentingController {
            return window.decider.presenterTransitionFrames(
                transition.kind, removesPresentersView: transition.removesPresentersView,
                presenterFrame: transition.presenterView.model.frame,
                container: transition.containerView.model.frame)
        }
        return (.zero, .zero)
    }

    /// `isAnimated`: `false` for `present(_:animated: false)`.
    public var isAnimated: Bool { transition.summary.animated }

    /// `isInteractive`: whether an interaction controller drives the transition now.
    public var isInteractive: Bool { transition.interactive }

    /// `transitionWasCancelled`: an interaction was cancelled (R105).
    public var transitionWasCancelled: Bool { transition.wasCancelled }

    /// `presentationStyle`: the style in effect (the adapted one while adapted, R94).
    public var presentationStyle: PresentationStyle { transition.summary.presentationStyle }

    /// The transition's duration on the clock (the animator's answer, or zero when not animated).
    public var duration: VirtualTime { transition.duration }

    /// The fraction of the transition an interaction has reached (R109).
    public var percentComplete: Double { transition.percentComplete }

    /// Whether the transition ended (`completeTransition(_:)` was called).
    public var hasEnded: Bool { transition.ended }

    /// `completeTransition(_:)` (R99–R107): UIKit's clean-up, the new state, the appearance callbacks, the
    /// completion blocks and `animationEnded(_:)`, at once. Only the first call counts (R106).
    public func completeTransition(_ didComplete: Bool) {
        window.completeScripted(transition, didComplete: didComplete)
    }

    /// Tells the transition's call list that the interaction controller called the animator's
    /// `animateTransition(using:)` (R108: a percent-driven interactor does, from its
    /// `startInteractiveTransition(_:)`).
    public func interactorCallsAnimateTransition() {
        window.record(.animateTransition)
    }

    /// `updateInteractiveTransition(_:)` (R109): the paused animations show `percentComplete` (clamped to
    /// 0…1) of their time.
    public func updateInteractiveTransition(_ percentComplete: Double) {
        window.updateInteraction(of: transition, to: percentComplete)
    }

    /// `finishInteractiveTransition()` (R110): the animations run on from where they are.
    public func finishInteractiveTransition() {
        window.releaseInteraction(of: transition, finishing: true)
    }

    /// `cancelInteractiveTransition()` (R110): the animations run back to their start; the transition is
    /// cancelled.
    public func cancelInteractiveTransition() {
        window.releaseInteraction(of: transition, finishing: false)
    }
}

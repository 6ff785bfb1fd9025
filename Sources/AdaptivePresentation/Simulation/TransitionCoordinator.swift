/// The coordinator UIKit passes during an animated size or trait change, and that a running presentation,
/// dismissal, push or pop has (`UIViewControllerTransitionCoordinator`, R113).
///
/// `willPresentWithAdaptiveStyle` receives one during a size change and `nil` at the initial presentation.
/// ``Window/transitionCoordinator`` is the running transition's: animations added alongside it run with its
/// duration and curve, and its completion blocks run once it ends, completed or cancelled.
public final class TransitionCoordinator {
    /// The traits being transitioned to.
    public let traitCollection: TraitCollection
    /// The window size being transitioned to.
    public let size: Size

    /// The transition it coordinates; `nil` for a size or trait change.
    weak var transition: Transition?
    /// The window whose clock the transition runs on.
    weak var window: Window?

    public init(traitCollection: TraitCollection, size: Size) {
        self.traitCollection = traitCollection
        self.size = size
    }

    /// The running transition's container view (R95); `nil` for a size or trait change.
    public var containerView: SimulatedView? { transition?.containerView }

    /// `viewController(forKey:)` of the running transition (R93); `nil` for a size or trait change.
    public func viewController(forKey role: TransitionViewRole) -> ViewController? {
        guard let transition, let window else { return nil }
        return TransitionContext(window: window, transition: transition).viewController(forKey: role)
    }

    /// `view(forKey:)` of the running transition (R94); `nil` for a size or trait change.
    public func view(forKey role: TransitionViewRole) -> SimulatedView? {
        guard let transition, let window else { return nil }
        return TransitionContext(window: window, transition: transition).view(forKey: role)
    }

    /// The transition's context now (R113), or `nil` for a size or trait change.
    public var context: TransitionCoordinatorContext? { transition.map(Self.context(of:)) }

    static func context(of transition: Transition) -> TransitionCoordinatorContext {
        TransitionCoordinatorContext(
            isCancelled: transition.wasCancelled && transition.summary.interactive,
            isInteractive: transition.interactive, isAnimated: transition.summary.animated,
            transitionDuration: transition.summary.duration, percentComplete: transition.percentComplete,
            presentationStyle: transition.summary.presentationStyle)
    }

    /// `animate(alongsideTransition:completion:)`: `changes` animate with the transition's remaining time and
    /// its curve (paused with it while an interaction drives it); `completion` runs after the transition ends,
    /// completed or cancelled, before `animationEnded(_:)` (R100 step 5). Returns whether the animations were
    /// queued: `false` once the transition has ended, or for a size change, where nothing runs.
    @discardableResult
    public func animate(
        alongsideTransition changes: [(view: SimulatedView, value: PropertyAnimation.Value)],
        completion: ((TransitionCoordinatorContext) -> Void)? = nil
    ) -> Bool {
        guard let transition, let window, !transition.ended else { return false }
        let now = window.now
        let remaining = now.distance(to: transition.start + transition.duration)
        let curve = transition.animator?.animate?.curve ?? .easeInOut
        for change in changes {
            let timing: PropertyAnimation.Timing? = transition.interactive ? .paused(offset: .zero) : nil
            change.view.animate(to: change.value, at: now, duration: remaining, curve: curve, timing: timing)
        }
        if let completion { transition.coordinatorCompletions.append(completion) }
        return true
    }
}

import AdaptivePresentation

/// The app's animator (and interaction controller) as the simulation runs it: a ``TransitionScript`` that
/// calls the app's own `transitionDuration(using:)`, `animateTransition(using:)` or
/// `startInteractiveTransition(_:)`, and `animationEnded(_:)`.
///
/// The simulation calls it on the main actor (see ``MainActorBridge``).
final class AnimatorScript: TransitionScript {
    nonisolated(unsafe) let animator: any UIViewControllerAnimatedTransitioning
    /// The interaction controller the delegate returned for this animator, if any.
    nonisolated(unsafe) var interaction: (any UIViewControllerInteractiveTransitioning)?
    nonisolated(unsafe) private var context: SimulatedTransitionContext?

    init(animator: any UIViewControllerAnimatedTransitioning) {
        self.animator = animator
    }

    /// A simulation animator running `animator`, named after its class.
    @MainActor
    static func animator(for animator: any UIViewControllerAnimatedTransitioning) -> TransitionAnimator {
        TransitionAnimator(
            name: String(describing: type(of: animator)), duration: 0,
            script: TransitionScriptReference(AnimatorScript(animator: animator)))
    }

    private func context(for model: TransitionContext) -> SimulatedTransitionContext {
        nonisolated(unsafe) let model = model
        let made = MainActorBridge.run {
            if let existing = self.context, existing.model === model { return existing }
            return SimulatedTransitionContext(model: model, animator: self.animator)
        }
        context = made
        return made
    }

    func transitionDuration(using context: TransitionContext) -> Double {
        let wrapped = self.context(for: context)
        return MainActorBridge.run { self.animator.transitionDuration(using: wrapped) }
    }

    func startTransition(using context: TransitionContext) {
        let wrapped = self.context(for: context)
        let interactive = context.isInteractive
        MainActorBridge.run {
            if interactive, let interaction = self.interaction {
                interaction.startInteractiveTransition(wrapped)
            } else {
                self.animator.animateTransition(using: wrapped)
            }
        }
    }

    func animationEnded(_ transitionCompleted: Bool) {
        MainActorBridge.run { self.animator.animationEnded(transitionCompleted) }
        context = nil
    }
}

extension AnimatorScript: @unchecked Sendable {}

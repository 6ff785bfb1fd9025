/// UIKit's own animator for a transition without a custom one (R84, R89, R127): it puts the moving view into
/// the container, animates it in one block over the transition's duration (flips and curls drawn
/// schematically), and completes the transition when the block ends, or, driven by the system's edge swipe,
/// when the interaction finishes or cancels (R109, R110).
///
/// It runs over the same ``TransitionContext`` and window animation calls as an app's animator; UIKit's calls
/// to it are not the app's, so the transition's call list does not show them.
final class BuiltInTransitionScript: TransitionScript {
    func transitionDuration(using context: TransitionContext) -> Double { context.duration.seconds }

    func startTransition(using context: TransitionContext) {
        let transition = context.transition
        let moving = transition.wrapperView ?? transition.presentedView
        let container = transition.containerView
        let presenting = transition.kind.isForward
        let presenter = transition.presenterView
        if presenting {
            if transition.builtIn == .curl, presenter.superview === container {
                // The page curls away on top of the presented view, which lies underneath.
                container.insertSubview(moving, below: presenter)
            } else {
                container.addSubview(moving)
            }
        } else if transition.kind == .dismiss, transition.removesPresentersView,
            !context.window.transitionState.windowView.contains(presenter)
        {
            // The built-in animator brings the presenter's view back for the animation (the curl over the top).
            if transition.builtIn == .curl {
                container.addSubview(presenter)
            } else {
                container.insertSubview(presenter, below: moving)
            }
        }
        if transition.kind == .pop, presenter.superview !== container {
            // The controller under the popped one comes back beneath it.
            container.insertSubview(presenter, below: moving)
        }
        var changes: [(view: SimulatedView, value: PropertyAnimation.Value)] = []
        if let builtIn = transition.builtIn, context.duration > .zero {
            let final = moving.model.frame
            let bounds = container.model.frame
            switch builtIn {
            case .slideFromBottom:
                var below = final
                below.y = bounds.height
                if presenting { moving.set(.frame(below)) }
                changes.append((moving, .frame(presenting ? final : below)))
            case .fade:
                if presenting { moving.set(.alpha(0)) }
                changes.append((moving, .alpha(presenting ? 1 : 0)))
            case .flip:
                if presenting { moving.set(.transform(.scale(0, 1))) }
                changes.append((moving, .transform(presenting ? .identity : .scale(0, 1))))
            case .slideFromTrailing:
                var trailing = final
                trailing.x = bounds.x + bounds.width
                if presenting { moving.set(.frame(trailing)) }
                changes.append((moving, .frame(presenting ? final : trailing)))
            case .curl:
                var lifted = presenter.model.frame
                lifted.y = -lifted.height
                changes.append((presenter, .frame(presenting ? lifted : bounds)))
            }
        }
        context.window.animate(duration: context.duration, curve: .easeInOut, changes: changes) { _ in
            context.completeTransition(!context.transitionWasCancelled)
        }
    }

    func animationEnded(_ transitionCompleted: Bool) {}
}

/// Navigation pushes and pops with their transitions (R127–R129): the navigation controller's delegate
/// supplies an animator, or the standard slide runs; the container is the navigation controller's view, with
/// the outgoing child's view already in it.
extension Window {
    /// `pushViewController(_:animated:)` on an on-screen navigation controller: the stack changes at once,
    /// the transition plays on the clock.
    public func push(_ controller: ViewController, on navigation: NavigationController, animated: Bool = true) {
        if isOnScreen(navigation), dropsDuringTransition("push of \(controller.identifier)") { return }
        let from = navigation.topViewController
        navigation.pushViewController(controller)
        guard let from, isOnScreen(navigation) else { return }
        beginNavigation(.push, on: navigation, from: from, to: controller, animated: animated, gesture: nil)
        if settlesAfterEachCall { settle() }
    }

    /// `popViewController(animated:)` on `navigation`: the back button, or the edge-swipe gesture
    /// (`gesture`), which is interactive unless a custom pop animator comes without an interaction controller
    /// (F16). Returns the popped controller, or `nil` when only the root is left.
    @discardableResult
    public func pop(
        _ navigation: NavigationController, animated: Bool = true, gesture: InteractiveDismissal? = nil
    ) -> ViewController? {
        let children = navigation.viewControllers
        guard children.count > 1, let popped = children.last else { return nil }
        if isOnScreen(navigation), dropsDuringTransition("pop of \(popped.identifier)") { return nil }
        let to = children[children.count - 2]
        navigation.popToViewController(to)
        if isOnScreen(navigation) {
            beginNavigation(.pop, on: navigation, from: popped, to: to, animated: animated, gesture: gesture)
            if settlesAfterEachCall { settle() }
        }
        return popped
    }

    /// While a transition runs, UIKit does not start another one on screen: the request is dropped (F11).
    private func dropsDuringTransition(_ what: String) -> Bool {
        guard let running = transitionState.running else { return false }
        record(
            TransitionFailureRules.requestDropped(
                .navigation(what), running: running.kind, of: running.presentedController.identifier))
        return true
    }

    private func isOnScreen(_ navigation: NavigationController) -> Bool {
        layoutIfNeeded()
        guard let view = transitionState.view(of: navigation) else { return false }
        return transitionState.windowView.contains(view)
    }

    private func beginNavigation(
        _ kind: TransitionKind, on navigation: NavigationController, from: ViewController, to: ViewController,
        animated: Bool, gesture: InteractiveDismissal?
    ) {
        layoutIfNeeded()
        navigation.delegate?.navigationController(navigation, willShow: to, animated: animated)
        let container = view(of: navigation)
        let fromView = view(of: from)
        let toView = view(of: to)
        fromView.set(.frame(container.model.frame))
        toView.set(.frame(container.model.frame))
        if fromView.superview !== container { container.addSubview(fromView) }

        var animator: TransitionAnimator?
        var interactive = false
        if animated {
            if let delegate = navigation.delegate {
                record(.navigationAnimationController)
                animator = delegate.navigationController(navigation, animationControllerFor: kind, from: from, to: to)
                if let animator,
                    let answer = delegate.navigationController(navigation, interactionControllerFor: animator)
                {
                    record(.navigationInteractionController)
                    interactive = answer
                }
            } else if navigation.hadDelegate {
                record(
                    TransitionFailureRules.delegateReleased(
                        kind, owner: navigation.identifier, navigation: true, segueNotRetained: false))
            }
        }
        if kind == .pop, gesture != nil {
            if let animator, !interactive {
                record(
                    TransitionFailureRules.popWithoutInteraction(
                        navigation: navigation.identifier, animator: animator.name))
            } else if animator == nil {
                // The system's own edge swipe is interactive (R128).
                interactive = true
            }
        }
        let forward = kind == .push
        let references = decider.transitionViews(kind, removesPresentersView: true, wrapsPresentedView: false)
        let bounds = container.model.frame
        let frames = decider.presentedTransitionFrames(
            kind, presentedFrame: bounds, currentFrame: forward ? bounds : fromView.model.frame)
        let summary = TransitionSummary(
            kind: kind, animator: animator?.name, transitionStyle: nil,
            duration: animated ? (animator?.duration ?? PresentationDecider.builtInTransitionDuration) : 0,
            interactive: interactive, animated: animated, presentationStyle: .none, fromView: references.from,
            toView: references.to, initialFrame: frames.initial, finalFrame: frames.final,
            fromController: from.identifier, toController: to.identifier, state: .running,
            startTime: now.seconds)
        let transition = Transition(
            summary: summary, presentation: nil, navigation: navigation, presentedController: forward ? to : from,
            presentingController: forward ? from : to, animator: animator,
            builtIn: animator == nil && animated ? .slideFromTrailing : nil, removesPresentersView: true,
            presenterView: forward ? fromView : toView, presentedView: forward ? toView : fromView, wrapperView: nil,
            containerView: container, start: now, duration: VirtualTime(seconds: summary.duration) ?? .maximum,
            interactive: interactive)
        transition.onEnd = { [unowned navigation] completed in
            guard !completed else { return }
            // A cancelled push or pop leaves the stack as it was.
            if forward {
                navigation.popToViewController(from)
            } else {
                navigation.pushViewController(from)
            }
        }
        // After the appearance callbacks; a cancelled push or pop left `to` off the top (onEnd).
        transition.coordinatorCompletions.append { [weak navigation] _ in
            guard let navigation, navigation.topViewController === to else { return }
            navigation.delegate?.navigationController(navigation, didShow: to, animated: animated)
        }
        run(transition, driven: gesture != nil)
        if interactive, let gesture { drive(transition, with: gesture) }
    }
}

/// Animated transitions (R80–R111): the window plays each presentation and dismissal on its virtual clock,
/// over the context UIKit gives the animator, and applies UIKit's clean-up when the animator completes.
extension Window {
    // MARK: Running

    /// Runs `transition` from its start (R81 steps 6–9, R82 step 3): the presentation controller's will-begin
    /// call, the appearance callbacks, then the animator (or the built-in animation), and schedules its end.
    func run(_ transition: Transition, driven: Bool) {
        transitionState.running = transition
        // Only the latest is reported (`stepTransition`): a window driven without steps keeps no history.
        transitionState.recent = [transition]
        // R113: what the app animates alongside before the animator runs joins the animator's animations, with
        // the duration the animator gives.
        transition.queuedAlongside = []
        if let presentation = transition.presentation {
            record(transition.kind.isForward ? .presentationTransitionWillBegin : .dismissalTransitionWillBegin)
            if let script = presentation.script {
                if transition.kind.isForward {
                    script.presentationTransitionWillBegin()
                } else {
                    script.dismissalTransitionWillBegin()
                }
            }
        }
        sendAppearance(of: transition) { presented, presenter in
            decider.appearanceCallsAtBegin(
                transition.kind, presented: presented, presenter: presenter,
                removesPresentersView: transition.removesPresentersView)
        }
        if let animator = transition.animator {
            // A description's duration is its answer, read when the transition was made.
            if let script = animator.script?.script { askDuration(of: script, for: transition) }
            // R98: present, dismiss, push and pop return before UIKit calls the app's animator, from a block it
            // runs on a later run-loop turn (at the same virtual time): code after the call runs first, and what
            // it animates alongside the coordinator joins the animator's animations.
            transitionState.schedule(at: transitionState.now) { [weak self, weak transition] in
                guard let self, let transition, !transition.ended, transitionState.running === transition else {
                    return
                }
                startAnimator(of: transition, driven: driven)
            }
            return
        }
        startAnimator(of: transition, driven: driven)
    }

    /// The animator's part of a transition (R81 steps 8–10): the alongside animations, the chrome, the
    /// animator or the built-in animation, the layout pass and `viewIsAppearing`.
    private func startAnimator(of transition: Transition, driven: Bool) {
        startQueuedAlongside(of: transition)
        defer { sampleFilmstrip(of: transition) }
        animateChrome(of: transition)
        let sendAfterLayout = { [unowned self] in
            sendAppearance(of: transition) { presented, presenter in
                decider.appearanceCallsAfterLayout(
                    transition.kind, presented: presented, presenter: presenter,
                    removesPresentersView: transition.removesPresentersView)
            }
        }
        if let animator = transition.animator {
            record(.transitionDuration)
            record(transition.interactive ? .startInteractiveTransition : .animateTransition)
            playScript(
                animator.script?.script ?? DescribedTransitionScript(animator), named: animator.name, in: transition)
            layOutContainerForPresentation(transition)
            if !transition.ended, transition.summary.state != .stuck {
                // Once that pass has laid the appearing view out (R102).
                sendAfterLayout()
                transition.sentIsAppearing = true
            }
            if transition.interactive, !driven, !transition.ended, animator.script == nil {
                record(TransitionFailureRules.interactionNobodyDrives(transition.kind, animator: animator.name))
            }
        } else {
            // UIKit's own animator, over the same context (the system's edge swipe drives a pop, R109).
            playScript(BuiltInTransitionScript(), named: "the built-in animation", in: transition)
            layOutContainerForPresentation(transition)
            sendAfterLayout()
            transition.sentIsAppearing = true
        }
    }

    /// R123: the container's first layout pass during a custom presentation controller's presentation.
    private func layOutContainerForPresentation(_ transition: Transition) {
        guard transition.kind.isForward, let presentation = transition.presentation,
            presentation.customPresentation != nil
        else { return }
        layOutContainer(of: presentation)
    }

    /// A custom presentation controller's container lays out (R123): `containerViewWillLayoutSubviews()`,
    /// then `containerViewDidLayoutSubviews()`, recorded and told to the app's code.
    func layOutContainer(of presentation: PresentationController) {
        record(.containerViewWillLayoutSubviews)
        presentation.script?.containerViewWillLayoutSubviews()
        record(.containerViewDidLayoutSubviews)
        presentation.script?.containerViewDidLayoutSubviews()
    }

    /// Starts what was animated alongside the transition before its animator ran (R113), with the
    /// transition's duration; from here on alongside animations start when they are added.
    private func startQueuedAlongside(of transition: Transition) {
        let queued = transition.queuedAlongside ?? []
        transition.queuedAlongside = nil
        guard !queued.isEmpty, let coordinator = transitionCoordinator, coordinator.transition === transition else {
            return
        }
        coordinator.animate(alongsideTransition: queued)
    }

    /// `completeTransition(didComplete)` (R99–R107): once; the presentation controller's did-end call, UIKit's
    /// view clean-up (R101), the new state, the appearance callbacks, the completion block, `animationEnded`.
    func end(_ transition: Transition, completed: Bool, callsRecorded: Bool = false) {
        guard !transition.ended else { return }  // R106: one-shot.
        transition.ended = true
        if !callsRecorded, transition.animator != nil { record(.completeTransition(completed)) }
        transition.summary.state = completed ? .completed : .cancelled
        transition.summary.endTime = transitionState.now.seconds
        defer {
            // The last frame shows the window as the transition left it, after UIKit's clean-up.
            if !transition.summary.filmstrip.isEmpty {
                transition.summary.filmstrip[transition.summary.filmstrip.count - 1] = FilmstripFrame(
                    time: transition.start.distance(to: transitionState.now).seconds,
                    layers: layers(at: transitionState.now))
            }
        }
        if transitionState.running === transition { transitionState.running = nil }
        if let presentation = transition.presentation {
            record(
                transition.kind.isForward
                    ? .presentationTransitionDidEnd(completed) : .dismissalTransitionDidEnd(completed))
            if let script = presentation.script {
                if transition.kind.isForward {
                    script.presentationTransitionDidEnd(completed)
                } else {
                    script.dismissalTransitionDidEnd(completed)
                }
            }
        }
        cleanUp(transition, completed: completed)
        // Released once run: what it holds (a dismissal's delegate, which may be the retained segue) must not
        // outlive the presentation because the step still reports the transition.
        let onEnd = transition.onEnd
        transition.onEnd = nil
        onEnd?(completed)
        // R104: isBeingPresented and isBeingDismissed hold through the did-appear and did-disappear calls.
        let outer = transitionState.ending
        transitionState.ending = transition
        if completed, !transition.sentIsAppearing {
            // Completed inside animateTransition (F15's early return): laid out on the way to appearing.
            transition.sentIsAppearing = true
            sendAppearance(of: transition) { presented, presenter in
                decider.appearanceCallsAfterLayout(
                    transition.kind, presented: presented, presenter: presenter,
                    removesPresentersView: transition.removesPresentersView)
            }
        }
        sendAppearance(of: transition) { presented, presenter in
            decider.appearanceCallsAtEnd(
                transition.kind, completed: completed, presented: presented, presenter: presenter,
                removesPresentersView: transition.removesPresentersView)
        }
        transitionState.ending = outer
        // Only present(_:animated:completion:) and dismiss(animated:completion:) take a completion block; a
        // presentation listed with one was given one (a storyboard segue presents with none).
        if transition.presentation != nil, transition.kind == .dismiss || transition.completionBlock != nil {
            record(.completion(transition.kind))
            let block = transition.completionBlock
            transition.completionBlock = nil
            block?()
        }
        // R100 step 5, R113: the coordinator's completion blocks, then animationEnded.
        let completions = transition.coordinatorCompletions
        transition.coordinatorCompletions = []
        let context = TransitionCoordinator.context(of: transition)
        for completion in completions { completion(context) }
        if let animator = transition.animator {
            record(.animationEnded(completed))
            animator.script?.script.animationEnded(completed)
        }
        noteHazards(after: transition, completed: completed)
    }

    /// R101, R129: applies what UIKit (not the animator) does to the views when the transition ends, as the
    /// decider says.
    private func cleanUp(_ transition: Transition, completed: Bool) {
        let windowView = transitionState.windowView
        let container = transition.containerView
        let presenterView = transition.presenterView
        let presented = transition.wrapperView ?? transition.presentedView
        let forward = transition.kind.isForward
        for step in decider.cleanUp(
            transition.kind, completed: completed, removesPresentersView: transition.removesPresentersView)
        {
            switch step {
            case .removePresenterView:
                presenterView.removeFromSuperview()
            case .removePresentedView:
                presented.removeFromSuperview()
            case .returnPresenterViewToWindow:
                if presenterView.superview === container { windowView.insertSubview(presenterView, at: 0) }
            case .restorePresenterViewBelowContainer:
                windowView.insertSubview(presenterView, below: container)
            case .removeContainer:
                container.removeFromSuperview()
                transition.presentation?.transitionViews = nil
            case .restoreDimming:
                transition.presentation?.transitionViews?.dimming?.set(.alpha(1))
            case .removeOutgoingView:
                (forward ? transition.presenterView : transition.presentedView).removeFromSuperview()
                // A popped controller leaves its view behind: a long run of pushes and pops keeps none.
                if !forward { transitionState.forgetViews(inside: transition.presentedController) }
            case .removeIncomingView:
                (forward ? transition.presentedView : transition.presenterView).removeFromSuperview()
                if forward { transitionState.forgetViews(inside: transition.presentedController) }
            }
        }
        // A view the animator moved out of the window's tree stays in the model, but nothing shows it.
        transitionState.windowView.pruneAnimations(at: transitionState.now)
    }

    /// The failure modes whose consequence shows when `transition` ends (F2, F3, F5, F8), from what its views
    /// show then.
    private func noteHazards(after transition: Transition, completed: Bool) {
        guard transition.presentation != nil else { return }
        let windowView = transitionState.windowView
        let presenter = transition.presenterView
        // Unwinding through several presentations dismisses the presenter too: its view is meant to go.
        let presenterRoot = transition.presentingController?.rootAncestor
        let stays =
            presenterRoot === rootViewController
            || presentationControllers.contains(where: { $0.displayedViewController === presenterRoot })
        let fromView = transition.view(.from)
        let changedFrom = fromView.flatMap { view in
            transition.fromValuesAtStart.flatMap { $0 != view.model ? view : nil }
        }
        let seen = TransitionObservation(
            kind: transition.kind, completed: completed, animator: transition.animator?.name,
            presented: transition.presentedController.identifier,
            presentedViewInWindow: windowView.contains(transition.presentedView),
            removedToView: transition.removedToView, removesPresentersView: transition.removesPresentersView,
            presenterView: presenter.name, presenterViewInWindow: windowView.contains(presenter),
            presenterValues: presenter.model, presenterStays: stays, presentedBy: transition.presentedBy,
            presenterViewLeftInContainer: presenter.timesAdded > transition.presenterAddsAtStart
                && transition.containerView.contains(presenter),
            changedFromView: changedFrom?.name, changedFromValues: changedFrom?.model)
        if let hazard = TransitionFailureRules.atEnd(of: seen) { record(hazard) }
    }
}

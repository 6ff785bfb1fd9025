/// The one transition runner: every animator is a ``TransitionScript`` (the app's code through AdaptiveUIKit,
/// a described animator as ``DescribedTransitionScript``, UIKit's own as ``BuiltInTransitionScript``). The
/// window gives it the context UIKit gives (R93–R97), lets it animate on its clock, and ends the transition
/// when it calls `completeTransition(_:)`, recording the failure modes its views show (F1, F4, F6, F7, F9,
/// F15) whoever wrote it.
extension Window {
    /// `transitionDuration(using:)`, asked before the transition starts so that its chrome and filmstrip use
    /// the answer; a negative or non-finite answer is no time.
    func askDuration(of script: any TransitionScript, for transition: Transition) {
        let seconds = script.transitionDuration(using: TransitionContext(window: self, transition: transition))
        guard transition.summary.animated else { return }
        let duration = seconds.isFinite && seconds > 0 ? VirtualTime(seconds: seconds) ?? .maximum : .zero
        transition.duration = duration
        transition.summary.duration = duration.seconds
    }

    /// Runs the script's `animateTransition(using:)` (or its interaction controller's start) over the
    /// transition's context. An interactive start leaves its animations paused at the interaction's fraction.
    func playScript(_ script: any TransitionScript, named name: String, in transition: Transition) {
        let context = TransitionContext(window: self, transition: transition)
        transition.fromValuesAtStart = context.view(forKey: .from)?.model
        transition.addsAtStart = transition.presentedView.timesAdded + (transition.wrapperView?.timesAdded ?? 0)
        transition.presenterAddsAtStart = transition.presenterView.timesAdded
        let previous = transitionState.capturing
        transitionState.capturing = transition
        script.startTransition(using: context)
        transitionState.capturing = previous
        guard !transition.ended else {
            // F15: completed at once, without animating, though it was to animate.
            if let presenter = transition.presentingController,
                let hazard = TransitionFailureRules.completedWithoutAnimating(
                    transition.kind, animator: name,
                    animated: transition.summary.animated && transition.duration > .zero,
                    sourceIsContainer: presenter.visibleContent !== presenter, source: presenter.identifier,
                    animating: transition.containerView.isAnimating(at: now)
                        || transition.presenterView.isAnimating(at: now))
            {
                record(hazard)
            }
            return
        }
        if let hazard = TransitionFailureRules.pulledOutOfWrapper(
            transition.kind, animator: name, presented: transition.presentedController.identifier,
            style: transition.summary.presentationStyle, hasWrapper: transition.wrapperView != nil,
            presentedViewInWrapper: transition.wrapperView.map { transition.presentedView.superview === $0 } ?? true,
            presentedViewInContainer: transition.containerView.contains(transition.presentedView))
        {
            record(hazard)
        }
        if transition.interactive {
            let offset = transition.duration.scaled(by: transition.percentComplete)
            retime(transition) { $0.timing = .paused(offset: offset) }
        }
    }

    /// `completeTransition(_:)` from the animator: what it shows then (F7, F9), then UIKit's end of the
    /// transition (R100).
    func completeScripted(_ transition: Transition, didComplete: Bool) {
        guard !transition.ended else { return }
        let addedAndRemoved =
            !transitionState.windowView.contains(transition.presentedView)
            && transition.presentedView.timesAdded + (transition.wrapperView?.timesAdded ?? 0) > transition.addsAtStart
        let hazards = TransitionFailureRules.atCompletion(
            transition.kind, animator: transition.animator?.name ?? "the animator",
            presented: transition.presentedController.identifier, didComplete: didComplete,
            wasCancelled: transition.wasCancelled, toViewAddedAndRemoved: addedAndRemoved)
        for hazard in hazards {
            if hazard.id == .F9 { transition.removedToView = true }
            record(hazard)
        }
        end(transition, completed: didComplete)
    }

    /// `updateInteractiveTransition(_:)` (R109): the paused animations show that fraction of their time.
    func updateInteraction(of transition: Transition, to fraction: Double) {
        guard !transition.ended, transition.interactive else { return }
        let percent = fraction.isNaN ? 0 : min(1, max(0, fraction))
        record(.updateInteractiveTransition(percent))
        transition.percentComplete = percent
        let offset = transition.duration.scaled(by: percent)
        retime(transition) { $0.timing = .paused(offset: offset) }
    }

    /// `finishInteractiveTransition()` or `cancelInteractiveTransition()` (R110): the animations run on, or
    /// back, from where the interaction left them, and the completion blocks they keep run when they get there.
    func releaseInteraction(of transition: Transition, finishing: Bool) {
        guard !transition.ended, transition.interactive else { return }
        let now = self.now
        let offset = transition.duration.scaled(by: transition.percentComplete)
        if finishing {
            record(.finishInteractiveTransition)
            retime(transition) { $0.timing = .resumed(offset: offset, since: now) }
        } else {
            record(.cancelInteractiveTransition)
            transition.wasCancelled = true
            retime(transition) { $0.timing = .reversing(offset: offset, since: now) }
        }
        transition.interactive = false
        let deferred = transition.deferredCompletions
        transition.deferredCompletions = []
        for completion in deferred {
            let delay = finishing ? offset.distance(to: completion.offset) : min(offset, completion.offset)
            transitionState.schedule(at: now + delay, completion.action)
        }
    }

    /// A described animator force-unwraps a `nil` view of its context: the app traps there (F6), and the
    /// transition stays where it is.
    func noteTrap(in transition: Transition, forceUnwrapping role: TransitionViewRole) {
        record(
            TransitionFailureRules.trap(
                transition.kind, animator: transition.animator?.name ?? "", forceUnwrapping: role,
                style: transition.summary.presentationStyle))
        transition.summary.state = .stuck
    }

    /// F1, whoever wrote the animator: the clock has nothing left to run, the transition's time is over, and
    /// the animator never called `completeTransition(_:)`; reported once. A transition a trap stopped (F6)
    /// is not one that waits.
    func noteScriptNeverCompletes() {
        guard let running = transitionState.running, running.summary.state != .stuck, !running.interactive,
            !running.reportedNeverCompletes,
            let hazard = TransitionFailureRules.neverCompletes(
                running.kind, animator: running.animator?.name, presented: running.presentedController.identifier,
                durationOver: transitionState.now >= running.start + running.duration,
                nothingScheduled: transitionState.scheduled.isEmpty, ended: running.ended)
        else { return }
        running.reportedNeverCompletes = true
        record(hazard)
    }
}

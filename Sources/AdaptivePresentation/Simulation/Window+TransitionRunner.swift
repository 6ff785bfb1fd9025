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
            noteCompletedWithoutAnimating(transition, named: name)
            return
        }
        if transition.kind.isForward, let wrapper = transition.wrapperView,
            transition.presentedView.superview !== wrapper, transition.containerView.contains(transition.presentedView)
        {
            record(
                TransitionHazard(
                    .F4,
                    detail:
                        "animator \(name) adds \(transition.presentedController.identifier)'s own view, pulling it out of its \(transition.summary.presentationStyle) wrapper"
                ))
        }
        if transition.interactive {
            let offset = transition.duration.scaled(by: transition.percentComplete)
            retime(transition) { $0.timing = .paused(offset: offset) }
        }
    }

    /// F15 as app code shows it: an animated transition completed inside `animateTransition(using:)` without
    /// animating anything, while the controller on the source side is a container — what an animator does
    /// when its cast of `viewController(forKey:)` to the source's type fails and it gives up (the chapter's
    /// ScaleSegue in a navigation controller).
    private func noteCompletedWithoutAnimating(_ transition: Transition, named name: String) {
        guard transition.summary.animated, transition.duration > .zero,
            transition.kind == .present || transition.kind == .dismiss,
            let presenter = transition.presentingController, presenter.visibleContent !== presenter,
            !transition.containerView.isAnimating(at: now), !transition.presenterView.isAnimating(at: now)
        else { return }
        let key = transition.kind.isForward ? "from" : "to"
        record(
            TransitionHazard(
                .F15,
                detail:
                    "animator \(name) completed the \(transition.kind.noun) without animating; viewController(forKey: .\(key)) is \(presenter.identifier), a container: a cast of it to the source's type fails (look through its children)"
            ))
    }

    /// `completeTransition(_:)` from a script: F7 when it completes a cancelled interaction, F9 when it took
    /// the to-view out after a successful presentation, then UIKit's end of the transition (R100).
    func completeScripted(_ transition: Transition, didComplete: Bool) {
        guard !transition.ended else { return }
        let name = transition.animator?.name ?? "the animator"
        if didComplete, transition.wasCancelled {
            record(
                TransitionHazard(
                    .F7,
                    detail:
                        "animator \(name) calls completeTransition(true) after the interaction was cancelled: UIKit finalises the \(transition.kind.noun)"
                ))
        }
        if transition.kind == .present, didComplete, !transition.wasCancelled,
            !transitionState.windowView.contains(transition.presentedView),
            transition.presentedView.timesAdded + (transition.wrapperView?.timesAdded ?? 0) > transition.addsAtStart
        {
            transition.removedToView = true
            record(
                TransitionHazard(
                    .F9,
                    detail:
                        "animator \(name) removes the to-view after a successful presentation: \(transition.presentedController.identifier) is presented but not shown"
                ))
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
            TransitionHazard(
                .F6,
                detail:
                    "animator \(transition.animator?.name ?? "") force-unwraps view(forKey: .\(role)), which is nil for this \(transition.kind) (\(transition.summary.presentationStyle))"
            ))
        transition.summary.state = .stuck
    }

    /// F1, whoever wrote the animator: the clock has nothing left to run, the transition's time is over, and
    /// the animator never called `completeTransition(_:)`; reported once. A transition a trap stopped (F6)
    /// is not one that waits.
    func noteScriptNeverCompletes() {
        guard let running = transitionState.running, running.summary.state != .stuck, !running.ended,
            !running.interactive, !running.reportedNeverCompletes, transitionState.scheduled.isEmpty,
            transitionState.now >= running.start + running.duration
        else { return }
        running.reportedNeverCompletes = true
        record(
            TransitionHazard(
                .F1,
                detail:
                    "animator \(running.animator?.name ?? "") never calls completeTransition: the \(running.kind.noun) of \(running.presentedController.identifier) never ends and the app ignores every touch"
            ))
    }
}

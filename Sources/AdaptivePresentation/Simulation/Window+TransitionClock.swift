/// The virtual clock a window's transitions run on (see the "Scenario and storyboard files" article), and what a step reports of them: the
/// calls, the failure modes, the step's transition and its coordinator.
extension Window {
    // MARK: Clock

    /// The virtual clock's time.
    public var now: VirtualTime { transitionState.now }

    /// Moves the clock by `interval`, running what falls due on the way (animation completions, the end of a
    /// finished or cancelled interaction) at its own time. Constant time per event: the clock jumps.
    public func advance(by interval: VirtualTime) {
        let target = transitionState.now + interval
        while let event = transitionState.takeNext(by: target) {
            transitionState.now = max(transitionState.now, event.time)
            event.action()
        }
        transitionState.now = target
        transitionState.windowView.pruneAnimations(at: target)
        noteScriptNeverCompletes()
    }

    /// Runs the clock until nothing is scheduled: every transition that will end has ended. A transition
    /// whose animator never completes (F1) or that waits for a gesture (F13) stays as it is.
    public func settle() {
        // Each event runs once; events schedule at most a few more, so the bound is never reached by a
        // scenario, and keeps a misbehaving one finite.
        settle(within: nil)
    }

    /// Runs the clock until nothing is scheduled, or until the next event falls more than `limit` after the
    /// current time (app code that animates again from every completion never stops). Returns whether
    /// everything settled; the events still waiting stay scheduled.
    @discardableResult
    public func settle(within limit: VirtualTime?) -> Bool {
        defer { noteScriptNeverCompletes() }
        guard !transitionState.scheduled.isEmpty else { return true }
        let end = limit.map { transitionState.now + $0 }
        var budget = 100_000
        while budget > 0, let event = transitionState.takeNext(by: end) {
            transitionState.now = max(transitionState.now, event.time)
            event.action()
            budget -= 1
        }
        transitionState.windowView.pruneAnimations(at: transitionState.now)
        return transitionState.scheduled.isEmpty
    }

    /// When the last animation in flight in the window runs out (paused ones aside); `nil` when none runs.
    public var animationsEnd: VirtualTime? {
        var latest: VirtualTime?
        func walk(_ view: SimulatedView) {
            for animation in view.animations {
                if let end = animation.end, end > transitionState.now { latest = max(latest ?? end, end) }
            }
            for animation in view.layerAnimations {
                if let end = animation.end, end > transitionState.now { latest = max(latest ?? end, end) }
            }
            for subview in view.subviews { walk(subview) }
        }
        walk(transitionState.windowView)
        return latest
    }

    /// When the running transition's declared duration is over (its start plus `transitionDuration(using:)`),
    /// while it has not ended and no interaction drives it; `nil` otherwise. Settling runs the clock at least
    /// this far, so that an animator that never calls `completeTransition(_:)` is seen as stuck (F1).
    public var runningTransitionDeadline: VirtualTime? {
        guard let running = transitionState.running, !running.ended, !running.interactive else { return nil }
        return running.start + running.duration
    }

    /// What still waits on the app once the clock has nothing left to run, in words: a transition never
    /// completed, an interaction never finished or cancelled, animations held paused (a property animator
    /// paused and never resumed). Empty when the window is settled.
    public var unsettledWork: [String] {
        var work: [String] = []
        if let running = transitionState.running, !running.ended {
            let what = "the \(running.kind.noun) of \(running.presentedController.identifier)"
            if running.interactive {
                work.append(
                    "\(what) waits for its interaction controller: nothing calls finish() or cancel() (or finishInteractiveTransition() / cancelInteractiveTransition())"
                )
            } else {
                let animator = running.animator.map { "animator \($0.name)" } ?? "the built-in animation"
                work.append(
                    "\(what) never ended: \(animator) never called completeTransition(_:) after its \(Size.format(running.duration.seconds)) s"
                )
            }
        } else if hasPausedAnimations {
            work.append(
                "animations are paused and nothing resumes them (a property animator paused and never started again)")
        }
        return work
    }

    /// Whether an animation in the window is held paused.
    private var hasPausedAnimations: Bool {
        func paused(_ view: SimulatedView) -> Bool {
            view.animations.contains { if case .paused = $0.timing { true } else { false } }
                || view.subviews.contains(where: paused)
        }
        return paused(transitionState.windowView)
    }

    /// Runs `action` on the next run-loop turn: at the current virtual time, once the clock next advances or
    /// settles, after the code running now (R98).
    public func performOnNextTurn(_ action: @escaping () -> Void) {
        transitionState.schedule(at: transitionState.now, action)
    }

    /// When the next scheduled event runs, if any.
    public var nextScheduledTime: VirtualTime? { transitionState.scheduled.map(\.time).min() }

    /// The transition calls made since this was last called, in order.
    public func takeTransitionCalls() -> [TransitionCall] {
        if transitionState.calls.isEmpty { return [] }
        defer { transitionState.calls.removeAll() }
        return transitionState.calls
    }

    /// The failure modes seen since this was last called, in order.
    public func takeHazards() -> [TransitionHazard] {
        if transitionState.hazards.isEmpty { return [] }
        defer { transitionState.hazards.removeAll() }
        return transitionState.hazards
    }

    /// Marks the start of a step: the transitions it reports are the ones it starts, or the one still running.
    public func beginTransitionStep() {
        if let running = transitionState.running {
            transitionState.recent = [running]
        } else if !transitionState.recent.isEmpty {
            transitionState.recent = []
        }
    }

    /// The most recent transition of the step (the `transition` key): the last one it started, or the one
    /// that was running when it began.
    public var stepTransition: TransitionSummary? {
        guard let transition = transitionState.recent.last else { return nil }
        var summary = transition.summary
        if summary.state == .running, !transition.ended, transitionState.scheduled.isEmpty {
            summary.state = .stuck
        }
        return summary
    }

    /// What the running transition is and whom it moves: the controller presented, dismissed, pushed or
    /// popped, and the one under it; `nil` when none runs.
    public var runningTransition:
        (kind: TransitionKind, presentedController: ViewController, presentingController: ViewController?)?
    {
        transitionState.running.map { ($0.kind, $0.presentedController, $0.presentingController) }
    }

    /// The transition whose controllers are being presented, dismissed, pushed or popped (R104): the running
    /// one, or the one that just ended while it sends its did-appear and did-disappear calls; `nil` otherwise.
    /// `isBeingPresented` and `isBeingDismissed` read it, true from the will-call through the did-call.
    public var appearanceTransition:
        (kind: TransitionKind, presentedController: ViewController, presentingController: ViewController?)?
    {
        (transitionState.ending ?? transitionState.running).map {
            ($0.kind, $0.presentedController, $0.presentingController)
        }
    }

    /// Whether a transition is running.
    public var isTransitioning: Bool { transitionState.running != nil }

    /// The running transition's coordinator (R113), `nil` when none runs: what `transitionCoordinator`
    /// of the controllers it involves returns meanwhile.
    public var transitionCoordinator: TransitionCoordinator? {
        guard let running = transitionState.running else { return nil }
        if let coordinator = running.coordinator { return coordinator }
        let coordinator = TransitionCoordinator(traitCollection: environment.traits, size: environment.window)
        coordinator.transition = running
        coordinator.window = self
        running.coordinator = coordinator
        return coordinator
    }

    /// Records a failure mode seen now (the window's own findings, and a host's, such as AdaptiveUIKit's F14
    /// for a segue whose code never calls `super.perform()`).
    public func record(_ hazard: TransitionHazard) { transitionState.hazards.append(hazard) }

    func record(_ call: TransitionCall) { transitionState.calls.append(call) }
}

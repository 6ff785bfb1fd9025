/// A `UIViewPropertyAnimator` (R120) on a window's virtual clock: animations that can be started, paused,
/// scrubbed, reversed, stopped and finished.
///
/// The animator's own time runs from 0 to its duration (to 0 when reversed); ``fractionComplete`` is that
/// time as a fraction of the duration (linear scrubbing, Q18), and the views show the curve's progress at it.
/// Its views' animations are ordinary ``PropertyAnimation``s, so the window's presentation values, layers and
/// other animations see them as they see any other.
public final class PropertyAnimator {
    /// `UIViewAnimatingState`.
    public enum State: String, Hashable, Sendable, CaseIterable {
        /// Created, or finished: the animations are not applied.
        case inactive
        /// Started or paused.
        case active
        /// Stopped with `stopAnimation(false)`, waiting for ``PropertyAnimator/finishAnimation(at:)``.
        case stopped
    }

    /// The window whose clock runs the animator.
    public let window: Window
    /// The duration given at creation (R120).
    public let duration: VirtualTime
    /// The timing curve of the animations.
    public let curve: TimingCurve
    /// Where the animator stands (R120).
    public private(set) var state = State.inactive
    /// Whether `fractionComplete` scrubs linearly (iOS 11, default true). The model always scrubs by the
    /// fraction of time and shows the curve at it (Q18).
    public var scrubsLinearly = true
    /// Whether the animator pauses, still active, instead of finishing when it reaches its end (default
    /// false, R120).
    public var pausesOnCompletion = false

    /// One view's property: its value before the animator and the one it animates to.
    private struct Entry {
        let view: SimulatedView
        let start: PropertyAnimation.Value
        let end: PropertyAnimation.Value
    }

    private var pending: [(change: (view: SimulatedView, value: PropertyAnimation.Value), delayFactor: Double)] = []
    private var entries: [Entry] = []
    private var completions: [(AnimatingPosition) -> Void] = []
    /// The animator's own time, when ``since`` is nil, or at ``since`` while running.
    private var offset = VirtualTime.zero
    /// When the animator (re)started running; nil while paused, stopped or inactive.
    private var since: VirtualTime?
    /// The duration its own time runs over: ``duration``, or the one `continueAnimation` gave.
    private var span: VirtualTime
    /// Tells a scheduled end whether it is still the animator's latest.
    private var generation = 0
    private var reversed = false

    /// `UIViewPropertyAnimator(duration:curve:animations:)` without its animations, on `window`'s clock.
    public init(duration: VirtualTime, curve: TimingCurve = .uiViewDefault, window: Window) {
        self.duration = duration
        self.curve = curve
        self.window = window
        span = duration
    }

    /// Whether the animations are running: started and neither paused, stopped nor finished (R120).
    public var isRunning: Bool { state == .active && since != nil }

    /// Whether the animator runs back towards its start; it then completes at ``AnimatingPosition/start``
    /// (R120). Setting it while running turns the animations round where they are; finishing clears it.
    public var isReversed: Bool {
        get { reversed }
        set {
            guard newValue != reversed else { return }
            let running = isRunning
            if running { freezeOffset() }
            reversed = newValue
            if running {
                since = window.now
                retime()
                scheduleEnd()
            }
        }
    }

    /// The fraction of the animator's time elapsed (R120), 0…1.
    ///
    /// Setting it while paused or inactive scrubs the animations there; an inactive animator becomes
    /// active and paused. Setting it while running or stopped does nothing.
    public var fractionComplete: Double {
        get { span == .zero ? (offset == .zero ? 0 : 1) : currentOffset.fraction(of: span) }
        set {
            guard state != .stopped, !isRunning else { return }
            if state == .inactive { activate() }
            let fraction = newValue.isNaN ? 0 : min(max(newValue, 0), 1)
            offset = span.scaled(by: fraction)
            retime()
        }
    }

    /// `addAnimations(_:delayFactor:)`: the views' properties to animate to `changes`' values.
    ///
    /// Before the animator starts they run over its whole duration. Added to an active animator, they start
    /// from the value each view shows now and reach their value when the animator ends, over the remaining
    /// `(1 − fractionComplete) × duration`. A stopped animator ignores them. With a `delayFactor` (0…1) they
    /// hold their start value for that fraction of the remaining duration, then move over the rest.
    public func addAnimations(
        _ changes: [(view: SimulatedView, value: PropertyAnimation.Value)], delayFactor: Double = 0
    ) {
        let delayFactor = delayFactor.isNaN ? 0 : min(max(delayFactor, 0), 1)
        switch state {
        case .inactive: pending += changes.map { ($0, delayFactor) }
        case .active: changes.forEach { install($0, fromShown: true, delayFactor: delayFactor) }
        case .stopped: break
        }
    }

    /// `addCompletion(_:)`: run with the position the animations stopped at, when the animator finishes.
    public func addCompletion(_ completion: @escaping (AnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// `startAnimation(afterDelay:)`: the models take their end values (R114) and the animations run, after
    /// `delay`, from where the animator stands. A stopped animator does not start.
    public func startAnimation(afterDelay delay: VirtualTime = .zero) {
        guard state != .stopped, !isRunning else { return }
        if state == .inactive { activate() }
        since = window.now + delay
        retime()
        scheduleEnd()
    }

    /// `pauseAnimation()`: holds the animations where they are; an inactive animator becomes active and
    /// paused at its start (R120).
    public func pauseAnimation() {
        switch state {
        case .inactive: activate()
        case .active where since != nil:
            freezeOffset()
            retime()
        case .active, .stopped: break
        }
    }

    /// `continueAnimation(withTimingParameters: nil, durationFactor:)`: runs a paused animator on to its end
    /// (its start when reversed) over `durationFactor × duration` (R120). A factor of 0 or less keeps the time
    /// that remains at the animator's current speed.
    public func continueAnimation(durationFactor: Double = 1) {
        guard state == .active else { return }
        freezeOffset()
        let fraction = fractionComplete
        let remainingFraction = reversed ? fraction : 1 - fraction
        if durationFactor > 0, remainingFraction > 0 {
            span = duration.scaled(by: durationFactor).scaled(by: 1 / remainingFraction)
            offset = span.scaled(by: fraction)
        }
        since = window.now
        retime()
        scheduleEnd()
    }

    /// `stopAnimation(_:)` (R120): the animations stop where they are and the views keep the values they
    /// show as their model values. With `withoutFinishing` the animator becomes inactive and its completions
    /// never run; otherwise it is stopped and waits for ``finishAnimation(at:)``.
    public func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        let now = window.now
        generation += 1
        since = nil
        for entry in entries {
            entry.view.set(entry.view.presentationValue(of: entry.end, at: now))
        }
        if withoutFinishing {
            reset()
        } else {
            state = .stopped
        }
    }

    /// `finishAnimation(at:)` on a stopped animator (R120): the views take the values of `position` (their
    /// start or end values, or where they stopped) and the completions run with it.
    public func finishAnimation(at position: AnimatingPosition) {
        guard state == .stopped else { return }
        finish(at: position)
    }

    // MARK: Running

    /// The animator's own time now.
    private var currentOffset: VirtualTime {
        guard let since else { return offset }
        let elapsed = since.distance(to: window.now)
        if reversed { return elapsed >= offset ? .zero : offset - elapsed }
        return min(offset + elapsed, span)
    }

    private func freezeOffset() {
        offset = currentOffset
        since = nil
        generation += 1
    }

    /// Applies the pending changes: the models take their values and the animations start, paused at 0.
    private func activate() {
        state = .active
        offset = .zero
        span = duration
        let changes = pending
        pending.removeAll()
        changes.forEach { install($0.change, fromShown: false, delayFactor: $0.delayFactor) }
    }

    /// Adds `change`'s animation with the animator's timing; `fromShown` makes it start from the value shown
    /// now at the animator's current progress (an animation added to an active animator); `delayFactor` holds
    /// it there for that fraction of the remaining time.
    private func install(
        _ change: (view: SimulatedView, value: PropertyAnimation.Value), fromShown: Bool, delayFactor: Double
    ) {
        let now = window.now
        let shown = change.view.presentationValue(of: change.value, at: now)
        var from = shown
        var delayFraction = delayFactor
        if fromShown, delayFactor > 0 {
            // Waits from where the animator stands: the value shown now, until the delay has passed.
            let fraction = fractionComplete
            delayFraction = fraction + (1 - fraction) * delayFactor
        } else if fromShown {
            let progress = curve.progress(at: fractionComplete, duration: span.seconds)
            guard progress < 1 else {
                change.view.set(change.value)
                return
            }
            from = shown.extrapolated(towards: change.value, by: -progress / (1 - progress))
        }
        var animation = PropertyAnimation(
            from: from, to: change.value, duration: span, curve: curve, timing: timing)
        animation.animator = ObjectIdentifier(self)
        animation.delayFraction = delayFraction
        change.view.add(animation, at: now)
        entries.append(Entry(view: change.view, start: shown, end: change.value))
    }

    /// The timing the animator's animations have now.
    private var timing: PropertyAnimation.Timing {
        guard let since else { return .paused(offset: offset) }
        return reversed ? .reversing(offset: offset, since: since) : .resumed(offset: offset, since: since)
    }

    /// Gives the animator's animations its current timing and duration.
    private func retime() {
        let id = ObjectIdentifier(self)
        let timing = timing
        var seen = Set<ObjectIdentifier>()
        for entry in entries where seen.insert(ObjectIdentifier(entry.view)).inserted {
            for index in entry.view.animations.indices where entry.view.animations[index].animator == id {
                entry.view.animations[index].timing = timing
                entry.view.animations[index].duration = span
            }
        }
    }

    /// Schedules the moment the running animator reaches its end (its start when reversed).
    private func scheduleEnd() {
        guard let since else { return }
        generation += 1
        let current = generation
        let end = since + (reversed ? offset : span - offset)
        window.transitionState.schedule(at: end) { [weak self] in
            guard let self, self.generation == current else { return }
            self.reachEnd()
        }
    }

    private func reachEnd() {
        offset = reversed ? .zero : span
        since = nil
        if pausesOnCompletion {
            retime()
        } else {
            finish(at: reversed ? .start : .end)
        }
    }

    /// The views take `position`'s values and the completions run; the animator is inactive again.
    private func finish(at position: AnimatingPosition) {
        let now = window.now
        for entry in entries {
            switch position {
            case .end: entry.view.apply(entry.end)
            case .start: entry.view.set(entry.start)
            case .current: entry.view.set(entry.view.presentationValue(of: entry.end, at: now))
            }
        }
        let toRun = completions
        reset()
        for completion in toRun { completion(position) }
    }

    private func reset() {
        state = .inactive
        generation += 1
        since = nil
        offset = .zero
        span = duration
        reversed = false
        entries.removeAll()
        completions.removeAll()
    }
}

extension PropertyAnimation.Value {
    /// The value `factor` of the way from this one to `other`, component by component; a negative factor
    /// goes back beyond this value.
    fileprivate func extrapolated(towards other: PropertyAnimation.Value, by factor: Double) -> PropertyAnimation.Value
    {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * factor }
        switch (self, other) {
        case let (.alpha(a), .alpha(b)): return .alpha(mix(a, b))
        case let (.frame(a), .frame(b)):
            return .frame(
                Rect(x: mix(a.x, b.x), y: mix(a.y, b.y), width: mix(a.width, b.width), height: mix(a.height, b.height)))
        case let (.transform(a), .transform(b)): return .transform(a.interpolated(to: b, progress: factor))
        default: return self
        }
    }
}

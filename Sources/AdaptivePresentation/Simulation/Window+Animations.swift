/// The UIView animation model that app animators rely on (R114–R119), played on the window's virtual clock.
extension Window {
    /// One `UIView.animate(withDuration:delay:options:animations:completion:)` block (R114, R115).
    ///
    /// Each view's model takes its value at once (R114). After `delay` its presentation layer moves along
    /// `curve`, over `duration`, from the value it shows now: a property already in flight starts from where it
    /// is on screen, with no jump (additive animations, iOS 8). `completion` runs on the clock at
    /// `delay + duration` with `true`, or with `false` when something replaced one of the block's animations
    /// before then: another animation, or a non-animated set, of the same property of the same view (R115).
    ///
    /// A `duration` of zero or less makes the changes at once, without animation, and runs `completion(true)`
    /// on the next turn of the run loop (R115): on the clock at the current time, not before this returns.
    ///
    /// Nested blocks and the inherited duration, curve and options of R116 are not modelled: every block
    /// gives its own duration and curve.
    public func animate(
        duration: VirtualTime, delay: VirtualTime = .zero, curve: TimingCurve = .uiViewDefault,
        changes: [(view: SimulatedView, value: PropertyAnimation.Value)], completion: ((Bool) -> Void)? = nil
    ) {
        animate(
            duration: duration, delay: delay, curve: curve, changes: changes, from: changes.map { _ in nil },
            completion: completion)
    }

    /// ``animate(duration:delay:curve:changes:completion:)`` with where each change's presentation layer
    /// starts (`nil`: what it shows now), for code that gave the models their values inside the block.
    public func animate(
        duration: VirtualTime, delay: VirtualTime = .zero, curve: TimingCurve = .uiViewDefault,
        changes: [(view: SimulatedView, value: PropertyAnimation.Value)], from starts: [PropertyAnimation.Value?],
        completion: ((Bool) -> Void)? = nil
    ) {
        let now = transitionState.now
        guard duration > .zero else {
            for change in changes { change.view.set(change.value) }
            scheduleBlockCompletion(at: now, watching: changes, completion)
            return
        }
        for (index, change) in changes.enumerated() {
            change.view.animate(
                to: change.value, at: now, duration: duration, curve: curve, timing: .running(start: now + delay),
                from: index < starts.count ? starts[index] : nil)
        }
        scheduleBlockCompletion(at: now + delay + duration, watching: changes, completion)
    }

    /// `UIView.animateKeyframes(withDuration:delay:options:animations:completion:)` (R119).
    ///
    /// Each keyframe's changes run linearly from its relative start to its relative end, as fractions of
    /// `duration`, after `delay`. A property shows, at each moment, the keyframe of it in progress; between two
    /// of its keyframes the value the earlier one reached; before its first keyframe the value it showed when
    /// the block began. Models take the value of each property's last keyframe at once (R114); `completion`
    /// runs as for ``animate(duration:delay:curve:changes:completion:)``.
    public func animateKeyframes(
        duration: VirtualTime, delay: VirtualTime = .zero, keyframes: [Keyframe],
        completion: ((Bool) -> Void)? = nil
    ) {
        let now = transitionState.now
        let changes = keyframes.flatMap(\.changes)
        // In time order; keyframes starting together keep the order given.
        let ordered = keyframes.enumerated().sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }
            .map(\.element)
        guard duration > .zero else {
            for keyframe in ordered { for change in keyframe.changes { change.view.set(change.value) } }
            scheduleBlockCompletion(at: now, watching: changes, completion)
            return
        }
        let start = now + delay
        // Each view's property, in the order first seen, with its keyframes in time order.
        var tracks: [(view: SimulatedView, segments: [(keyframe: Keyframe, value: PropertyAnimation.Value)])] = []
        var trackIndex: [[ObjectIdentifier: Int]] = [[:], [:], [:]]
        for keyframe in ordered {
            for change in keyframe.changes {
                let key = ObjectIdentifier(change.view)
                let property = change.value.propertyIndex
                if trackIndex[property][key] == nil {
                    trackIndex[property][key] = tracks.count
                    tracks.append((change.view, []))
                }
                tracks[trackIndex[property][key] ?? 0].segments.append((keyframe, change.value))
            }
        }
        let shortest = VirtualTime(seconds: 0, nanoseconds: 1)
        for track in tracks {
            guard let first = track.segments.first else { continue }
            var previous = track.view.presentationValue(of: first.value, at: now)
            let segments = track.segments.map { segment in
                let animation = PropertyAnimation(
                    from: previous, to: segment.value,
                    duration: max(duration.scaled(by: segment.keyframe.length), shortest),
                    curve: .linear, timing: .running(start: start + duration.scaled(by: segment.keyframe.start)))
                previous = segment.value
                return animation
            }
            track.view.addKeyframes(segments, at: now)
        }
        scheduleBlockCompletion(at: start + duration, watching: changes, completion)
    }

    /// Runs `completion` at `time` with whether every change's property is still the block's own: nothing set
    /// or animated it since (R115).
    private func scheduleBlockCompletion(
        at time: VirtualTime, watching changes: [(view: SimulatedView, value: PropertyAnimation.Value)],
        _ completion: ((Bool) -> Void)?
    ) {
        guard let completion else { return }
        let marks = changes.map { (view: $0.view, value: $0.value, revision: $0.view.revision(of: $0.value)) }
        let action = { completion(marks.allSatisfy { $0.view.revision(of: $0.value) == $0.revision }) }
        if let capturing = transitionState.capturing, capturing.interactive, !capturing.ended {
            // An interaction drives these animations: they end when it finishes or cancels (R110).
            capturing.deferredCompletions.append((capturing.start.distance(to: time), action))
            return
        }
        transitionState.schedule(at: time, action)
    }
}

/// One property of one view animating from a value to another on the virtual clock (R114–R118): the model
/// already holds the end value; the presentation layer shows the value the curve gives at each moment.
///
/// A percent-driven interaction pauses the animation at a time offset (R109) and later runs it on to its
/// end or back to its start (R110).
public struct PropertyAnimation: Hashable, Sendable {
    /// An animated value.
    public enum Value: Hashable, Sendable {
        case alpha(Double)
        case frame(Rect)
        case transform(Transform)
    }

    /// How the animation's own time relates to the clock.
    public enum Timing: Hashable, Sendable {
        /// Runs forwards; its time is `clock - start`.
        case running(start: VirtualTime)
        /// Held at `offset` of its duration (an interaction scrubbing it).
        case paused(offset: VirtualTime)
        /// Runs forwards again from `offset` at `since` (a finished interaction): its time is
        /// `offset + (clock - since)`.
        case resumed(offset: VirtualTime, since: VirtualTime)
        /// Runs backwards from `offset` at `since` (a cancelled interaction): its time is `offset - (clock - since)`.
        case reversing(offset: VirtualTime, since: VirtualTime)
    }

    public var from: Value
    public var to: Value
    public var duration: VirtualTime
    public var curve: TimingCurve
    public var timing: Timing
    /// The property animator that drives this animation, if any (R120).
    var animator: ObjectIdentifier?
    /// The fraction of the duration the value waits at ``from`` before it moves, along the curve, to ``to``
    /// over the rest (`addAnimations(_:delayFactor:)`, R120); 0 for every other animation.
    var delayFraction = 0.0

    public init(from: Value, to: Value, duration: VirtualTime, curve: TimingCurve, timing: Timing) {
        self.from = from
        self.to = to
        self.duration = duration
        self.curve = curve
        self.timing = timing
    }

    /// The animation's own time at `now`, clamped to `0…duration`.
    public func localTime(at now: VirtualTime) -> VirtualTime {
        switch timing {
        case let .running(start):
            return now < start ? .zero : min(now - start, duration)
        case let .paused(offset):
            return min(offset, duration)
        case let .resumed(offset, since):
            return min(offset + since.distance(to: now), duration)
        case let .reversing(offset, since):
            let back = since.distance(to: now)
            return back >= offset ? .zero : min(offset - back, duration)
        }
    }

    /// When the animation runs out, on the clock; `nil` while paused (a gesture holds it).
    public var end: VirtualTime? {
        switch timing {
        case let .running(start): start + duration
        case .paused: nil
        case let .resumed(offset, since): since + offset.distance(to: duration)
        case let .reversing(offset, since): since + offset
        }
    }

    /// Whether the animation has nothing left to show at `now`: it ran to its end (or back to its start).
    public func isOver(at now: VirtualTime) -> Bool {
        switch timing {
        case let .running(start): return now >= start + duration
        case .paused: return false
        case let .resumed(offset, since): return offset + since.distance(to: now) >= duration
        case let .reversing(offset, since): return since.distance(to: now) >= offset
        }
    }

    /// The value shown at `now`.
    public func value(at now: VirtualTime) -> Value {
        var fraction = duration == .zero ? 1 : localTime(at: now).fraction(of: duration)
        var seconds = duration.seconds
        if delayFraction > 0 {
            fraction =
                delayFraction >= 1 ? (fraction >= 1 ? 1 : 0) : max(0, fraction - delayFraction) / (1 - delayFraction)
            seconds *= max(0, 1 - delayFraction)
        }
        let progress = curve.progress(at: fraction, duration: seconds)
        return from.mixed(with: to, progress: progress)
    }
}

extension PropertyAnimation.Value {
    /// The value `progress` of the way from this one to `other` (beyond 0…1 it goes past them, as a spring
    /// overshoots); `other` when they are of different properties.
    public func mixed(with other: PropertyAnimation.Value, progress: Double) -> PropertyAnimation.Value {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * progress }
        switch (self, other) {
        case let (.alpha(a), .alpha(b)):
            return .alpha(mix(a, b))
        case let (.frame(a), .frame(b)):
            return .frame(
                Rect(x: mix(a.x, b.x), y: mix(a.y, b.y), width: mix(a.width, b.width), height: mix(a.height, b.height)))
        case let (.transform(a), .transform(b)):
            return .transform(a.interpolated(to: b, progress: progress))
        default:
            return other
        }
    }
}

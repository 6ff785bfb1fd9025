/// How an animation's value progresses over its duration: UIKit's four named curves, a custom cubic Bézier,
/// or a spring (R117, R118).
///
/// ``progress(at:duration:)`` maps the fraction of the duration elapsed to the fraction of the change made:
/// 0 at the start, exactly 1 at the end, possibly beyond 1 in between for an overshooting curve or spring.
public enum TimingCurve: Hashable, Sendable {
    /// `.curveEaseInOut`, control points (0.42, 0) and (0.58, 1); the default of `UIView.animate(withDuration:…)`.
    case easeInOut
    /// `.curveEaseIn`, control points (0.42, 0) and (1, 1).
    case easeIn
    /// `.curveEaseOut`, control points (0, 0) and (0.58, 1).
    case easeOut
    /// `.curveLinear`: progress equals the time fraction.
    case linear
    /// A cubic Bézier from (0, 0) to (1, 1) through the control points (x1, y1) and (x2, y2), as
    /// `UICubicTimingParameters(controlPoint1:controlPoint2:)`.
    ///
    /// As in Core Animation, x1 and x2 are clamped to 0…1 (which keeps time moving forward); y1 and y2 may lie
    /// outside 0…1 for a curve that overshoots.
    case cubic(x1: Double, y1: Double, x2: Double, y2: Double)
    /// A spring, as `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)` or
    /// `UISpringTimingParameters(dampingRatio:initialVelocity:)`.
    ///
    /// `initialVelocity` is in total animation distances per second (R118). UIKit does not document this motion
    /// (Q20): the simulation uses the damped oscillator of R118 with the iOS 17 mapping from duration to
    /// stiffness, mass 1, stiffness (2π / duration)², and jumps to the target at the end of the duration. This
    /// is an approximation. Ratios above 1 act as 1 (UIKit springs are never over-damped), ratios at or below 0
    /// as 0 (undamped), NaN as 1.
    case spring(dampingRatio: Double, initialVelocity: Double)
    /// An iOS 17 spring given by its bounce, as `UIView.animate(springDuration:bounce:initialSpringVelocity:…)`
    /// or `UISpringTimingParameters(duration:bounce:initialVelocity:)`: the spring whose damping ratio is
    /// 1 − `bounce` (R118).
    ///
    /// Bounces are clamped to 0…1: the negative (over-damped) bounces of iOS 17 act as 0.
    case springBounce(bounce: Double, initialVelocity: Double = 0)

    /// UIKit's default curve, ``easeInOut`` (R115).
    public static let uiViewDefault = TimingCurve.easeInOut
    /// Core Animation's `default` function, used by `UICubicTimingParameters()`: (0.25, 0.1), (0.25, 1).
    public static let caDefault = TimingCurve.cubic(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)

    /// The fraction of the change made after `fraction` of `duration` seconds.
    ///
    /// `fraction` is clamped to 0…1 (NaN counts as 0); the result is exactly 0 at 0 and exactly 1 at 1, and
    /// exactly 1 whenever `duration` is not positive (or NaN), as UIKit applies such changes at once. Only
    /// springs depend on `duration`. Constant time, and never NaN.
    public func progress(at fraction: Double, duration: Double) -> Double {
        guard duration > 0 else { return 1 }
        if fraction.isNaN || fraction <= 0 { return 0 }
        if fraction >= 1 { return 1 }
        switch self {
        case .linear:
            return fraction
        case .spring(let dampingRatio, let initialVelocity):
            return Self.springProgress(
                at: fraction, duration: duration, dampingRatio: Self.effectiveDampingRatio(dampingRatio),
                initialVelocity: initialVelocity)
        case .springBounce(let bounce, let initialVelocity):
            return Self.springProgress(
                at: fraction, duration: duration, dampingRatio: Self.bounceDampingRatio(bounce),
                initialVelocity: initialVelocity)
        case .easeInOut, .easeIn, .easeOut, .cubic:
            let points = controlPoints ?? (0, 0, 1, 1)
            return Self.bezierProgress(at: fraction, x1: points.x1, y1: points.y1, x2: points.x2, y2: points.y2)
        }
    }

    /// The Bézier control points, with x1 and x2 clamped to 0…1; nil for springs.
    public var controlPoints: (x1: Double, y1: Double, x2: Double, y2: Double)? {
        switch self {
        case .easeInOut: (0.42, 0, 0.58, 1)
        case .easeIn: (0.42, 0, 1, 1)
        case .easeOut: (0, 0, 0.58, 1)
        case .linear: (0, 0, 1, 1)
        case .cubic(let x1, let y1, let x2, let y2):
            (Self.unitClamped(x1), Self.finite(y1), Self.unitClamped(x2), Self.finite(y2))
        case .spring, .springBounce: nil
        }
    }

    /// The name used in reports: `easeInOut`, `cubic(0.25, 0.1, 0.25, 1)`, `spring(0.7)`,
    /// `spring(0.7, 0.5)` (with an initial velocity), `springBounce(0.3)`.
    public var name: String {
        switch self {
        case .easeInOut: "easeInOut"
        case .easeIn: "easeIn"
        case .easeOut: "easeOut"
        case .linear: "linear"
        case .cubic(let x1, let y1, let x2, let y2): "cubic(\(Self.list([x1, y1, x2, y2])))"
        case .spring(let ratio, 0): "spring(\(Self.list([ratio])))"
        case .spring(let ratio, let velocity): "spring(\(Self.list([ratio, velocity])))"
        case .springBounce(let bounce, 0): "springBounce(\(Self.list([bounce])))"
        case .springBounce(let bounce, let velocity): "springBounce(\(Self.list([bounce, velocity])))"
        }
    }

    private static func list(_ values: [Double]) -> String {
        values.map { value in
            let text = "\(value)"
            return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
        }.joined(separator: ", ")
    }

    private static func unitClamped(_ value: Double) -> Double {
        value.isNaN ? 0 : Swift.min(Swift.max(value, 0), 1)
    }

    private static func finite(_ value: Double) -> Double {
        value.isNaN ? 0 : Swift.min(Swift.max(value, -.greatestFiniteMagnitude), .greatestFiniteMagnitude)
    }
}

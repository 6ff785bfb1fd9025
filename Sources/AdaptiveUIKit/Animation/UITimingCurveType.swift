/// The kind of timing curve a ``UITimingCurveProvider`` gives, as UIKit's `UITimingCurveType`.
public enum UITimingCurveType: Int, Sendable {
    /// One of UIKit's four named curves.
    case builtin
    /// A cubic Bézier curve.
    case cubic
    /// A spring.
    case spring
    /// A cubic curve and a spring together (not modelled: the spring is used).
    case composed
}

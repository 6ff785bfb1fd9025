import AdaptivePresentation
import Foundation

/// A cubic Bézier timing curve for a property animator (R117), as UIKit's `UICubicTimingParameters`.
@preconcurrency @MainActor
open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    /// The named curve, `.easeInOut` for a curve given by control points.
    public let animationCurve: UIView.AnimationCurve
    /// The first control point.
    public let controlPoint1: CGPoint
    /// The second control point.
    public let controlPoint2: CGPoint
    /// The simulation's curve.
    let timingCurve: TimingCurve
    private let isBuiltIn: Bool

    /// Core Animation's default curve, control points (0.25, 0.1) and (0.25, 1) (R117).
    public override init() {
        animationCurve = .easeInOut
        controlPoint1 = CGPoint(x: 0.25, y: 0.1)
        controlPoint2 = CGPoint(x: 0.25, y: 1)
        timingCurve = .caDefault
        isBuiltIn = false
    }

    /// One of UIKit's four named curves.
    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        let points = curve.model.controlPoints ?? (0.42, 0, 0.58, 1)
        controlPoint1 = CGPoint(x: points.0, y: points.1)
        controlPoint2 = CGPoint(x: points.2, y: points.3)
        timingCurve = curve.model
        isBuiltIn = true
    }

    /// The curve from (0, 0) to (1, 1) with these control points.
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
        timingCurve = .cubic(
            x1: Double(point1.x), y1: Double(point1.y), x2: Double(point2.x), y2: Double(point2.y))
        isBuiltIn = false
    }

    /// `.builtin` for a named curve, else `.cubic`.
    open var timingCurveType: UITimingCurveType { isBuiltIn ? .builtin : .cubic }
    /// This curve.
    open var cubicTimingParameters: UICubicTimingParameters? { self }
    /// None.
    open var springTimingParameters: UISpringTimingParameters? { nil }
}

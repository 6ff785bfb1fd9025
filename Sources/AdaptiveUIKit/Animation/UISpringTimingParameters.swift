import AdaptivePresentation
import Foundation

/// A spring timing curve for a property animator (R118), as UIKit's `UISpringTimingParameters`.
@preconcurrency @MainActor
open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    /// The simulation's curve.
    let timingCurve: TimingCurve

    /// UIKit's default spring: damping ratio 4.56 and no initial velocity (R118).
    public override init() {
        timingCurve = .spring(dampingRatio: 4.56, initialVelocity: 0)
    }

    /// A spring with `ratio` (1: no oscillation, towards 0: more) and no initial velocity.
    public init(dampingRatio ratio: CGFloat) {
        timingCurve = .spring(dampingRatio: Double(ratio), initialVelocity: 0)
    }

    /// `.spring`.
    open var timingCurveType: UITimingCurveType { .spring }
    /// None.
    open var cubicTimingParameters: UICubicTimingParameters? { nil }
    /// This spring.
    open var springTimingParameters: UISpringTimingParameters? { self }
}

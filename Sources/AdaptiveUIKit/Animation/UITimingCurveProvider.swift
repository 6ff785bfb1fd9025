import AdaptivePresentation

/// The timing curve of a property animator (R117, R118), as UIKit's `UITimingCurveProvider`.
@preconcurrency @MainActor
public protocol UITimingCurveProvider: AnyObject {
    /// Which of the parameters below define the curve.
    var timingCurveType: UITimingCurveType { get }
    /// The cubic curve, for `.builtin`, `.cubic` and `.composed`.
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// The spring, for `.spring` and `.composed`.
    var springTimingParameters: UISpringTimingParameters? { get }
}

extension UITimingCurveProvider {
    /// The simulation's curve: the spring when there is one, else the cubic curve, else UIKit's default.
    var timingCurve: TimingCurve {
        switch timingCurveType {
        case .spring, .composed:
            springTimingParameters?.timingCurve ?? cubicTimingParameters?.timingCurve ?? .uiViewDefault
        case .builtin, .cubic:
            cubicTimingParameters?.timingCurve ?? .uiViewDefault
        }
    }
}

import AdaptivePresentation
import Foundation

/// A time interval in seconds, as Core Foundation's `CFTimeInterval` (absent from Linux's Foundation).
public typealias CFTimeInterval = Double

/// The current time of the newest window's virtual clock, in seconds (Core Animation's
/// `CACurrentMediaTime()`; 0 without a window).
@MainActor public func CACurrentMediaTime() -> CFTimeInterval {
    UIWindow.latest?.simulation.now.seconds ?? 0
}

/// What an animation does before it starts and after it ends, as Core Animation's `CAMediaTimingFillMode`.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The layer shows the model again when the animation ends (the default).
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// The layer keeps the last value (with `isRemovedOnCompletion` false).
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// The layer shows the first value before a later `beginTime`.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both.
    public static let both = CAMediaTimingFillMode(rawValue: "both")
}

/// A timing function's name, as Core Animation's `CAMediaTimingFunctionName`.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// Core Animation's default curve, a cubic Bézier through (0.25, 0.1) and (0.25, 1).
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// A timing curve, as Core Animation's `CAMediaTimingFunction`: a cubic Bézier from (0, 0) to (1, 1).
@preconcurrency @MainActor
open class CAMediaTimingFunction: NSObject {
    /// The model's curve.
    public let curve: TimingCurve

    /// A named curve: linear, ease in (0.42, 0, 1, 1), ease out (0, 0, 0.58, 1), ease in-out
    /// (0.42, 0, 0.58, 1), or the default (0.25, 0.1, 0.25, 1).
    public init(name: CAMediaTimingFunctionName) {
        switch name {
        case .linear: curve = .linear
        case .easeIn: curve = .easeIn
        case .easeOut: curve = .easeOut
        case .easeInEaseOut: curve = .easeInOut
        default: curve = .cubic(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)
        }
        super.init()
    }

    /// The Bézier curve through control points (c1x, c1y) and (c2x, c2y).
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        curve = .cubic(x1: Double(c1x), y1: Double(c1y), x2: Double(c2x), y2: Double(c2y))
        super.init()
    }
}

/// What an animation's delegate hears, as Core Animation's `CAAnimationDelegate`: when it starts, and when it
/// stops, finished or removed before its end.
@preconcurrency @MainActor
public protocol CAAnimationDelegate: AnyObject {
    func animationDidStart(_ anim: CAAnimation)
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

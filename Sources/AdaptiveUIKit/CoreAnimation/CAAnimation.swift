import AdaptivePresentation
import Foundation

/// An explicit animation of a layer, as Core Animation's `CAAnimation`, played on the window's virtual clock
/// when added to a view's layer (``CALayer/add(_:forKey:)``, R183): the model stays as it is, the
/// presentation shows the animation's values, and the delegate hears when it starts and stops.
@preconcurrency @MainActor
open class CAAnimation: NSObject {
    /// Seconds; 0 means Core Animation's default, 0.25.
    open var duration: CFTimeInterval = 0
    /// When it starts, in the clock's seconds (``CACurrentMediaTime()``); 0 means when added.
    open var beginTime: CFTimeInterval = 0
    /// Stored only: the animation runs at its own speed.
    open var speed: Float = 1
    /// How many times it repeats (0 or 1 plays once; a fraction is rounded up).
    open var repeatCount: Float = 0
    /// Whether it plays backwards after forwards (each repetition).
    open var autoreverses = false
    /// What the layer shows after the end (`.removed` by default).
    open var fillMode: CAMediaTimingFillMode = .removed
    /// Whether the animation leaves the layer when it ends (true by default).
    open var isRemovedOnCompletion = true
    /// The pacing; `nil` is linear.
    open var timingFunction: CAMediaTimingFunction?
    /// Told when the animation starts and stops. Strong, as in Core Animation.
    open var delegate: (any CAAnimationDelegate)?

    public override init() {
        super.init()
    }

    /// The duration the animation plays for: Core Animation's 0.25 s when none is set.
    var effectiveDuration: CFTimeInterval { duration > 0 ? duration : 0.25 }

    /// Whether the layer keeps the last value after the end.
    var holdsEnd: Bool { !isRemovedOnCompletion && (fillMode == .forwards || fillMode == .both) }
}

/// An animation of one property of a layer, named by its key path, as `CAPropertyAnimation`. The key paths
/// the model draws are `opacity`, `position` (and `.x`, `.y`), `bounds` (and `.size`, `.size.width`,
/// `.size.height`), `transform` (and `.scale`, `.scale.x`, `.scale.y`, `.rotation`, `.rotation.z`,
/// `.translation.x`, `.translation.y`); an animation of another key path (`cornerRadius`, `strokeEnd`,
/// `backgroundColor`…) runs on the clock and calls its delegate, with nothing to show.
@preconcurrency @MainActor
open class CAPropertyAnimation: CAAnimation {
    /// The animated property.
    open var keyPath: String?
    /// Stored only.
    open var isAdditive = false
    /// Stored only.
    open var isCumulative = false

    public override init() {
        super.init()
    }

    /// An animation of `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }
}

/// From one value to another, as `CABasicAnimation`: `fromValue` (else what the layer shows now) to `toValue`
/// (else `fromValue + byValue` for numbers, else the model value).
@preconcurrency @MainActor
open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?
}

/// Through a list of values, as `CAKeyframeAnimation`: at `keyTimes` (fractions of the duration; evenly
/// spaced when absent), each segment along its `timingFunctions` entry (linear when absent); `discrete`
/// holds each value until the next key time. `paced` and `cubic` modes run as `linear`.
@preconcurrency @MainActor
open class CAKeyframeAnimation: CAPropertyAnimation {
    open var values: [Any]?
    open var keyTimes: [NSNumber]?
    open var timingFunctions: [CAMediaTimingFunction]?
    open var calculationMode: CAAnimationCalculationMode = .linear
    /// Stored only: a path animation is not followed.
    open var path: CGPath?
    /// Stored only.
    open var rotationMode: String?
}

/// How a keyframe animation goes between values, as `CAAnimationCalculationMode`.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// A spring, as `CASpringAnimation`: the value moves as a mass on a damped spring, from `fromValue` to
/// `toValue` over the duration (which the spring does not change; ``settlingDuration`` estimates how long it
/// needs), sampled 60 times a second as frames are drawn.
@preconcurrency @MainActor
open class CASpringAnimation: CABasicAnimation {
    open var mass: CGFloat = 1
    open var stiffness: CGFloat = 100
    open var damping: CGFloat = 10
    /// The velocity at the start, in units of the whole distance per second.
    open var initialVelocity: CGFloat = 0

    /// How far along the spring is `t` seconds in (0 at the start, 1 at rest; past 1 when it overshoots).
    func progress(at t: Double) -> Double {
        let m = max(Double(mass), 1e-6)
        let k = max(Double(stiffness), 1e-6)
        let c = max(Double(damping), 0)
        let omega = (k / m).squareRoot()
        let zeta = c / (2 * (k * m).squareRoot())
        let v0 = -Double(initialVelocity)
        // x(t) is the distance left to go, from 1; progress is 1 − x.
        let x: Double
        if zeta < 1 {
            let omegaD = omega * (1 - zeta * zeta).squareRoot()
            let b = (zeta * omega * 1 + v0) / omegaD
            x = exp(-zeta * omega * t) * (cos(omegaD * t) + b * sin(omegaD * t))
        } else if zeta == 1 {
            x = exp(-omega * t) * (1 + (omega + v0) * t)
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -omega * (zeta - root)
            let r2 = -omega * (zeta + root)
            let a = (v0 - r2) / (r1 - r2)
            x = a * exp(r1 * t) + (1 - a) * exp(r2 * t)
        }
        return 1 - x
    }

    /// The time the spring takes to come within 0.1 % of rest.
    open var settlingDuration: CFTimeInterval {
        var t = 0.0
        var lastOutside = 0.0
        while t < 60 {
            if abs(1 - progress(at: t)) > 0.001 { lastOutside = t }
            if t - lastOutside > 1 { break }
            t += 1.0 / 240
        }
        return lastOutside
    }
}

/// Animations played together, as `CAAnimationGroup`: each child from the group's start (plus its own
/// `beginTime`), cut at the group's duration; the group's fill mode and removal apply.
@preconcurrency @MainActor
open class CAAnimationGroup: CAAnimation {
    open var animations: [CAAnimation]?
}

/// A transition of the layer's contents, as `CATransition`: the contents are not drawn, so it shows nothing,
/// but it runs on the clock and calls its delegate.
@preconcurrency @MainActor
open class CATransition: CAAnimation {
    open var type: CATransitionType = .fade
    open var subtype: CATransitionSubtype?
    open var startProgress: Float = 0
    open var endProgress: Float = 1
}

/// A kind of layer transition, as `CATransitionType`.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let fade = CATransitionType(rawValue: "fade")
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    public static let push = CATransitionType(rawValue: "push")
    public static let reveal = CATransitionType(rawValue: "reveal")
}

/// A direction of a layer transition, as `CATransitionSubtype`.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

import AdaptivePresentation
import Foundation

/// `UIView`'s block animations (R114–R119), on the virtual clock of the window the animated views are in
/// (the newest window for views in none): nothing moves until the test advances or settles the window.
extension UIView {
    /// Block animations' options, as UIKit's (the raw values too).
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Not modelled: the animation runs once (see the article "Testing your app's presentation code").
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Not modelled: the animation runs once.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
        public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

        /// The timing curve the options choose (bits 16–19).
        var curve: TimingCurve {
            switch (rawValue >> 16) & 0xF {
            case 1: .easeIn
            case 2: .easeOut
            case 3: .linear
            default: .easeInOut
            }
        }
    }

    /// A block animation's timing curve, as UIKit's `UIView.AnimationCurve`.
    public enum AnimationCurve: Int, Sendable {
        case easeInOut, easeIn, easeOut, linear

        var model: TimingCurve {
            switch self {
            case .easeInOut: .easeInOut
            case .easeIn: .easeIn
            case .easeOut: .easeOut
            case .linear: .linear
            }
        }
    }

    /// Keyframe animations' options, as UIKit's.
    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
    }

    /// Whether animations run; when `false`, every block makes its changes at once.
    public private(set) static var areAnimationsEnabled = true

    /// Turns block animations on or off.
    public class func setAnimationsEnabled(_ enabled: Bool) {
        areAnimationsEnabled = enabled
    }

    /// Animates the changes `animations` makes over `duration` seconds after `delay`, along the options'
    /// curve; `completion` runs on the clock when they end (`false` when another change replaced one of them
    /// first, R115).
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        run(duration: duration, delay: delay, curve: options.curve, animations: animations, completion: completion)
    }

    /// Animates the changes `animations` makes over `duration` seconds, ease-in-ease-out.
    public class func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        run(duration: duration, delay: 0, curve: .uiViewDefault, animations: animations, completion: completion)
    }

    /// Animates the changes `animations` makes over `duration` seconds, ease-in-ease-out.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        run(duration: duration, delay: 0, curve: .uiViewDefault, animations: animations, completion: nil)
    }

    /// Animates the changes along a spring with `dampingRatio` (R118) and the initial velocity, over
    /// `duration` seconds after `delay`.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        run(
            duration: duration, delay: delay,
            curve: .spring(dampingRatio: Double(dampingRatio), initialVelocity: Double(velocity)),
            animations: animations, completion: completion)
    }

    /// iOS 17+: animates the changes along a spring of `bounce` settling in `duration` seconds.
    public class func animate(
        springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0, initialSpringVelocity: CGFloat = 0,
        delay: TimeInterval = 0, options: AnimationOptions = [], animations: () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        withoutActuallyEscaping(animations) { animations in
            run(
                duration: duration, delay: delay,
                curve: .springBounce(bounce: Double(bounce), initialVelocity: Double(initialSpringVelocity)),
                animations: animations, completion: completion)
        }
    }

    /// Makes the changes `actionsWithoutAnimation` makes at once, even inside an animation block.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        AnimationRecorder.withoutAnimation(actionsWithoutAnimation)
    }

    /// A transition of `view`'s content (a cross-dissolve or a flip of what it draws): the changes
    /// `animations` makes happen at once, as the content is drawn already changed, and `completion` runs on
    /// the clock after `duration`. The snapshot UIKit animates is not modelled.
    public class func transition(
        with view: UIView, duration: TimeInterval, options: AnimationOptions = [], animations: (() -> Void)?,
        completion: ((Bool) -> Void)? = nil
    ) {
        performWithoutAnimation { animations?() }
        schedule(completion, after: duration, on: view.clock)
    }

    /// Replaces `fromView` with `toView` in its superview (or hides and shows them with
    /// `.showHideTransitionViews`), at once; `completion` runs on the clock after `duration`.
    public class func transition(
        from fromView: UIView, to toView: UIView, duration: TimeInterval, options: AnimationOptions = [],
        completion: ((Bool) -> Void)? = nil
    ) {
        let clock = fromView.clock
        if options.contains(.showHideTransitionViews) {
            fromView.isHidden = true
            toView.isHidden = false
        } else if let superview = fromView.superview {
            superview.insertSubview(toView, aboveSubview: fromView)
            fromView.removeFromSuperview()
        }
        schedule(completion, after: duration, on: clock)
    }

    /// Animates keyframes (``addKeyframe(withRelativeStartTime:relativeDuration:animations:)``) over
    /// `duration` seconds after `delay` (R119), linearly within each keyframe.
    public class func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        KeyframeCollector.stack.append(KeyframeCollector())
        let block = AnimationRecorder.recording(at: clock(of: [])?.now ?? .zero, animations)
        let collector = KeyframeCollector.stack.removeLast()
        // Changes made outside a keyframe animate over the whole duration, as a keyframe from 0 to 1.
        let loose = block.changes.isEmpty ? [] : [(0.0, 1.0, block)]
        let keyframes = loose + collector.keyframes
        let views = keyframes.flatMap { $0.2.views }
        guard areAnimationsEnabled, AnimationRecorder.current == nil, let window = clock(of: views),
            let total = VirtualTime(seconds: max(0, duration)), let wait = VirtualTime(seconds: max(0, delay))
        else {
            let finish = completion.map(MainActorClosure.init)
            finish?.call(true)
            return
        }
        for keyframe in keyframes.reversed() { keyframe.2.restoreModels() }
        let finish = completion.map(MainActorClosure.init)
        window.animateKeyframes(
            duration: total, delay: wait,
            keyframes: keyframes.map {
                Keyframe(relativeStart: $0.0, relativeDuration: $0.1, changes: $0.2.changes)
            },
            completion: finish.map { finish in { finished in finish.call(finished) } })
    }

    /// One keyframe of the enclosing `animateKeyframes` block: the changes `animations` makes run from
    /// `frameStartTime` for `frameDuration`, both fractions of the block's duration.
    public class func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
        animations: @escaping () -> Void
    ) {
        guard let collector = KeyframeCollector.stack.last else {
            animations()
            return
        }
        let block = AnimationRecorder.recording(at: clock(of: [])?.now ?? .zero, animations)
        collector.keyframes.append((frameStartTime, frameDuration, block))
    }

    // MARK: Running blocks

    /// The window whose clock animates `views`: the first one's window, else the newest window.
    static func clock(of views: [UIView]) -> Window? {
        for view in views {
            if let window = view.window { return window.simulation }
        }
        return UIWindow.latest?.simulation
    }

    private static func run(
        duration: TimeInterval, delay: TimeInterval, curve: TimingCurve, animations: () -> Void,
        completion: ((Bool) -> Void)?
    ) {
        let block = AnimationRecorder.recording(at: clock(of: [])?.now ?? .zero, animations)
        let finish = completion.map(MainActorClosure.init)
        guard let window = clock(of: block.views) else {
            // No window, no clock: the changes are made, and the completion runs now.
            finish?.call(true)
            return
        }
        guard areAnimationsEnabled, let total = VirtualTime(seconds: max(0, duration)),
            let wait = VirtualTime(seconds: max(0, delay))
        else {
            block.restoreModels()
            window.animate(
                duration: .zero, changes: block.changes,
                completion: finish.map { finish in { finished in finish.call(finished) } })
            return
        }
        window.animate(
            duration: total, delay: wait, curve: curve, changes: block.changes, from: block.starts,
            completion: finish.map { finish in { finished in finish.call(finished) } })
    }

    /// Runs `completion(true)` on `clock` after `duration` seconds (now, without a clock).
    static func schedule(_ completion: ((Bool) -> Void)?, after duration: TimeInterval, on clock: Window?) {
        guard let completion else { return }
        let finish = MainActorClosure(completion)
        guard let window = clock ?? UIWindow.latest?.simulation else {
            finish.call(true)
            return
        }
        window.animate(
            duration: VirtualTime(seconds: max(0, duration)) ?? .maximum, changes: [],
            completion: { finished in finish.call(finished) })
    }
}

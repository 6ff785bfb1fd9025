import AdaptivePresentation
import Foundation

/// Animations that can be started, paused, scrubbed, reversed, stopped and finished (R117, R120), as UIKit's
/// `UIViewPropertyAnimator`, on the virtual clock of the window of the views they animate.
///
/// As in UIKit, the animation closures of an animator that has not started run when it starts (or is paused
/// or scrubbed): the views' model values then take their end values at once (R114) while what is on screen
/// (`layer.presentation()`) follows the animator's time. Closures added to an active animator run at once.
///
/// ```swift
/// let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { card.alpha = 0 }
/// animator.pauseAnimation()
/// animator.fractionComplete = 0.25   // card.layer.presentation()?.opacity == 0.75
/// animator.startAnimation()
/// window.settle()
/// ```
///
/// Not modelled: new timing parameters given to ``continueAnimation(withTimingParameters:durationFactor:)``
/// (the animations keep their curve).
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
    /// The timing curve given at creation (the parameters a convenience initializer's curve stands for).
    public let timingParameters: (any UITimingCurveProvider)?
    /// The duration given at creation, in seconds.
    public let duration: TimeInterval
    /// The delay the animations started after, in seconds.
    public private(set) var delay: TimeInterval = 0
    /// Stored only: views take touches whatever it says.
    open var isUserInteractionEnabled = true
    /// Stored only: the animator can always be paused and scrubbed (default true, R120).
    open var isInterruptible = true
    /// Whether ``fractionComplete`` scrubs linearly (default true, R120). The simulation always scrubs by
    /// the fraction of time and shows the curve at it.
    open var scrubsLinearly = true {
        didSet { core?.scrubsLinearly = scrubsLinearly }
    }
    /// Whether the animator pauses, still active, instead of finishing when it reaches its end (default
    /// false, R120).
    open var pausesOnCompletion = false {
        didSet { core?.pausesOnCompletion = pausesOnCompletion }
    }

    private let curve: TimingCurve
    /// The simulation's animator, made on the first start, on the clock of the first views animated.
    private var core: PropertyAnimator?
    /// The closures to run when the animator starts, with their delay factors.
    private var pendingAnimations: [(animation: () -> Void, delayFactor: Double)] = []
    private var pendingCompletions: [(UIViewAnimatingPosition) -> Void] = []
    /// ``isReversed`` set before there was a simulation animator.
    private var reversedBeforeStart = false
    /// The animators started or paused and not yet finished: kept alive, as UIKit keeps a running animator, so
    /// that one the app made in a local variable still runs its completions.
    private static var active: [ObjectIdentifier: UIViewPropertyAnimator] = [:]

    /// An animator over `duration` seconds along `parameters`' curve, with no animations yet.
    public required init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        self.duration = duration
        timingParameters = parameters
        curve = parameters.timingCurve
    }

    /// An animator over `duration` seconds along one of UIKit's four curves.
    public convenience init(
        duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil
    ) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// An animator over `duration` seconds along the cubic Bézier curve with these control points (R117).
    public convenience init(
        duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
        animations: (() -> Void)? = nil
    ) {
        self.init(
            duration: duration,
            timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// An animator over `duration` seconds along a spring with `ratio` (R118).
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// An animator already running `animations` after `delay`, along the options' curve; `completion` runs
    /// when it ends.
    open class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> Self {
        let animator = Self(
            duration: duration, timingParameters: UICubicTimingParameters(animationCurve: options.animationCurve))
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    // MARK: State

    /// Where the animator stands (R120).
    open var state: UIViewAnimatingState {
        switch core?.state ?? .inactive {
        case .inactive: .inactive
        case .active: .active
        case .stopped: .stopped
        }
    }

    /// Whether the animations are running: started and neither paused, stopped nor finished.
    open var isRunning: Bool { core?.isRunning ?? false }

    /// Whether the animator runs back towards its start; it then completes at `.start` (R120).
    open var isReversed: Bool {
        get { core?.isReversed ?? reversedBeforeStart }
        set {
            if let core { core.isReversed = newValue } else { reversedBeforeStart = newValue }
        }
    }

    /// The fraction of the animator's time elapsed, 0 to 1. Setting it on a paused or inactive animator
    /// scrubs the animations there (an inactive one becomes active and paused, R120); on a running or
    /// stopped one it does nothing.
    open var fractionComplete: CGFloat {
        get { CGFloat(core?.fractionComplete ?? 0) }
        set { prepare()?.fractionComplete = Double(newValue) }
    }

    // MARK: Animations

    /// Adds the changes `animation` makes. Before the animator starts, the closure runs when it starts and
    /// its changes take the whole duration; on an active animator it runs now and its changes end with the
    /// animator's. A stopped animator ignores it.
    open func addAnimations(_ animation: @escaping () -> Void) {
        addAnimations(animation, delayFactor: 0)
    }

    /// Adds the changes `animation` makes, as ``addAnimations(_:)``, held at their start for `delayFactor`
    /// (0 to 1) of the time that remains, then moving over the rest.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        guard let core, core.state != .inactive else {
            pendingAnimations.append((animation, Double(delayFactor)))
            return
        }
        guard core.state == .active else { return }
        let recorder = AnimationRecorder.recording(at: .zero, animation)
        recorder.restoreModels()
        core.addAnimations(recorder.changes, delayFactor: Double(delayFactor))
    }

    /// Adds a block run on the clock with the position the animations ended at.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        guard let core, core.state != .inactive else {
            pendingCompletions.append(completion)
            return
        }
        register(completion, with: core)
    }

    // MARK: Running

    /// Starts the animations, or resumes paused ones.
    open func startAnimation() {
        startAnimation(afterDelay: 0)
    }

    /// Starts the animations after `delay` seconds.
    open func startAnimation(afterDelay delay: TimeInterval) {
        guard state != .stopped, !isRunning else { return }
        self.delay = max(0, delay)
        prepare()?.startAnimation(afterDelay: VirtualTime(seconds: self.delay) ?? .maximum)
        keepAliveWhileActive()
    }

    /// Pauses the animations where they are; an inactive animator becomes active and paused at its start.
    open func pauseAnimation() {
        prepare()?.pauseAnimation()
        keepAliveWhileActive()
    }

    /// Runs paused animations on to their end (their start when reversed) over `durationFactor` of the
    /// duration. New timing parameters are not modelled: the animations keep their curve.
    open func continueAnimation(
        withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat
    ) {
        core?.continueAnimation(durationFactor: Double(durationFactor))
    }

    /// Stops the animations where they are, the views keeping what they show (R120): with
    /// `withoutFinishing` the animator is inactive and its completions never run; otherwise it is stopped
    /// until ``finishAnimation(at:)``.
    open func stopAnimation(_ withoutFinishing: Bool) {
        core?.stopAnimation(withoutFinishing)
        if core?.state == .inactive { Self.active[ObjectIdentifier(self)] = nil }
    }

    /// Finishes a stopped animator: the views take the values of `finalPosition` and the completions run
    /// with it.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        core?.finishAnimation(at: finalPosition.model)
    }

    // MARK: The simulation's animator

    /// Hands the closures waiting for the start to the simulation's animator, made now on the clock of the
    /// views they change if there is none. `nil` when there is no window at all: the changes are made and
    /// the completions run at once.
    private func prepare() -> PropertyAnimator? {
        let blocks = pendingAnimations
        pendingAnimations = []
        let completions = pendingCompletions
        pendingCompletions = []
        let recorders = blocks.map { (AnimationRecorder.recording(at: .zero, $0.animation), $0.delayFactor) }
        if core == nil {
            guard let window = UIView.clock(of: recorders.flatMap(\.0.views)) else {
                for completion in completions { completion(.end) }
                return nil
            }
            let made = PropertyAnimator(
                duration: VirtualTime(seconds: max(0, duration)) ?? .maximum, curve: curve, window: window)
            made.scrubsLinearly = scrubsLinearly
            made.pausesOnCompletion = pausesOnCompletion
            made.isReversed = reversedBeforeStart
            core = made
        }
        guard let core else { return nil }
        // The animator computes where each animation starts from what the view shows.
        for (recorder, _) in recorders.reversed() { recorder.restoreModels() }
        for (recorder, delayFactor) in recorders { core.addAnimations(recorder.changes, delayFactor: delayFactor) }
        for completion in completions { register(completion, with: core) }
        return core
    }

    /// Keeps the animator alive while it is active; it lets go when its completions have run.
    private func keepAliveWhileActive() {
        guard let core, core.state == .active, Self.active[ObjectIdentifier(self)] == nil else { return }
        Self.active[ObjectIdentifier(self)] = self
        let key = ObjectIdentifier(self)
        register({ _ in Self.active[key] = nil }, with: core)
    }

    private func register(_ completion: @escaping (UIViewAnimatingPosition) -> Void, with core: PropertyAnimator) {
        let call = MainActorClosure(completion)
        core.addCompletion { position in call.call(UIViewAnimatingPosition(position)) }
    }
}

extension UIView.AnimationOptions {
    /// The named curve the options choose.
    fileprivate var animationCurve: UIView.AnimationCurve {
        UIView.AnimationCurve(rawValue: Int((rawValue >> 16) & 0xF)) ?? .easeInOut
    }
}

import AdaptivePresentation
import Foundation
import Testing

/// The UIView animation model app animators rely on (R114–R121): blocks, keyframes and property animators on
/// the window's virtual clock.
@Suite("Animation model")
struct AnimationModelTests {
    /// A window on an iPhone, its clock at zero.
    private static func window() throws -> Window {
        Window(
            environment: try SimulationFixtures.environment(SimulationFixtures.phone),
            rootViewController: ViewController(identifier: "Root"))
    }

    /// A view at `alpha` with a 100 × 100 frame at the origin.
    private static func view(alpha: Double = 0) -> SimulatedView {
        let view = SimulatedView(.controller("Card"), frame: Rect(x: 0, y: 0, width: 100, height: 100))
        view.set(.alpha(alpha))
        return view
    }

    private static func time(_ seconds: Double) -> VirtualTime { VirtualTime(seconds: seconds) ?? .maximum }

    private static func close(_ a: Double, _ b: Double, within tolerance: Double = 1e-9) -> Bool {
        abs(a - b) <= tolerance
    }

    /// What completions were called with, and when.
    private final class Log<Value> {
        var entries: [(value: Value, time: VirtualTime)] = []
    }

    // MARK: Blocks (R114, R115)

    @Test("R114: the model takes the value at once; easeInOut shows 0.5 half way, a linear frame a quarter")
    func modelAtOncePresentationInterpolated() throws {
        let window = try Self.window()
        let view = Self.view()
        window.animate(duration: Self.time(1), changes: [(view, .alpha(1))])
        window.animate(
            duration: Self.time(1), curve: .linear,
            changes: [(view, .frame(Rect(x: 100, y: 0, width: 200, height: 100)))])
        #expect(view.model.alpha == 1)
        #expect(view.model.frame == Rect(x: 100, y: 0, width: 200, height: 100))
        #expect(view.presentation(at: window.now).alpha == 0)
        window.advance(by: Self.time(0.25))
        #expect(view.presentation(at: window.now).frame == Rect(x: 25, y: 0, width: 125, height: 100))
        #expect(Self.close(view.presentation(at: window.now).alpha, 0.1292, within: 1e-4))
        window.advance(by: Self.time(0.25))
        #expect(Self.close(view.presentation(at: window.now).alpha, 0.5, within: 1e-6))
        #expect(view.presentation(at: window.now).frame == Rect(x: 50, y: 0, width: 150, height: 100))
        window.advance(by: Self.time(0.5))
        #expect(view.presentation(at: window.now) == view.model)
    }

    @Test("R115: a delay holds the start value, then the animation runs; the completion comes at delay + duration")
    func delayPostponesTheStart() throws {
        let window = try Self.window()
        let view = Self.view()
        let log = Log<Bool>()
        window.animate(duration: Self.time(2), delay: Self.time(1), curve: .linear, changes: [(view, .alpha(1))]) {
            [unowned window] finished in
            log.entries.append((finished, window.now))
        }
        #expect(view.model.alpha == 1)
        window.advance(by: Self.time(0.5))
        #expect(view.presentation(at: window.now).alpha == 0)
        window.advance(by: Self.time(1.5))
        #expect(view.presentation(at: window.now).alpha == 0.5)
        #expect(log.entries.isEmpty)
        window.settle()
        #expect(log.entries.map(\.value) == [true])
        #expect(log.entries.map(\.time) == [Self.time(3)])
        #expect(window.now == Self.time(3))
    }

    @Test("R114, R115: retargeting mid-flight starts from the shown value; the replaced block finishes false")
    func additiveRetargeting() throws {
        let window = try Self.window()
        let view = Self.view()
        let log = Log<String>()
        window.animate(duration: Self.time(1), curve: .linear, changes: [(view, .alpha(1))]) {
            [unowned window] finished in
            log.entries.append(("first \(finished)", window.now))
        }
        window.advance(by: Self.time(0.5))
        #expect(view.presentation(at: window.now).alpha == 0.5)
        window.animate(duration: Self.time(1), curve: .linear, changes: [(view, .alpha(0))]) {
            [unowned window] finished in
            log.entries.append(("second \(finished)", window.now))
        }
        // No jump: the new animation starts where the old one was.
        #expect(view.presentation(at: window.now).alpha == 0.5)
        #expect(view.model.alpha == 0)
        window.advance(by: Self.time(0.5))
        #expect(view.presentation(at: window.now).alpha == 0.25)
        window.settle()
        #expect(log.entries.map(\.value) == ["first false", "second true"])
        #expect(log.entries.map(\.time) == [Self.time(1), Self.time(1.5)])
        #expect(view.presentation(at: window.now).alpha == 0)
    }

    @Test("R115: another property of the same view, or the same property of another view, does not interrupt")
    func otherPropertiesDoNotInterrupt() throws {
        let window = try Self.window()
        let view = Self.view(), other = Self.view()
        let log = Log<Bool>()
        window.animate(duration: Self.time(1), changes: [(view, .alpha(1))]) { log.entries.append(($0, .zero)) }
        window.animate(duration: Self.time(1), changes: [(view, .transform(.scale(2, 2))), (other, .alpha(1))])
        window.settle()
        #expect(log.entries.map(\.value) == [true])
    }

    @Test("R115: duration 0 applies the changes at once and completes on the next turn, at the same time")
    func zeroDurationCompletesOnTheNextTurn() throws {
        let window = try Self.window()
        let view = Self.view()
        window.advance(by: Self.time(2))
        let log = Log<Bool>()
        window.animate(duration: .zero, changes: [(view, .alpha(1))]) { [unowned window] finished in
            log.entries.append((finished, window.now))
        }
        #expect(view.model.alpha == 1)
        #expect(view.presentation(at: window.now).alpha == 1)
        #expect(log.entries.isEmpty)
        window.advance(by: .zero)
        #expect(log.entries.map(\.value) == [true])
        #expect(log.entries.map(\.time) == [Self.time(2)])
    }

    // MARK: Springs (R118)

    @Test("R118: a spring block moves until its duration and is exactly at its target then")
    func springEndsAtItsDuration() throws {
        let window = try Self.window()
        let view = Self.view()
        let target = Rect(x: 0, y: 300, width: 100, height: 100)
        let log = Log<Bool>()
        window.animate(
            duration: Self.time(0.5), curve: .spring(dampingRatio: 0.5, initialVelocity: 0),
            changes: [(view, .frame(target))]
        ) { [unowned window] finished in
            log.entries.append((finished, window.now))
        }
        window.advance(by: Self.time(0.2))
        let early = view.presentation(at: window.now).frame.y
        #expect(early > 0 && early != 300)
        window.advance(by: Self.time(0.299))
        #expect(view.presentation(at: window.now).frame != target)
        window.advance(by: Self.time(0.001))
        #expect(view.presentation(at: window.now).frame == target)
        #expect(log.entries.map(\.value) == [true])
        #expect(log.entries.map(\.time) == [Self.time(0.5)])
    }

    @Test("a 10^9 s spring block settles at once: the clock jumps to its end")
    func hugeDurationSettlesInConstantTime() throws {
        let window = try Self.window()
        let view = Self.view()
        let duration = VirtualTime(seconds: 1_000_000_000)
        let log = Log<Bool>()
        window.animate(
            duration: duration, curve: .springBounce(bounce: 0.3), changes: [(view, .alpha(1))]
        ) { [unowned window] finished in
            log.entries.append((finished, window.now))
        }
        let clock = ContinuousClock()
        let elapsed = clock.measure { window.settle() }
        #expect(elapsed < .seconds(1))
        #expect(window.now == duration)
        #expect(log.entries.map(\.value) == [true])
        #expect(view.presentation(at: window.now).alpha == 1)
    }

    // MARK: Keyframes (R119)

    @Test("R119: keyframes run linearly in their slices; a property waits at its old value for its first one")
    func keyframesAtKnownPoints() throws {
        let window = try Self.window()
        let view = Self.view()
        let moved = Rect(x: 0, y: 200, width: 100, height: 100)
        let log = Log<Bool>()
        window.animateKeyframes(
            duration: Self.time(2),
            keyframes: [
                Keyframe(
                    relativeStart: 0.5, relativeDuration: 0.5, changes: [(view, .alpha(0.5)), (view, .frame(moved))]),
                Keyframe(relativeStart: 0, relativeDuration: 0.5, changes: [(view, .alpha(1))]),
            ]
        ) { [unowned window] finished in
            log.entries.append((finished, window.now))
        }
        #expect(view.model.alpha == 0.5)
        #expect(view.model.frame == moved)
        window.advance(by: Self.time(0.5))
        #expect(view.presentation(at: window.now).alpha == 0.5)
        #expect(view.presentation(at: window.now).frame == Rect(x: 0, y: 0, width: 100, height: 100))
        window.advance(by: Self.time(0.5))
        #expect(view.presentation(at: window.now).alpha == 1)
        window.advance(by: Self.time(0.5))
        #expect(view.presentation(at: window.now).alpha == 0.75)
        #expect(view.presentation(at: window.now).frame == Rect(x: 0, y: 100, width: 100, height: 100))
        window.settle()
        #expect(view.presentation(at: window.now).alpha == 0.5)
        #expect(log.entries.map(\.value) == [true])
        #expect(log.entries.map(\.time) == [Self.time(2)])
    }

    @Test("R119: a keyframe with a gap holds the value the earlier keyframe reached")
    func keyframeGapsHold() throws {
        let window = try Self.window()
        let view = Self.view()
        window.animateKeyframes(
            duration: Self.time(4),
            keyframes: [
                Keyframe(relativeStart: 0, relativeDuration: 0.25, changes: [(view, .alpha(1))]),
                Keyframe(relativeStart: 0.75, relativeDuration: 0.25, changes: [(view, .alpha(0))]),
            ])
        window.advance(by: Self.time(2))
        #expect(view.presentation(at: window.now).alpha == 1)
        window.advance(by: Self.time(1.5))
        #expect(view.presentation(at: window.now).alpha == 0.5)
    }

    // MARK: Property animators (R120)

    @Test("R120: start, pause, scrub, reverse; the completion comes at the start position")
    func animatorStartPauseScrubReverse() throws {
        let window = try Self.window()
        let view = Self.view()
        let animator = PropertyAnimator(duration: Self.time(1), curve: .linear, window: window)
        animator.addAnimations([(view, .alpha(1))])
        let log = Log<AnimatingPosition>()
        animator.addCompletion { [unowned window] position in log.entries.append((position, window.now)) }
        #expect(animator.state == .inactive)
        #expect(view.model.alpha == 0)
        #expect(animator.scrubsLinearly && !animator.pausesOnCompletion)

        animator.startAnimation()
        #expect(animator.state == .active && animator.isRunning)
        #expect(view.model.alpha == 1)
        window.advance(by: Self.time(0.25))
        #expect(view.presentation(at: window.now).alpha == 0.25)
        #expect(animator.fractionComplete == 0.25)

        animator.pauseAnimation()
        #expect(animator.state == .active && !animator.isRunning)
        window.advance(by: Self.time(1))
        #expect(view.presentation(at: window.now).alpha == 0.25)
        animator.fractionComplete = 0.6
        #expect(view.presentation(at: window.now).alpha == 0.6)

        animator.isReversed = true
        animator.startAnimation()
        window.advance(by: Self.time(0.3))
        #expect(Self.close(view.presentation(at: window.now).alpha, 0.3))
        #expect(log.entries.isEmpty)
        window.settle()
        #expect(log.entries.map(\.value) == [.start])
        #expect(log.entries.map(\.time) == [Self.time(1.85)])
        #expect(animator.state == .inactive)
        #expect(view.model.alpha == 0)
        #expect(view.presentation(at: window.now).alpha == 0)
    }

    @Test("R120: setting fractionComplete on an inactive animator makes it active and paused there")
    func scrubbingActivates() throws {
        let window = try Self.window()
        let view = Self.view()
        let animator = PropertyAnimator(duration: Self.time(2), curve: .linear, window: window)
        animator.addAnimations([(view, .alpha(1))])
        animator.fractionComplete = 0.5
        #expect(animator.state == .active && !animator.isRunning)
        #expect(view.model.alpha == 1)
        window.advance(by: Self.time(5))
        #expect(view.presentation(at: window.now).alpha == 0.5)
    }

    @Test("R120: stopAnimation(true) leaves the shown values as models and never completes")
    func stopWithoutFinishing() throws {
        let window = try Self.window()
        let view = Self.view()
        let animator = PropertyAnimator(duration: Self.time(1), curve: .linear, window: window)
        animator.addAnimations([(view, .alpha(1))])
        let log = Log<AnimatingPosition>()
        animator.addCompletion { log.entries.append(($0, .zero)) }
        animator.startAnimation()
        window.advance(by: Self.time(0.4))
        animator.stopAnimation(true)
        #expect(animator.state == .inactive && !animator.isRunning)
        #expect(view.model.alpha == 0.4)
        window.settle()
        #expect(view.presentation(at: window.now).alpha == 0.4)
        #expect(log.entries.isEmpty)
    }

    @Test(
        "R120: stopAnimation(false) waits stopped; finishAnimation(at:) applies the position and completes",
        arguments: [(AnimatingPosition.end, 1.0), (.start, 0), (.current, 0.4)])
    func stopThenFinish(position: AnimatingPosition, alpha: Double) throws {
        let window = try Self.window()
        let view = Self.view()
        let animator = PropertyAnimator(duration: Self.time(1), curve: .linear, window: window)
        animator.addAnimations([(view, .alpha(1))])
        let log = Log<AnimatingPosition>()
        animator.addCompletion { log.entries.append(($0, .zero)) }
        animator.startAnimation()
        window.advance(by: Self.time(0.4))
        animator.stopAnimation(false)
        #expect(animator.state == .stopped)
        #expect(view.model.alpha == 0.4)
        window.settle()
        #expect(log.entries.isEmpty)
        animator.finishAnimation(at: position)
        #expect(animator.state == .inactive)
        #expect(log.entries.map(\.value) == [position])
        #expect(view.model.alpha == alpha)
        #expect(view.presentation(at: window.now).alpha == alpha)
    }

    @Test("R120: continueAnimation(durationFactor:) runs the rest over factor × duration")
    func continueWithDurationFactor() throws {
        let window = try Self.window()
        let view = Self.view()
        let animator = PropertyAnimator(duration: Self.time(2), curve: .linear, window: window)
        animator.addAnimations([(view, .alpha(1))])
        let log = Log<AnimatingPosition>()
        animator.addCompletion { [unowned window] position in log.entries.append((position, window.now)) }
        animator.startAnimation()
        window.advance(by: Self.time(1))
        animator.pauseAnimation()
        animator.continueAnimation(durationFactor: 0.25)
        window.advance(by: Self.time(0.25))
        #expect(view.presentation(at: window.now).alpha == 0.75)
        #expect(animator.fractionComplete == 0.75)
        window.settle()
        #expect(log.entries.map(\.value) == [.end])
        #expect(log.entries.map(\.time) == [Self.time(1.5)])
    }

    @Test("R120: pausesOnCompletion keeps the animator active and paused at its end, without completing")
    func pausesOnCompletion() throws {
        let window = try Self.window()
        let view = Self.view()
        let animator = PropertyAnimator(duration: Self.time(1), window: window)
        animator.pausesOnCompletion = true
        animator.addAnimations([(view, .alpha(1))])
        let log = Log<AnimatingPosition>()
        animator.addCompletion { log.entries.append(($0, .zero)) }
        animator.startAnimation(afterDelay: Self.time(0.5))
        window.advance(by: Self.time(0.5))
        #expect(animator.isRunning && animator.fractionComplete == 0)
        window.settle()
        #expect(window.now == Self.time(1.5))
        #expect(animator.state == .active && !animator.isRunning)
        #expect(animator.fractionComplete == 1)
        #expect(log.entries.isEmpty)
    }

    @Test("R120: animations added to a running animator start from the shown value and end with it")
    func addingToARunningAnimator() throws {
        let window = try Self.window()
        let view = Self.view()
        let animator = PropertyAnimator(duration: Self.time(1), curve: .linear, window: window)
        animator.addAnimations([(view, .alpha(1))])
        animator.startAnimation()
        window.advance(by: Self.time(0.5))
        animator.addAnimations([(view, .frame(Rect(x: 100, y: 0, width: 100, height: 100)))])
        #expect(view.presentation(at: window.now).frame.x == 0)
        window.advance(by: Self.time(0.25))
        #expect(view.presentation(at: window.now).frame.x == 50)
        window.settle()
        #expect(window.now == Self.time(1))
        #expect(view.presentation(at: window.now).frame.x == 100)
    }

    @Test("R115, R120: an animator animating a block's property interrupts the block")
    func animatorInterruptsABlock() throws {
        let window = try Self.window()
        let view = Self.view()
        let log = Log<Bool>()
        window.animate(duration: Self.time(1), changes: [(view, .alpha(1))]) { log.entries.append(($0, .zero)) }
        let animator = PropertyAnimator(duration: Self.time(1), window: window)
        animator.addAnimations([(view, .alpha(0.5))])
        animator.startAnimation()
        window.settle()
        #expect(log.entries.map(\.value) == [false])
    }

    // MARK: Transform versus frame (R121)

    @Test("R121: the reported frame under a transform is the transformed bounding box about the centre")
    func transformedFrame() throws {
        let values = ViewValues(frame: Rect(x: 0, y: 0, width: 100, height: 50), transform: .scale(2, 2))
        #expect(values.transformedFrame == Rect(x: -50, y: -25, width: 200, height: 100))
        #expect(values.frame == Rect(x: 0, y: 0, width: 100, height: 50))
        let rotated = ViewValues(frame: Rect(x: 0, y: 0, width: 100, height: 50), transform: .rotate(degrees: 90))
        let box = rotated.transformedFrame
        #expect(Self.close(box.x, 25) && Self.close(box.y, -25))
        #expect(Self.close(box.width, 50) && Self.close(box.height, 100))
        #expect(ViewValues(frame: values.frame).transformedFrame == values.frame)

        let window = try Self.window()
        let view = Self.view()
        window.animate(duration: Self.time(1), curve: .linear, changes: [(view, .transform(.scale(2, 2)))])
        window.advance(by: Self.time(0.5))
        let shown = view.presentation(at: window.now)
        #expect(shown.transformedFrame == Rect(x: -25, y: -25, width: 150, height: 150))
        #expect(shown.transformedFrame == shown.transform.applied(to: shown.frame))
    }
}

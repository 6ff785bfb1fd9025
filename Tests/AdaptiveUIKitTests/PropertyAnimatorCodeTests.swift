import AdaptivePresentation
import AdaptivePresentationTesting
import Testing

@testable import AdaptiveUIKit

/// `UIViewPropertyAnimator` written as app code, on the window's virtual clock (R117, R120).
@MainActor
struct PropertyAnimatorCodeTests {
    /// A window with a 100-point card at the top left of its root controller's view.
    func card() throws -> (UIWindow, UIView) {
        let window = try UIWindow(device: "iphone-12", iOS: 26)
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.view.addSubview(card)
        return (window, card)
    }

    func shown(_ view: UIView) -> Double {
        Double(view.layer.presentation()?.opacity ?? -1)
    }

    @Test func scrubbingAPausedAnimatorShowsTheCurveAtTheFraction() throws {
        let (window, card) = try card()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { card.alpha = 0 }
        animator.addCompletion { positions.append($0) }
        #expect(animator.state == .inactive)
        #expect(card.alpha == 1, "the closure waits for the start")

        animator.fractionComplete = 0.5
        #expect(animator.state == .active, "scrubbing an inactive animator makes it active and paused (R120)")
        #expect(!animator.isRunning)
        #expect(card.alpha == 0, "the model takes its end value (R114)")
        #expect(abs(shown(card) - (1 - 0.3154)) < 0.0001, "ease-in at half the time (R117)")
        window.advance(by: 5)
        #expect(abs(animator.fractionComplete - 0.5) < 1e-9, "paused: the clock does not move it")

        animator.startAnimation()
        #expect(animator.isRunning)
        window.advance(by: 0.25)
        #expect(abs(animator.fractionComplete - 0.75) < 1e-9)
        #expect(abs(shown(card) - (1 - 0.6219)) < 0.0001)
        #expect(positions.isEmpty)
        window.settle()
        #expect(positions == [.end])
        #expect(animator.state == .inactive)
        #expect(shown(card) == 0)
    }

    /// A started animator the app keeps no reference to, as an animated transition's animator often is: UIKit
    /// keeps it running, and its completions run.
    @Test func aStartedAnimatorRunsToItsCompletionsWithoutAReference() throws {
        let (window, card) = try card()
        var positions: [UIViewAnimatingPosition] = []
        weak var released: UIViewPropertyAnimator?
        do {
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { card.alpha = 0 }
            animator.addCompletion { positions.append($0) }
            animator.startAnimation()
            released = animator
        }
        #expect(released != nil, "kept while it runs")
        window.advance(by: 0.5)
        #expect(abs(shown(card) - 0.5) < 0.0001)
        window.settle()
        #expect(positions == [.end])
        #expect(shown(card) == 0)
        #expect(released == nil, "let go once finished")

        do {
            let stopped = UIViewPropertyAnimator(duration: 1, curve: .linear) { card.alpha = 1 }
            stopped.startAnimation()
            stopped.stopAnimation(true)
            released = stopped
        }
        #expect(released == nil, "let go once stopped without finishing")
    }

    @Test func timingParametersChooseTheCurve() throws {
        let (_, card) = try card()
        let animator = UIViewPropertyAnimator(
            duration: 2,
            timingParameters: UICubicTimingParameters(controlPoint1: .zero, controlPoint2: CGPoint(x: 1, y: 1)))
        animator.addAnimations { card.alpha = 0 }
        animator.pauseAnimation()
        animator.fractionComplete = 0.25
        #expect(abs(shown(card) - 0.75) < 1e-6, "control points on the diagonal: linear")
        #expect(animator.duration == 2)
        #expect(animator.timingParameters?.timingCurveType == .cubic)
    }

    @Test func controlPointsAndTheDefaultCubicCurveFollowR117() throws {
        let (_, card) = try card()
        let easeOut = UIViewPropertyAnimator(
            duration: 1, controlPoint1: .zero, controlPoint2: CGPoint(x: 0.58, y: 1)
        ) { card.alpha = 0 }
        easeOut.fractionComplete = 0.25
        #expect(abs(shown(card) - (1 - 0.3781)) < 1e-4)
        easeOut.stopAnimation(true)

        let other = UIView(frame: .zero)
        card.addSubview(other)
        let standard = UIViewPropertyAnimator(duration: 1, timingParameters: UICubicTimingParameters())
        standard.addAnimations { other.alpha = 0 }
        standard.fractionComplete = 0.5
        #expect(abs(shown(other) - (1 - 0.8024)) < 1e-4, "Core Animation's default curve")
    }

    @Test func aReversedAnimatorRunsBackAndCompletesAtTheStart() throws {
        let (window, card) = try card()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 1, delay: 0, options: [.curveLinear], animations: { card.alpha = 0 },
            completion: { positions.append($0) })
        #expect(animator.isRunning)
        window.advance(by: 0.5)
        #expect(abs(shown(card) - 0.5) < 1e-6)
        animator.isReversed = true
        #expect(animator.isReversed)
        window.advance(by: 0.25)
        #expect(abs(shown(card) - 0.75) < 1e-6, "turned round where it was")
        window.settle()
        #expect(positions == [.start])
        #expect(card.alpha == 1, "back at the start value")
        #expect(!animator.isReversed)
        #expect(animator.state == .inactive)
    }

    @Test func aDelayedRunningAnimatorWaits() throws {
        let (window, card) = try card()
        let animator = UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 1, delay: 1, options: [.curveLinear], animations: { card.alpha = 0 })
        #expect(animator.delay == 1)
        window.advance(by: 0.5)
        #expect(shown(card) == 1)
        window.advance(by: 1)
        #expect(abs(shown(card) - 0.5) < 1e-6)
    }

    @Test(arguments: [UIViewAnimatingPosition.start, .end, .current])
    func aStoppedAnimatorFinishesWhereItIsTold(position: UIViewAnimatingPosition) throws {
        let (window, card) = try card()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { card.alpha = 0 }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        window.advance(by: 0.4)
        animator.stopAnimation(false)
        #expect(animator.state == .stopped)
        #expect(!animator.isRunning)
        #expect(abs(card.alpha - 0.6) < 1e-9, "the views keep what they show (R120)")
        window.settle()
        #expect(positions.isEmpty, "a stopped animator waits for finishAnimation")
        animator.finishAnimation(at: position)
        #expect(positions == [position])
        #expect(animator.state == .inactive)
        let expected: Double =
            switch position {
            case .start: 1
            case .end: 0
            case .current: 0.6
            }
        #expect(abs(card.alpha - expected) < 1e-9)
        #expect(abs(shown(card) - expected) < 1e-6)
    }

    @Test func stoppingWithoutFinishingRunsNoCompletion() throws {
        let (window, card) = try card()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 1, delay: 0, options: [.curveLinear], animations: { card.alpha = 0 },
            completion: { positions.append($0) })
        window.advance(by: 0.25)
        animator.stopAnimation(true)
        #expect(animator.state == .inactive)
        window.settle()
        #expect(positions.isEmpty)
        #expect(abs(card.alpha - 0.75) < 1e-9)
    }

    @Test func animationsAddedWhileRunningEndWithTheAnimator() throws {
        let (window, card) = try card()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 1, delay: 0, options: [.curveLinear], animations: { card.alpha = 0 },
            completion: { positions.append($0) })
        window.advance(by: 0.5)
        animator.addAnimations { card.frame.origin.x = 100 }
        #expect(card.layer.presentation()?.frame.minX == 0, "starts from what the card shows")
        window.advance(by: 0.25)
        let x = try #require(card.layer.presentation()?.frame.minX)
        #expect(abs(x - 50) < 1e-9, "half-way over the time the animator has left")
        window.settle()
        #expect(positions == [.end])
        #expect(card.frame.minX == 100)
    }

    @Test func continuingStretchesTheRemainingTime() throws {
        let (window, card) = try card()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { card.alpha = 0 }
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 2)
        #expect(animator.isRunning)
        window.advance(by: 1)
        #expect(abs(shown(card) - 0.25) < 1e-6, "the remaining half over twice the duration")
    }

    @Test func pausingOnCompletionKeepsTheAnimatorActive() throws {
        let (window, card) = try card()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { card.alpha = 0 }
        animator.pausesOnCompletion = true
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        window.settle()
        #expect(animator.state == .active)
        #expect(!animator.isRunning)
        #expect(animator.fractionComplete == 1)
        #expect(positions.isEmpty)
        animator.isReversed = true
        animator.startAnimation()
        window.advance(by: 0.5)
        #expect(abs(shown(card) - 0.5) < 1e-6, "runs back from its end")
    }

    @Test func delayedAnimationsWaitForTheirShareOfTheTime() throws {
        let (window, card) = try card()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
        animator.addAnimations({ card.alpha = 0 }, delayFactor: 0.5)
        animator.startAnimation()
        window.advance(by: 0.25)
        #expect(shown(card) == 1, "held at the start for half the duration")
        window.advance(by: 0.5)
        #expect(abs(shown(card) - 0.5) < 1e-6, "half-way over the other half")

        animator.addAnimations({ card.frame.origin.x = 100 }, delayFactor: 0.5)
        window.advance(by: 0.0625)
        #expect(card.layer.presentation()?.frame.minX == 0, "waits half of the quarter that remains")
        window.advance(by: 0.125)
        let x = try #require(card.layer.presentation()?.frame.minX)
        #expect(abs(x - 50) < 1e-9)
        window.settle()
        #expect(card.frame.minX == 100)
    }

    @Test func springParametersMakeASpring() throws {
        let (_, card) = try card()
        let animator = UIViewPropertyAnimator(
            duration: 1, timingParameters: UISpringTimingParameters(dampingRatio: 0.2))
        animator.addAnimations { card.frame.origin.x = 100 }
        animator.fractionComplete = 0.5
        #expect(animator.timingParameters?.timingCurveType == .spring)
        let x = try #require(card.layer.presentation()?.frame.minX)
        #expect(x > 100, "an under-damped spring overshoots its end value (R118)")
    }
}

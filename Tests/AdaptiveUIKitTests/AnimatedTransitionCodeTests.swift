import AdaptivePresentation
import AdaptivePresentationTesting
import Testing

@testable import AdaptiveUIKit

/// App animators written against UIKit's API, run on the window's virtual clock.
@MainActor
struct AnimatedTransitionCodeTests {
    /// The chapter's fade, presenting and dismissing.
    final class FadeAnimator: NSObjectLike, UIViewControllerAnimatedTransitioning {
        let presenting: Bool
        var ended: [Bool] = []

        init(presenting: Bool) {
            self.presenting = presenting
        }

        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
            2
        }

        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            let container = transitionContext.containerView
            if presenting {
                guard let toView = transitionContext.view(forKey: .to) else { return }
                toView.alpha = 0
                container.addSubview(toView)
                UIView.animate(
                    withDuration: transitionDuration(using: transitionContext),
                    animations: { toView.alpha = 1 },
                    completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) }
                )
            } else {
                let fromView = transitionContext.view(forKey: .from)
                if let toView = transitionContext.view(forKey: .to), let fromView {
                    container.insertSubview(toView, belowSubview: fromView)
                }
                UIView.animate(
                    withDuration: transitionDuration(using: transitionContext),
                    animations: { fromView?.alpha = 0 },
                    completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) }
                )
            }
        }

        func animationEnded(_ transitionCompleted: Bool) {
            ended.append(transitionCompleted)
        }
    }

    /// A base class standing for NSObject, which app animators usually inherit from.
    class NSObjectLike {}

    final class FadeDelegate: UIViewControllerTransitioningDelegate {
        let present = FadeAnimator(presenting: true)
        let dismiss = FadeAnimator(presenting: false)

        func animationController(
            forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
        ) -> UIViewControllerAnimatedTransitioning? { present }

        func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            dismiss
        }
    }

    final class Photo: UIViewController {
        var events: [String] = []
        override func viewWillAppear(_ animated: Bool) { events.append("willAppear(\(animated))") }
        override func viewIsAppearing(_ animated: Bool) { events.append("isAppearing") }
        override func viewDidAppear(_ animated: Bool) { events.append("didAppear") }
        override func viewWillDisappear(_ animated: Bool) { events.append("willDisappear") }
        override func viewDidDisappear(_ animated: Bool) { events.append("didDisappear") }
    }

    func window(_ device: String = "iphone-12", iOS: Int = 26) throws -> (UIWindow, UIViewController) {
        let window = try UIWindow(device: device, iOS: iOS)
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        return (window, root)
    }

    @Test func aFadeRunsOnTheClockAndEndsWithTheCompletionBlock() throws {
        let (window, root) = try window()
        let delegate = FadeDelegate()
        let photo = Photo()
        photo.modalPresentationStyle = .fullScreen
        photo.transitioningDelegate = delegate
        var completed = false
        root.present(photo, animated: true) { completed = true }
        // R98: present returns before UIKit calls the animator, which runs on the next run-loop turn.
        #expect(photo.events == ["willAppear(true)"])
        #expect(photo.view.layer.presentation()?.opacity == 1, "the animator has not run yet")
        window.advance(by: 0)

        // R98, R104: presented at once, animating, the completion block waits for the animation.
        #expect(root.presentedViewController === photo)
        #expect(photo.isBeingPresented)
        #expect(!completed)
        #expect(photo.events == ["willAppear(true)", "isAppearing"])
        #expect(photo.view.window === window)
        #expect(photo.view.alpha == 1, "the model takes the end value at once (R114)")
        #expect(photo.view.layer.presentation()?.opacity == 0)

        window.advance(by: 1)
        let halfway = try #require(photo.view.layer.presentation()?.opacity)
        #expect(halfway == 0.5, "ease-in-ease-out is symmetric: half the opacity at half the time")
        #expect(!completed)

        window.advance(by: 1)
        #expect(completed)
        #expect(!photo.isBeingPresented)
        #expect(photo.events == ["willAppear(true)", "isAppearing", "didAppear"])
        #expect(delegate.present.ended == [true])
        #expect(photo.view.layer.presentation()?.opacity == 1)

        photo.dismiss(animated: true)
        #expect(photo.isBeingDismissed)
        #expect(root.presentedViewController === photo, "gone only once the dismissal has played")
        window.advance(by: 1)
        #expect(Double(photo.view.layer.presentation()?.opacity ?? -1) == 0.5)
        window.settle()
        #expect(root.presentedViewController == nil)
        #expect(delegate.dismiss.ended == [true])
        #expect(photo.events.suffix(2) == ["willDisappear", "didDisappear"])
        expectNoHazards(window)
        expectNoExceptions(window)
    }

    @Test func aSheetsViewHasTheMediumDetentsFrameInTheWindow() throws {
        let (window, root) = try window(iOS: 15)
        let sheet = UIViewController()
        sheet.sheetPresentationController?.detents = [.medium()]
        root.present(sheet, animated: true)
        window.settle()
        let frame = sheet.view.convert(sheet.view.bounds, to: nil)
        #expect(abs(frame.minY - 388.32) < 0.001)
        #expect(frame.minX == 0 && frame.width == 390)
        #expect(abs(frame.height - 455.68) < 0.001)
        #expect(sheet.view.window === window)
        #expect(sheet.view.superview?.frame.minY == frame.minY, "the wrapper holds the view at its origin")

        let controller = try #require(sheet.sheetPresentationController)
        controller.detents = [.medium(), .large()]
        controller.animateChanges { controller.selectedDetentIdentifier = .large }
        let large = sheet.view.convert(sheet.view.bounds, to: nil)
        #expect(large.minY < frame.minY, "the view moved up to the large detent")
        #expect(large.maxY == 844)
    }

    /// An animator that never calls completeTransition: F1 once the clock has nothing left to run.
    final class ForgetfulAnimator: UIViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
            0.3
        }

        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            guard let toView = transitionContext.view(forKey: .to) else { return }
            transitionContext.containerView.addSubview(toView)
            UIView.animate(withDuration: 0.3) { toView.alpha = 1 }
        }
    }

    final class ForgetfulDelegate: UIViewControllerTransitioningDelegate {
        func animationController(
            forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
        ) -> UIViewControllerAnimatedTransitioning? { ForgetfulAnimator() }
    }

    @Test func anAnimatorThatNeverCompletesIsF1() throws {
        let (window, root) = try window()
        let delegate = ForgetfulDelegate()
        let presented = UIViewController()
        presented.modalPresentationStyle = .fullScreen
        presented.transitioningDelegate = delegate
        var completed = false
        root.present(presented, animated: true) { completed = true }
        window.settle()
        #expect(!completed)
        #expect(presented.isBeingPresented)
        #expect(window.hazards.map(\.id) == [.F1])
    }

    @Test func aNonAnimatedPresentationEndsBeforePresentReturns() throws {
        let (window, root) = try window()
        let presented = Photo()
        var completed = false
        root.present(presented, animated: false) { completed = true }
        #expect(completed)
        #expect(presented.events == ["willAppear(false)", "isAppearing", "didAppear"])
        presented.dismiss(animated: false)
        #expect(root.presentedViewController == nil)
        _ = window
    }

    @Test func viewsConvertThroughTransformsAndSuperviews() {
        let outer = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        let inner = UIView(frame: CGRect(x: 5, y: 5, width: 20, height: 10))
        outer.addSubview(inner)
        #expect(inner.convert(inner.bounds, to: nil) == CGRect(x: 15, y: 25, width: 20, height: 10))
        #expect(inner.superview === outer)
        inner.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(inner.frame == CGRect(x: -5, y: 0, width: 40, height: 20), "the box around the scaled bounds")
        #expect(inner.bounds == CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(inner.convert(CGPoint(x: 0, y: 0), to: outer) == CGPoint(x: -5, y: 0))
        #expect(outer.convert(CGPoint(x: -5, y: 0), to: inner) == CGPoint(x: 0, y: 0))
        inner.center = CGPoint(x: 50, y: 50)
        #expect(inner.center == CGPoint(x: 50, y: 50))
        let snapshot = inner.snapshotView(afterScreenUpdates: false)
        #expect(snapshot?.bounds == inner.bounds)
        #expect(snapshot?.superview == nil)
    }
}

/// Views inside controllers inside containers have the window's geometry.
@MainActor
struct ContainerViewGeometryTests {
    final class PhotoHolder: UIViewController {
        let photo = UIImageView(image: UIImage(named: "bubbles"))

        override func viewDidLoad() {
            super.viewDidLoad()
            photo.frame = CGRect(x: 20, y: 120, width: 100, height: 80)
            view.addSubview(photo)
        }
    }

    @Test func aDefaultViewHasTheScreensBoundsBeforeItIsPlaced() throws {
        let window = try UIWindow(device: "ipad-air-2", orientation: .landscape, iOS: 26)
        window.makeKeyAndVisible()  // UIScreen.main answers for the key window
        try window.resize(to: .oneThird)
        let loose = UIViewController()
        #expect(loose.view.bounds == CGRect(x: 0, y: 0, width: 1024, height: 768), "the screen, not the window")
        #expect(loose.view.window == nil)
    }

    @Test func aNavigationControllersTopViewIsInTheWindowAndConvertsToIt() throws {
        let window = try UIWindow(device: "iphone-12", iOS: 26)
        let holder = PhotoHolder()
        let navigation = UINavigationController(rootViewController: holder)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        #expect(holder.view.superview === navigation.view)
        #expect(holder.view.window === window)
        #expect(holder.photo.window === window)
        #expect(holder.photo.convert(holder.photo.bounds, to: nil) == CGRect(x: 20, y: 120, width: 100, height: 80))
        #expect(holder.photo.image?.name == "bubbles")
        #expect(window.traitCollection.horizontalSizeClass == .compact)
        #expect(holder.view.traitCollection.horizontalSizeClass == .compact)
        #expect(window.frame == CGRect(x: 0, y: 0, width: 390, height: 844))

        try window.rotate(to: .landscape)
        #expect(window.bounds.size == CGSize(width: 844, height: 390))
        #expect(navigation.view.frame == window.bounds, "the root view follows the window")
        #expect(holder.view.frame == window.bounds, "the top controller's view fills the navigation controller's")
    }
}

/// A swipe-down dismissal driven by the app's percent-driven interaction controller (R108–R111).
@MainActor
struct InteractiveDismissalCodeTests {
    /// Slides the presented view down off the screen.
    final class SlideDownAnimator: UIViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
            0.4
        }

        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            guard let fromView = transitionContext.view(forKey: .from) else { return }
            var end = fromView.frame
            end.origin.y = transitionContext.containerView.bounds.height
            UIView.animate(
                withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveLinear,
                animations: { fromView.frame = end },
                completion: { _ in
                    if transitionContext.transitionWasCancelled {
                        fromView.frame = transitionContext.initialFrame(
                            for: transitionContext.viewController(forKey: .from)!)
                    }
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                })
        }
    }

    final class SwipeDelegate: UIViewControllerTransitioningDelegate {
        let interaction = UIPercentDrivenInteractiveTransition()
        var swiping = true

        func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            SlideDownAnimator()
        }

        func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
            -> UIViewControllerInteractiveTransitioning?
        {
            swiping ? interaction : nil
        }
    }

    func presented(iOS: Int = 26) throws -> (UIWindow, UIViewController, UIViewController, SwipeDelegate) {
        let window = try UIWindow(device: "iphone-12", iOS: iOS)
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let delegate = SwipeDelegate()
        let card = UIViewController()
        card.modalPresentationStyle = .fullScreen
        card.transitioningDelegate = delegate
        root.present(card, animated: true)
        window.settle()
        return (window, root, card, delegate)
    }

    @Test func theGestureScrubsTheDismissalThenFinishesIt() throws {
        let (window, root, card, delegate) = try presented()
        var completed = false
        card.dismiss(animated: true) { completed = true }
        window.advance(by: 0)  // R98: the interactor starts on the next run-loop turn.
        #expect(card.isBeingDismissed)
        #expect(card.view.layer.presentation()?.frame.minY == 0, "waiting at 0% for the finger")

        delegate.interaction.update(0.5)
        #expect(delegate.interaction.percentComplete == 0.5)
        #expect(card.view.layer.presentation()?.frame.minY == 422, "linear: half of 844")
        window.advance(by: 10)
        #expect(card.view.layer.presentation()?.frame.minY == 422, "the clock does not move a paused interaction")
        #expect(!completed)

        delegate.interaction.finish()
        window.advance(by: 0.1)
        #expect(card.view.layer.presentation()?.frame.minY == 633, "the rest runs on from 50%")
        window.advance(by: 0.1)
        #expect(completed, "the remaining half of 0.4 s")
        #expect(root.presentedViewController == nil)
        expectNoHazards(window)
    }

    @Test func aCancelledSwipeRunsBackAndKeepsThePresentation() throws {
        let (window, root, card, delegate) = try presented()
        card.dismiss(animated: true)
        window.advance(by: 0)  // R98: the interactor starts on the next run-loop turn.
        delegate.interaction.update(0.25)
        delegate.interaction.cancel()
        window.advance(by: 0.05)
        #expect(card.view.layer.presentation()?.frame.minY == 105.5, "half-way back from 25%")
        window.settle()
        #expect(root.presentedViewController === card)
        #expect(!card.isBeingDismissed)
        #expect(card.view.frame.minY == 0, "the animator put the frame back")
        expectNoHazards(window)
    }

    @Test("an interaction waiting for the finger is unsettled work until the test finishes it")
    func anInteractionWaitsThenFinishes() throws {
        let (window, _, card, delegate) = try presented()
        card.dismiss(animated: true)
        #expect(!window.settle(), "the interaction waits at 0 %")
        #expect(window.unsettledWork.count == 1)
        #expect(window.unsettledWork.first?.contains("waits for its interaction controller") == true)
        #expect(window.hazards.isEmpty, "waiting for a gesture is no failure mode")
        delegate.interaction.update(0.5)
        delegate.interaction.finish()
        #expect(window.settle())
        #expect(window.unsettledWork.isEmpty, "the next settle reports what waits then: nothing")
        expectNoHazards(window)
    }
}

/// `settle()` ends, even for app code that animates forever.
@MainActor
struct SettleBoundTests {
    /// Pulses a view: every completion starts the next pulse, as a "breathing" indicator does.
    @MainActor
    final class Pulse {
        let view: UIView
        var pulses = 0

        init(view: UIView) {
            self.view = view
        }

        func start() {
            UIView.animate(
                withDuration: 1, animations: { self.view.alpha = self.view.alpha < 0.5 ? 1 : 0 },
                completion: { _ in
                    self.pulses += 1
                    self.start()
                })
        }
    }

    @Test func anAnimationThatRestartsForeverStopsAtTheBoundAndIsReported() throws {
        let window = try UIWindow(device: "iphone-12", iOS: 26)
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let pulse = Pulse(view: root.view)
        pulse.start()
        #expect(!window.settle(), "it never settles")
        #expect(window.currentTime <= UIWindow.settleLimit)
        #expect(pulse.pulses == Int(UIWindow.settleLimit) - 1 || pulse.pulses == Int(UIWindow.settleLimit))
        #expect(window.unsettledWork.count == 1)
        #expect(window.unsettledWork.first?.contains("still animates") == true)
        withKnownIssue("expectNoHazards reports what settle() found still running") {
            expectNoHazards(window)
        }
    }

    @Test func settlingRunsAnimationsWithoutCompletionsToTheirEnd() throws {
        let window = try UIWindow(device: "iphone-12", iOS: 26)
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        UIView.animate(withDuration: 3) { root.view.alpha = 0.25 }
        #expect(window.settle())
        #expect(window.currentTime == 3)
        #expect(root.view.layer.presentation()?.opacity == 0.25)
        #expect(window.unsettledWork.isEmpty)
    }
}

/// Times no clock can count, from app code or a test, never trap or hang.
@MainActor
struct HostileTimeTests {
    final class OddAnimator: UIViewControllerAnimatedTransitioning {
        let duration: TimeInterval

        init(duration: TimeInterval) {
            self.duration = duration
        }

        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
            duration
        }

        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            guard let toView = transitionContext.view(forKey: .to) else { return }
            transitionContext.containerView.addSubview(toView)
            UIView.animate(
                withDuration: transitionDuration(using: transitionContext), animations: { toView.alpha = 1 },
                completion: { _ in transitionContext.completeTransition(true) })
        }
    }

    final class OddDelegate: UIViewControllerTransitioningDelegate {
        let duration: TimeInterval

        init(duration: TimeInterval) {
            self.duration = duration
        }

        func animationController(
            forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
        ) -> UIViewControllerAnimatedTransitioning? { OddAnimator(duration: duration) }
    }

    @Test(arguments: [TimeInterval.nan, -1, .infinity, 1e300, 0])
    func anAnimatorsOddDurationEndsTheTransitionOrWaitsWithoutTrapping(duration: TimeInterval) throws {
        let window = try UIWindow(device: "iphone-12", iOS: 26)
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let delegate = OddDelegate(duration: duration)
        let presented = UIViewController()
        presented.modalPresentationStyle = .fullScreen
        presented.transitioningDelegate = delegate
        var completed = false
        root.present(presented, animated: true) { completed = true }
        window.settle()
        window.advance(by: .infinity)
        window.advance(by: .nan)
        window.advance(by: -5)
        window.advance(by: 1)
        // A time beyond the clock makes the change at once (UIView.animate) and the transition no time.
        #expect(completed)
        #expect(root.presentedViewController === presented)
        #expect(presented.view.layer.presentation()?.opacity == 1)
    }
}

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

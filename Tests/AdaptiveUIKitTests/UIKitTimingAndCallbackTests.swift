import AdaptivePresentation
import AdaptivePresentationTesting
import Testing

@testable import AdaptiveUIKit

/// What app code reads at UIKit's moments: `isBeingPresented` through `viewDidAppear` (R104), the wrapper as
/// `presentedView` (R94), the resolved `.automatic` style, and what `settle()` says of a transition that never
/// ends.
@MainActor
struct UIKitTimingAndCallbackTests {
    /// Records `isBeingPresented` and `isBeingDismissed` in each appearance callback.
    final class Watched: UIViewController {
        var seen: [String] = []
        override func viewWillAppear(_ animated: Bool) { seen.append("willAppear \(isBeingPresented)") }
        override func viewDidAppear(_ animated: Bool) { seen.append("didAppear \(isBeingPresented)") }
        override func viewWillDisappear(_ animated: Bool) { seen.append("willDisappear \(isBeingDismissed)") }
        override func viewDidDisappear(_ animated: Bool) { seen.append("didDisappear \(isBeingDismissed)") }
    }

    func window(_ device: String = "iphone-12", iOS: Int = 26) throws -> (UIWindow, UIViewController) {
        let window = try UIWindow(device: device, iOS: iOS)
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        return (window, root)
    }

    @Test("R104: isBeingPresented holds through viewDidAppear, isBeingDismissed through viewDidDisappear")
    func beingPresentedThroughTheDidCalls() throws {
        let (window, root) = try window()
        let watched = Watched()
        watched.modalPresentationStyle = .fullScreen
        var presentedInCompletion: Bool?
        root.present(watched, animated: true) { presentedInCompletion = watched.isBeingPresented }
        #expect(watched.isBeingPresented)
        window.settle()
        #expect(!watched.isBeingPresented)
        #expect(presentedInCompletion == false, "the completion block runs once the did-call is over")
        watched.dismiss(animated: true)
        #expect(watched.isBeingDismissed)
        window.settle()
        #expect(!watched.isBeingDismissed)
        #expect(
            watched.seen == ["willAppear true", "didAppear true", "willDisappear true", "didDisappear true"])
        expectNoHazards(window)
    }

    @Test("R94: presentedView is the wrapper view(forKey: .to) gives, for every system style that wraps")
    func presentedViewIsTheWrapper() throws {
        let (window, root) = try window("ipad-air-2")
        for style in [UIModalPresentationStyle.formSheet, .pageSheet] {
            let presented = UIViewController()
            presented.modalPresentationStyle = style
            root.present(presented, animated: false)
            let presentationController = try #require(presented.presentationController)
            let presentedView = try #require(presentationController.presentedView)
            #expect(presentedView !== presented.view, "\(style): the controller's view is inside the wrapper")
            #expect(presented.view.superview === presentedView)
            #expect(presentedView.simulatedView.name == "wrapper(UIViewController)")
            #expect(presentedView.superview === presentationController.containerView)
            presented.dismiss(animated: false)
        }
        let full = UIViewController()
        full.modalPresentationStyle = .fullScreen
        root.present(full, animated: false)
        #expect(full.presentationController?.presentedView === full.view, "full screen does not wrap")
        expectNoHazards(window)
    }

    @Test(
        "presentationStyle of an .automatic presentation is the style UIKit resolves it to (R2)",
        arguments: [(12, UIModalPresentationStyle.fullScreen), (13, .pageSheet), (17, .pageSheet), (26, .formSheet)])
    func automaticResolves(iOS: Int, expected: UIModalPresentationStyle) throws {
        let (window, root) = try window("iphone-12", iOS: iOS)
        let presented = UIViewController()
        #expect(presented.modalPresentationStyle == .automatic)
        root.present(presented, animated: false)
        #expect(presented.presentationController?.presentationStyle == expected)
        expectNoHazards(window)
    }

    /// Adds the to-view, animates nothing and never calls `completeTransition(_:)`.
    final class FrozenAnimator: UIViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
            0.35
        }

        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            guard let toView = transitionContext.view(forKey: .to) else { return }
            transitionContext.containerView.addSubview(toView)
        }
    }

    final class FrozenDelegate: UIViewControllerTransitioningDelegate {
        func animationController(
            forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
        ) -> UIViewControllerAnimatedTransitioning? { FrozenAnimator() }
    }

    @Test("settle() runs a transition to the end of its duration, then reports one never completed as F1")
    func settleReportsAFrozenTransition() throws {
        let (window, root) = try window()
        let delegate = FrozenDelegate()
        let presented = UIViewController()
        presented.modalPresentationStyle = .fullScreen
        presented.transitioningDelegate = delegate
        root.present(presented, animated: true)
        #expect(!window.settle(), "something still waits on the app")
        #expect(window.currentTime >= 0.35)
        #expect(window.hazards.map(\.id) == [.F1])
        #expect(window.unsettledWork.count == 1)
        #expect(
            window.unsettledWork.first?.contains(
                "the presentation of UIViewController never ended: animator FrozenAnimator never called completeTransition(_:)"
            )
                == true, "\(window.unsettledWork)")
        #expect(!window.settle())
        #expect(window.unsettledWork.count == 1, "settling again does not repeat it")
        #expect(window.hazards.map(\.id) == [.F1], "reported once")
    }

    @Test("settle() on a window with nothing running returns true and reports nothing")
    func settleWithNothingRunning() throws {
        let (window, root) = try window()
        let presented = UIViewController()
        root.present(presented, animated: true)
        #expect(window.settle())
        #expect(window.unsettledWork.isEmpty)
        #expect(window.hazards.isEmpty)
    }
}

import AdaptivePresentation
import AdaptivePresentationTesting
import Testing

@testable import AdaptiveUIKit

/// An app's own `UIPresentationController` subclass for a `.custom` presentation (R122–R126), written against
/// UIKit's API and run on the window's virtual clock.
@MainActor
struct CustomPresentationControllerTests {
    /// What the app's objects were told, in order.
    final class Log {
        var events: [String] = []
    }

    /// The classic half-height presentation controller: a dimming view faded in alongside the presentation,
    /// the presented view in the bottom half of the container, laid out again on every size change.
    final class HalfHeightPresentationController: UIPresentationController {
        let log: Log
        let removesPresenter: Bool
        let dimming = UIView()
        var containerAtWillBegin: UIView?

        init(presented: UIViewController, presenting: UIViewController?, log: Log, removesPresenter: Bool = false) {
            self.log = log
            self.removesPresenter = removesPresenter
            super.init(presentedViewController: presented, presenting: presenting)
            dimming.accessibilityIdentifier = "Dimming"
        }

        override var frameOfPresentedViewInContainerView: CGRect {
            guard let containerView else { return .zero }
            let bounds = containerView.bounds
            return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
        }

        override var shouldRemovePresentersView: Bool { removesPresenter }

        override func size(
            forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize
        )
            -> CGSize
        {
            CGSize(width: parentSize.width, height: parentSize.height / 2)
        }

        override func presentationTransitionWillBegin() {
            log.events.append("presentationTransitionWillBegin")
            containerAtWillBegin = containerView
            guard let containerView else { return }
            dimming.frame = containerView.bounds
            dimming.alpha = 0
            containerView.insertSubview(dimming, at: 0)
            presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
                self.dimming.alpha = 1
            })
        }

        override func presentationTransitionDidEnd(_ completed: Bool) {
            log.events.append("presentationTransitionDidEnd(\(completed))")
            if !completed { dimming.removeFromSuperview() }
        }

        override func dismissalTransitionWillBegin() {
            log.events.append("dismissalTransitionWillBegin")
            presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
                self.dimming.alpha = 0
            })
        }

        override func dismissalTransitionDidEnd(_ completed: Bool) {
            log.events.append("dismissalTransitionDidEnd(\(completed))")
            if completed { dimming.removeFromSuperview() }
        }

        override func containerViewWillLayoutSubviews() {
            log.events.append("containerViewWillLayoutSubviews")
            presentedView?.frame = frameOfPresentedViewInContainerView
            if let containerView { dimming.frame = containerView.bounds }
        }

        override func containerViewDidLayoutSubviews() {
            log.events.append("containerViewDidLayoutSubviews")
        }
    }

    /// The transitioning delegate that returns the presentation controller and, when asked to, adapts it to
    /// full screen in compact width.
    final class HalfHeightDelegate: UIViewControllerTransitioningDelegate, UIAdaptivePresentationControllerDelegate {
        let log: Log
        var removesPresenter = false
        var adaptsInCompactWidth = false
        var animator: (any UIViewControllerAnimatedTransitioning)?
        private(set) var controller: HalfHeightPresentationController?

        init(log: Log) {
            self.log = log
        }

        func presentationController(
            forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
        ) -> UIPresentationController? {
            log.events.append("presentationController(forPresented:)")
            let controller = HalfHeightPresentationController(
                presented: presented, presenting: presenting, log: log, removesPresenter: removesPresenter)
            if adaptsInCompactWidth { controller.delegate = self }
            self.controller = controller
            return controller
        }

        func animationController(
            forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
        ) -> UIViewControllerAnimatedTransitioning? {
            log.events.append("animationController(forPresented:)")
            return animator
        }

        func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            log.events.append("animationController(forDismissed:)")
            return nil
        }

        func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection)
            -> UIModalPresentationStyle
        {
            traitCollection.horizontalSizeClass == .compact ? .fullScreen : .none
        }
    }

    /// A fade whose duration is not the built-in one, to see the dimming view follow it.
    final class SlowFade: UIViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 2 }

        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            guard let toView = transitionContext.view(forKey: .to) else { return }
            toView.alpha = 0
            transitionContext.containerView.addSubview(toView)
            UIView.animate(
                withDuration: 2, animations: { toView.alpha = 1 },
                completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
        }
    }

    final class Panel: UIViewController {
        let log: Log
        var sizes: [CGSize] = []

        init(log: Log) {
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { nil }

        override func viewWillAppear(_ animated: Bool) { log.events.append("viewWillAppear") }
        override func viewIsAppearing(_ animated: Bool) { log.events.append("viewIsAppearing") }
        override func viewDidAppear(_ animated: Bool) { log.events.append("viewDidAppear") }
        override func viewWillDisappear(_ animated: Bool) { log.events.append("viewWillDisappear") }
        override func viewDidDisappear(_ animated: Bool) { log.events.append("viewDidDisappear") }
        override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
            sizes.append(size)
        }
    }

    final class Presenter: UIViewController {
        var events: [String] = []
        override func viewWillDisappear(_ animated: Bool) { events.append("viewWillDisappear") }
        override func viewDidDisappear(_ animated: Bool) { events.append("viewDidDisappear") }
        override func viewWillAppear(_ animated: Bool) { events.append("viewWillAppear") }
        override func viewDidAppear(_ animated: Bool) { events.append("viewDidAppear") }
    }

    private func present(
        on device: String, orientation: Orientation = .portrait,
        delegate configure: (HalfHeightDelegate) -> Void = { _ in }
    ) throws -> (UIWindow, Presenter, Panel, HalfHeightDelegate, Log) {
        let window = try UIWindow(device: device, orientation: orientation, iOS: 26)
        let root = Presenter()
        window.rootViewController = root
        window.makeKeyAndVisible()
        #expect(root.events == ["viewWillAppear", "viewDidAppear"], "the root appears with the window")
        root.events = []
        let log = Log()
        let delegate = HalfHeightDelegate(log: log)
        configure(delegate)
        let panel = Panel(log: log)
        panel.modalPresentationStyle = .custom
        panel.transitioningDelegate = delegate
        root.present(panel, animated: true) { log.events.append("completion") }
        return (window, root, panel, delegate, log)
    }

    private func frameInWindow(_ controller: UIViewController) -> CGRect {
        controller.view.convert(controller.view.bounds, to: nil)
    }

    @Test func theHalfHeightControllerRunsInUIKitsOrderAndFadesItsDimmingView() throws {
        let (window, root, panel, delegate, log) = try present(on: "iphone-12")
        let controller = try #require(delegate.controller)

        // R81: the presentation controller first, then the animator, then (on the clock) the transition.
        #expect(
            log.events == [
                "presentationController(forPresented:)", "animationController(forPresented:)",
                "presentationTransitionWillBegin", "viewWillAppear", "containerViewWillLayoutSubviews",
                "containerViewDidLayoutSubviews", "viewIsAppearing",
            ])
        #expect(panel.presentationController === controller, "the subclass is the presented controller's")
        #expect(controller.presentingViewController === root)
        #expect(controller.presentedViewController === panel)
        #expect(controller.containerAtWillBegin != nil, "the container is there from presentationTransitionWillBegin")
        #expect(controller.containerView === controller.dimming.superview)
        #expect(controller.traitCollection.horizontalSizeClass == .compact)

        // R103, R113: the dimming view fades with the transition (the built-in 0.4 s slide).
        #expect(controller.dimming.alpha == 1)
        #expect(controller.dimming.layer.presentation()?.opacity == 0)
        window.advance(by: 0.2)
        #expect(controller.dimming.layer.presentation()?.opacity == 0.5)
        window.settle()
        #expect(controller.dimming.layer.presentation()?.opacity == 1)
        #expect(log.events.suffix(3) == ["presentationTransitionDidEnd(true)", "viewDidAppear", "completion"])

        // The app's frameOfPresentedViewInContainerView: the bottom half of the 390 × 844 window.
        #expect(frameInWindow(panel) == CGRect(x: 0, y: 422, width: 390, height: 422))
        #expect(controller.frameOfPresentedViewInContainerView == CGRect(x: 0, y: 422, width: 390, height: 422))
        #expect(root.view.window === window, "the base class keeps the presenter's view (R126)")
        #expect(root.events.isEmpty, "and sends it no appearance callbacks (R102)")

        // R123, Q7: laid out again on rotation, and not during the dismissal.
        log.events = []
        try window.rotate(to: .landscape)
        #expect(log.events == ["containerViewWillLayoutSubviews", "containerViewDidLayoutSubviews"])
        #expect(frameInWindow(panel) == CGRect(x: 0, y: 195, width: 844, height: 195))
        #expect(controller.dimming.frame == CGRect(x: 0, y: 0, width: 844, height: 390))

        log.events = []
        panel.dismiss(animated: true)
        #expect(
            log.events == ["animationController(forDismissed:)", "dismissalTransitionWillBegin", "viewWillDisappear"])
        window.advance(by: 0.2)
        #expect(controller.dimming.layer.presentation()?.opacity == 0.5)
        try window.rotate(to: .portrait)
        window.settle()
        #expect(!log.events.contains("containerViewWillLayoutSubviews"))
        #expect(log.events.suffix(2) == ["dismissalTransitionDidEnd(true)", "viewDidDisappear"])
        #expect(controller.dimming.superview == nil)
        #expect(controller.containerView == nil)
        #expect(root.presentedViewController == nil)
        expectNoHazards(window)
        expectNoExceptions(window)
    }

    @Test func withoutAnimationTheTransitionEndsBeforePresentReturns() throws {
        let window = try UIWindow(device: "iphone-12", iOS: 26)
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let log = Log()
        let delegate = HalfHeightDelegate(log: log)
        let panel = Panel(log: log)
        panel.modalPresentationStyle = .custom
        panel.transitioningDelegate = delegate
        root.present(panel, animated: false)
        let controller = try #require(delegate.controller)
        #expect(log.events.contains("presentationTransitionDidEnd(true)"))
        #expect(controller.dimming.layer.presentation()?.opacity == 1)
        #expect(frameInWindow(panel) == CGRect(x: 0, y: 422, width: 390, height: 422))
        panel.dismiss(animated: false)
        #expect(log.events.last == "viewDidDisappear")
        #expect(controller.dimming.superview == nil)
    }

    @Test func onAnIPadThePanelFollowsSplitViewAndRotation() throws {
        let (window, _, panel, delegate, log) = try present(on: "ipad-air-2", orientation: .landscape)
        window.settle()
        #expect(frameInWindow(panel) == CGRect(x: 0, y: 384, width: 1024, height: 384))

        // A `.custom` presentation does not adapt without a delegate that says so (R125).
        log.events = []
        try window.resize(to: .oneThird)
        #expect(panel.presentationController?.presentationStyle == .custom)
        #expect(panel.presentationController?.adaptivePresentationStyle == .custom)
        #expect(log.events == ["containerViewWillLayoutSubviews", "containerViewDidLayoutSubviews"])
        #expect(frameInWindow(panel) == CGRect(x: 0, y: 384, width: 320, height: 384))

        try window.resize(to: .full)
        try window.rotate(to: .portrait)
        #expect(frameInWindow(panel) == CGRect(x: 0, y: 512, width: 768, height: 512))
        #expect(delegate.controller?.dimming.frame == CGRect(x: 0, y: 0, width: 768, height: 1024))
        expectNoHazards(window)
    }

    @Test func sizeChangesReachThePresentedControllerWithItsChildSize() throws {
        let (window, _, panel, _, _) = try present(on: "iphone-12")
        window.settle()
        // R124: the child size of the 844 × 390 window, which is not the panel's 390 × 422 now.
        try window.rotate(to: .landscape)
        #expect(panel.sizes == [CGSize(width: 844, height: 195)])
    }

    @Test func theDimmingViewFollowsTheAnimatorsDuration() throws {
        let (window, _, panel, delegate, _) = try present(on: "iphone-12") { $0.animator = SlowFade() }
        let controller = try #require(delegate.controller)
        window.advance(by: 1)
        // R113: animated alongside with the animator's 2 s, asked after presentationTransitionWillBegin.
        #expect(controller.dimming.layer.presentation()?.opacity == 0.5)
        #expect(panel.view.layer.presentation()?.opacity == 0.5)
        window.settle()
        #expect(frameInWindow(panel) == CGRect(x: 0, y: 422, width: 390, height: 422))
        expectNoHazards(window)
    }

    @Test func shouldRemovePresentersViewTakesThePresenterOutOfTheWindow() throws {
        let (window, root, panel, delegate, _) = try present(on: "iphone-12") { $0.removesPresenter = true }
        #expect(root.events == ["viewWillDisappear"], "R102: the presenter's views are removed")
        window.settle()
        #expect(root.view.window == nil, "R101: removed once the presentation has played")
        #expect(root.events == ["viewWillDisappear", "viewDidDisappear"])
        #expect(frameInWindow(panel) == CGRect(x: 0, y: 422, width: 390, height: 422))

        panel.dismiss(animated: true)
        window.settle()
        #expect(root.view.window === window)
        #expect(root.events.suffix(2) == ["viewWillAppear", "viewDidAppear"])
        withExtendedLifetime(delegate) { expectNoHazards(window) }
    }

    /// Apple's sample pattern: `presentedView` is a wrapper, made in `presentationTransitionWillBegin`, that
    /// holds the presented controller's view inset by 10 points.
    final class WrappingPresentationController: UIPresentationController {
        var wrapper: UIView?

        override var presentedView: UIView? { wrapper }

        override var frameOfPresentedViewInContainerView: CGRect {
            guard let containerView else { return .zero }
            let bounds = containerView.bounds
            return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
        }

        override func presentationTransitionWillBegin() {
            let wrapper = UIView(frame: frameOfPresentedViewInContainerView)
            wrapper.accessibilityIdentifier = "Wrapper"
            let content = presentedViewController.view!
            content.frame = CGRect(
                x: 10, y: 10, width: wrapper.bounds.width - 20, height: wrapper.bounds.height - 20)
            wrapper.addSubview(content)
            self.wrapper = wrapper
        }

        override func containerViewWillLayoutSubviews() {
            guard let wrapper else { return }
            wrapper.frame = frameOfPresentedViewInContainerView
            presentedViewController.view.frame = CGRect(
                x: 10, y: 10, width: wrapper.bounds.width - 20, height: wrapper.bounds.height - 20)
        }
    }

    /// Adds `view(forKey: .to)` and keeps what it was given.
    final class AddingAnimator: UIViewControllerAnimatedTransitioning {
        var toView: UIView?

        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
            0.5
        }

        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            toView = transitionContext.view(forKey: .to)
            if let toView { transitionContext.containerView.addSubview(toView) }
            UIView.animate(
                withDuration: 0.5, animations: {},
                completion: { _ in transitionContext.completeTransition(true) })
        }
    }

    final class WrappingDelegate: UIViewControllerTransitioningDelegate {
        let animator = AddingAnimator()
        private(set) var controller: WrappingPresentationController?

        func presentationController(
            forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
        ) -> UIPresentationController? {
            let controller = WrappingPresentationController(presentedViewController: presented, presenting: presenting)
            self.controller = controller
            return controller
        }

        func animationController(
            forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
        ) -> UIViewControllerAnimatedTransitioning? { animator }
    }

    @Test func anOverriddenPresentedViewIsWhatTheAnimatorGetsAndWhatIsLaidOut() throws {
        let window = try UIWindow(device: "iphone-12", iOS: 26)
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let delegate = WrappingDelegate()
        let panel = UIViewController()
        panel.modalPresentationStyle = .custom
        panel.transitioningDelegate = delegate
        root.present(panel, animated: true)
        window.settle()
        let wrapper = try #require(delegate.controller?.wrapper)
        // R94: view(forKey: .to) is the presentation controller's presentedView, not the controller's view.
        #expect(delegate.animator.toView === wrapper)
        #expect(panel.view.superview === wrapper)
        #expect(wrapper.convert(wrapper.bounds, to: nil) == CGRect(x: 0, y: 422, width: 390, height: 422))
        #expect(frameInWindow(panel) == CGRect(x: 10, y: 432, width: 370, height: 402))

        try window.rotate(to: .landscape)
        #expect(wrapper.convert(wrapper.bounds, to: nil) == CGRect(x: 0, y: 195, width: 844, height: 195))
        #expect(frameInWindow(panel) == CGRect(x: 10, y: 205, width: 824, height: 175))
        withExtendedLifetime(delegate) { expectNoHazards(window) }
    }

    /// A subclass that adapts by itself in compact width, with no delegate.
    final class SelfAdaptingPresentationController: UIPresentationController {
        var asked: [UIUserInterfaceSizeClass] = []

        override func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
            asked.append(traitCollection.horizontalSizeClass)
            return traitCollection.horizontalSizeClass == .compact ? .overFullScreen : .none
        }
    }

    final class SelfAdaptingDelegate: UIViewControllerTransitioningDelegate {
        private(set) var controller: SelfAdaptingPresentationController?

        func presentationController(
            forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
        ) -> UIPresentationController? {
            let controller = SelfAdaptingPresentationController(
                presentedViewController: presented, presenting: presenting)
            self.controller = controller
            return controller
        }
    }

    @Test func aSubclassThatOverridesAdaptivePresentationStyleAdaptsWithoutADelegate() throws {
        let window = try UIWindow(device: "ipad-air-2", orientation: .landscape, iOS: 26)
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let delegate = SelfAdaptingDelegate()
        let panel = UIViewController()
        panel.modalPresentationStyle = .custom
        panel.transitioningDelegate = delegate
        root.present(panel, animated: true)
        window.settle()
        let controller = try #require(delegate.controller)
        #expect(controller.delegate == nil)
        #expect(controller.adaptivePresentationStyle == .custom)
        try window.resize(to: .oneThird)
        #expect(controller.adaptivePresentationStyle == .overFullScreen, "R125: the subclass's answer")
        try window.resize(to: .full)
        #expect(controller.adaptivePresentationStyle == .custom)
        #expect(controller.asked == [.regular, .compact, .regular])
        expectNoExceptions(window)
    }

    @Test func inACompactSplitViewTheDelegateAdaptsItToFullScreen() throws {
        let (window, _, panel, delegate, log) = try present(on: "ipad-air-2", orientation: .landscape) {
            $0.adaptsInCompactWidth = true
        }
        window.settle()
        let controller = try #require(delegate.controller)
        #expect(controller.delegate === delegate)
        #expect(frameInWindow(panel) == CGRect(x: 0, y: 384, width: 1024, height: 384))

        // R125: adapted while presented, the full-screen controller is in charge: no custom layout.
        log.events = []
        try window.resize(to: .oneThird)
        #expect(panel.presentationController?.adaptivePresentationStyle == .fullScreen)
        #expect(frameInWindow(panel) == CGRect(x: 0, y: 0, width: 320, height: 768))
        #expect(!log.events.contains("containerViewWillLayoutSubviews"))

        // The custom controller is restored when the window goes back (R21).
        try window.resize(to: .full)
        #expect(panel.presentationController?.adaptivePresentationStyle == .custom)
        #expect(log.events.suffix(2) == ["containerViewWillLayoutSubviews", "containerViewDidLayoutSubviews"])
        #expect(frameInWindow(panel) == CGRect(x: 0, y: 384, width: 1024, height: 384))
        expectNoExceptions(window)
    }

    @Test("R125: adapting to full screen and back, the presenter disappears and appears; the calls stay balanced")
    func adaptingToFullScreenKeepsThePresentersCallsBalanced() throws {
        let (window, root, panel, delegate, _) = try present(on: "ipad-air-2", orientation: .landscape) {
            $0.adaptsInCompactWidth = true
        }
        defer { withExtendedLifetime(delegate) {} }
        window.settle()
        #expect(root.events.isEmpty, "the custom controller keeps the presenter's view: no calls")
        try window.resize(to: .oneThird)
        #expect(root.view.window == nil, "full screen removes the presenter's view")
        #expect(root.events == ["viewWillDisappear", "viewDidDisappear"])
        root.events = []
        try window.resize(to: .full)
        #expect(root.view.window === window)
        #expect(root.events == ["viewWillAppear", "viewDidAppear"])
        root.events = []

        try window.resize(to: .oneThird)
        root.events = []
        panel.dismiss(animated: true)
        window.settle()
        #expect(root.events == ["viewWillAppear", "viewDidAppear"], "the dismissal brings it back, once")
        expectNoExceptions(window)
        expectNoHazards(window)
    }
}

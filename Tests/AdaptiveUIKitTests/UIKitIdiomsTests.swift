#if !canImport(UIKit)
    import AdaptivePresentation
    import AdaptivePresentationTesting
    import Testing

    @testable import AdaptiveUIKit

    /// App code written as UIKit tutorials and open-source apps write custom transitions, presentation
    /// controllers and their gestures: NSObject-based animators and delegates, a dimming view in the safe
    /// area, a pan-driven interactive dismissal, the screen, colours, layers and containment.
    @MainActor
    struct UIKitIdiomsTests {
        // MARK: An NSObject animator and delegate

        /// A cross-fade that scales the incoming view up from 90 %, written as most tutorials write it.
        final class ZoomFadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
            let duration: TimeInterval
            var isPresenting = true
            private(set) var endings: [Bool] = []

            init(duration: TimeInterval) {
                self.duration = duration
                super.init()
            }

            override convenience init() {
                self.init(duration: 0.35)
            }

            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
                duration
            }

            func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                let containerView = transitionContext.containerView
                guard let toVC = transitionContext.viewController(forKey: .to),
                    let fromVC = transitionContext.viewController(forKey: .from)
                else { return }
                if isPresenting {
                    let toView = transitionContext.view(forKey: .to) ?? toVC.view!
                    toView.frame = transitionContext.finalFrame(for: toVC)
                    toView.alpha = 0
                    toView.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
                    containerView.addSubview(toView)
                    UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseOut]) {
                        toView.alpha = 1
                        toView.transform = .identity
                    } completion: { _ in
                        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                    }
                } else {
                    let fromView = transitionContext.view(forKey: .from) ?? fromVC.view!
                    UIView.animate(withDuration: duration, delay: 0, options: .curveEaseIn) {
                        fromView.alpha = 0
                    } completion: { finished in
                        let done = !transitionContext.transitionWasCancelled
                        if done { fromView.removeFromSuperview() }
                        transitionContext.completeTransition(done)
                    }
                }
            }

            func animationEnded(_ transitionCompleted: Bool) {
                endings.append(transitionCompleted)
            }
        }

        /// A transitioning delegate that is an NSObject, as app delegates usually are.
        final class ZoomTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
            let animator = ZoomFadeAnimator()

            func animationController(
                forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
            ) -> UIViewControllerAnimatedTransitioning? {
                animator.isPresenting = true
                return animator
            }

            func animationController(forDismissed dismissed: UIViewController)
                -> UIViewControllerAnimatedTransitioning?
            {
                animator.isPresenting = false
                return animator
            }
        }

        func window(_ device: String = "iphone-12", orientation: Orientation = .portrait) throws -> (
            UIWindow, UIViewController
        ) {
            let window = try UIWindow(device: device, orientation: orientation, iOS: 17)
            let root = UIViewController()
            window.rootViewController = root
            window.makeKeyAndVisible()
            return (window, root)
        }

        @Test func anNSObjectAnimatorRunsThePresentationAndTheDismissal() throws {
            let (window, root) = try window()
            let delegate = ZoomTransitioningDelegate()
            let detail = UIViewController()
            detail.modalPresentationStyle = .fullScreen
            detail.transitioningDelegate = delegate
            root.present(detail, animated: true)
            window.advance(by: 0)  // R98: the animator runs on the next run-loop turn.
            #expect(detail.view.layer.presentation()?.opacity == 0)
            #expect(detail.view.layer.presentation()?.affineTransform().a == 0.9)
            window.advance(by: 0.35)
            #expect(detail.view.layer.presentation()?.opacity == 1)
            #expect(delegate.animator.endings == [true])
            #expect(root.presentedViewController === detail)

            detail.dismiss(animated: true)
            window.settle()
            #expect(root.presentedViewController == nil)
            #expect(delegate.animator.endings == [true, true])
            #expect(detail.view.superview == nil, "the animator removed the view")
            expectNoHazards(window)
            expectNoExceptions(window)
        }

        // MARK: A segue that is its own transitioning delegate

        /// A custom segue that presents with its own fade, keeping itself alive as the delegate.
        final class FadeSegue: UIStoryboardSegue, UIViewControllerTransitioningDelegate {
            private var selfRetainer: FadeSegue?

            override func perform() {
                destination.transitioningDelegate = self
                destination.modalPresentationStyle = .overFullScreen
                selfRetainer = self
                source.present(destination, animated: true) { self.selfRetainer = nil }
            }

            func animationController(
                forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
            ) -> UIViewControllerAnimatedTransitioning? {
                ZoomFadeAnimator(duration: 0.5)
            }
        }

        @Test func aSegueThatIsItsOwnDelegatePresentsWithItsAnimator() throws {
            let (window, root) = try window()
            let destination = UIViewController()
            FadeSegue(identifier: "fade", source: root, destination: destination).perform()
            window.advance(by: 0.25)
            let opacity = try #require(destination.view.layer.presentation()?.opacity)
            #expect(opacity > 0 && opacity < 1, "half-way through the segue's fade")
            window.settle()
            #expect(root.presentedViewController === destination)
            #expect(destination.view.layer.presentation()?.opacity == 1)
            expectNoHazards(window)
        }

        // MARK: A dimming presentation controller in the safe area

        /// A card in the safe area below the status bar, over a tappable dimming view.
        final class CardPresentationController: UIPresentationController {
            let dimmingView: UIView = {
                let view = UIView()
                view.backgroundColor = UIColor.black.withAlphaComponent(0.4)
                view.alpha = 0
                view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                return view
            }()
            private(set) var dimmingTaps = 0

            override init(
                presentedViewController: UIViewController, presenting presentingViewController: UIViewController?
            ) {
                super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
                let tap = UITapGestureRecognizer(target: self, action: "dimmingViewTapped:")
                tap.addSimulatedAction { [unowned self] in self.dimmingViewTapped($0) }
                dimmingView.addGestureRecognizer(tap)
            }

            func dimmingViewTapped(_ sender: UIGestureRecognizer) {
                guard sender.state == .ended else { return }
                dimmingTaps += 1
                presentedViewController.dismiss(animated: true)
            }

            override var frameOfPresentedViewInContainerView: CGRect {
                guard let containerView else { return .zero }
                let safe = containerView.bounds.inset(by: containerView.safeAreaInsets)
                let height = safe.height * 0.6
                return CGRect(x: safe.minX, y: safe.maxY - height, width: safe.width, height: height)
            }

            override func presentationTransitionWillBegin() {
                guard let containerView else { return }
                dimmingView.frame = containerView.bounds
                containerView.insertSubview(dimmingView, at: 0)
                presentedView?.layer.cornerRadius = 16
                presentedView?.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
                presentedView?.layer.shadowColor = UIColor.black.cgColor
                presentedView?.layer.shadowOffset = CGSize(width: 0, height: -2)
                presentedView?.layer.shadowRadius = 8
                guard let coordinator = presentedViewController.transitionCoordinator else {
                    dimmingView.alpha = 1
                    return
                }
                coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = 1 })
            }

            override func dismissalTransitionWillBegin() {
                presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
                    self.dimmingView.alpha = 0
                })
            }

            override func dismissalTransitionDidEnd(_ completed: Bool) {
                if completed { dimmingView.removeFromSuperview() }
            }

            override func containerViewWillLayoutSubviews() {
                presentedView?.frame = frameOfPresentedViewInContainerView
            }
        }

        final class CardTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
            private(set) var controller: CardPresentationController?

            func presentationController(
                forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
            ) -> UIPresentationController? {
                let controller = CardPresentationController(presentedViewController: presented, presenting: presenting)
                self.controller = controller
                return controller
            }
        }

        @Test func aCardSitsInTheSafeAreaOverADimmingViewThatDismissesOnTap() throws {
            let (window, root) = try window()
            let delegate = CardTransitioningDelegate()
            let card = UIViewController()
            card.modalPresentationStyle = .custom
            card.transitioningDelegate = delegate
            root.present(card, animated: true)
            window.settle()

            let controller = try #require(delegate.controller)
            let container = try #require(controller.containerView)
            #expect(container.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
            // 844 − 47 − 34 = 763 points of safe area; the card takes the bottom 60 %.
            let frame = card.view.convert(card.view.bounds, to: nil)
            #expect(abs(frame.height - 457.8) < 0.001)
            #expect(abs(frame.maxY - 810) < 0.001, "above the home indicator")
            #expect(card.view.safeAreaInsets.bottom == 0, "the card ends where the safe area does")
            #expect(card.view.safeAreaInsets.top == 0)
            #expect(controller.dimmingView.alpha == 1)
            #expect(controller.dimmingView.backgroundColor == UIColor(white: 0, alpha: 0.4))
            #expect(controller.dimmingView.layer.backgroundColor?.alpha == 0.4, "the layer shares the colour")
            #expect(card.view.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
            #expect(card.view.layer.shadowColor == UIColor.black.cgColor)

            let tap = try #require(controller.dimmingView.gestureRecognizers?.first as? UITapGestureRecognizer)
            #expect(tap.view === controller.dimmingView)
            #expect(tap.targetActions == ["dimmingViewTapped:"])
            tap.simulate(.ended, at: CGPoint(x: 100, y: 100))
            #expect(tap.location(in: controller.dimmingView) == CGPoint(x: 100, y: 100))
            #expect(controller.dimmingTaps == 1)
            window.settle()
            #expect(root.presentedViewController == nil)
            #expect(controller.dimmingView.superview == nil)
            expectNoHazards(window)
        }

        @Test func theSafeAreaFollowsTheDeviceAndOrientation() throws {
            let (landscape, _) = try window(orientation: .landscape)
            #expect(landscape.safeAreaInsets == UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
            let (pad, _) = try window("ipad-pro-11", orientation: .landscape)
            #expect(pad.safeAreaInsets == UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
            let (homeButton, _) = try window("iphone-se-1")
            #expect(homeButton.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))

            let banner = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
            #expect(banner.safeAreaInsets == .zero, "outside a window")
            homeButton.addSubview(banner)
            #expect(banner.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
            banner.frame.origin.y = 10
            #expect(banner.safeAreaInsets.top == 10)
            banner.frame.origin.y = 200
            #expect(banner.safeAreaInsets == .zero)
        }

        @Test func rectanglesInsetByEdgeInsets() {
            let rect = CGRect(x: 10, y: 20, width: 100, height: 50)
            #expect(
                rect.inset(by: UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 20))
                    == CGRect(x: 20, y: 25, width: 70, height: 30))
            #expect(rect.inset(by: .zero) == rect)
            #expect(rect.inset(by: UIEdgeInsets(top: -5, left: 0, bottom: 0, right: 0)).minY == 15)
            #expect(rect.inset(by: UIEdgeInsets(top: 40, left: 0, bottom: 40, right: 0)).isNull)
        }

        // MARK: A pan-driven interactive dismissal

        /// Slides the presented view down; linear, so that the finger and the view move together.
        final class SlideDownAnimator: NSObject, UIViewControllerAnimatedTransitioning {
            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
                0.3
            }

            func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                guard let fromView = transitionContext.view(forKey: .from) else { return }
                let container = transitionContext.containerView
                let start = fromView.frame
                UIView.animate(
                    withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveLinear
                ) {
                    fromView.frame.origin.y = container.bounds.height
                } completion: { _ in
                    // Without this the simulation reports F8: a cancelled swipe leaves the view off screen.
                    if transitionContext.transitionWasCancelled { fromView.frame = start }
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                }
            }
        }

        /// The interaction controller: a pan on the presented view drives the dismissal.
        final class SwipeDownInteractor: UIPercentDrivenInteractiveTransition {
            private(set) var interactionInProgress = false
            private weak var viewController: UIViewController?
            let pan = UIPanGestureRecognizer(target: nil, action: nil)

            func attach(to viewController: UIViewController) {
                self.viewController = viewController
                pan.addTarget(self, action: "handlePan:")
                pan.addSimulatedAction { [unowned self] in self.handlePan($0 as! UIPanGestureRecognizer) }
                viewController.view.addGestureRecognizer(pan)
            }

            func handlePan(_ gesture: UIPanGestureRecognizer) {
                guard let view = gesture.view, let superview = view.superview else { return }
                let translation = gesture.translation(in: superview)
                let progress = min(max(translation.y / view.bounds.height, 0), 1)
                switch gesture.state {
                case .began:
                    interactionInProgress = true
                    viewController?.dismiss(animated: true)
                case .changed:
                    update(progress)
                case .ended:
                    interactionInProgress = false
                    if progress > 0.5 || gesture.velocity(in: superview).y > 1000 { finish() } else { cancel() }
                case .cancelled:
                    interactionInProgress = false
                    cancel()
                default:
                    break
                }
            }
        }

        final class SwipeDismissalDelegate: NSObject, UIViewControllerTransitioningDelegate {
            let interactor = SwipeDownInteractor()

            func animationController(forDismissed dismissed: UIViewController)
                -> UIViewControllerAnimatedTransitioning?
            {
                SlideDownAnimator()
            }

            func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
                -> UIViewControllerInteractiveTransitioning?
            {
                interactor.interactionInProgress ? interactor : nil
            }
        }

        func swipeable() throws -> (UIWindow, UIViewController, UIViewController, SwipeDismissalDelegate) {
            let (window, root) = try window()
            let delegate = SwipeDismissalDelegate()
            let sheet = UIViewController()
            sheet.modalPresentationStyle = .fullScreen
            sheet.transitioningDelegate = delegate
            root.present(sheet, animated: true)
            window.settle()
            delegate.interactor.attach(to: sheet)
            return (window, root, sheet, delegate)
        }

        @Test func aPanPastHalfwayDismisses() throws {
            let (window, root, sheet, delegate) = try swipeable()
            let pan = delegate.interactor.pan
            #expect(sheet.view.gestureRecognizers?.count == 1)
            pan.simulate(.began, translation: .zero)
            #expect(sheet.isBeingDismissed)
            pan.simulate(.changed, translation: CGPoint(x: 5, y: 211))
            #expect(delegate.interactor.percentComplete == 0.25)
            #expect(sheet.view.layer.presentation()?.frame.minY == 211, "the view follows the finger")
            pan.simulate(.changed, translation: CGPoint(x: 5, y: 506.4))
            pan.simulate(.ended, translation: CGPoint(x: 5, y: 506.4))
            window.settle()
            #expect(root.presentedViewController == nil)
            expectNoHazards(window)
        }

        @Test func aShortSlowPanCancelsAndAFlickFinishes() throws {
            let (window, root, sheet, delegate) = try swipeable()
            let pan = delegate.interactor.pan
            pan.simulate(.began, translation: .zero)
            pan.simulate(.changed, translation: CGPoint(x: 0, y: 100))
            pan.simulate(.ended, translation: CGPoint(x: 0, y: 100), velocity: CGPoint(x: 0, y: 200))
            window.settle()
            #expect(root.presentedViewController === sheet, "cancelled: still presented")
            #expect(sheet.view.frame.minY == 0)

            pan.simulate(.began, translation: .zero)
            pan.simulate(.changed, translation: CGPoint(x: 0, y: 100))
            pan.simulate(.ended, translation: CGPoint(x: 0, y: 100), velocity: CGPoint(x: 0, y: 1500))
            window.settle()
            #expect(root.presentedViewController == nil, "a flick dismisses")
            expectNoHazards(window)
        }

        @Test func panTranslationsAreInTheAskedViewsCoordinates() throws {
            let (window, _) = try window()
            let scaled = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
            window.addSubview(scaled)
            let pan = UIPanGestureRecognizer(target: nil, action: nil)
            scaled.addGestureRecognizer(pan)
            pan.simulate(.changed, translation: CGPoint(x: 40, y: -20), velocity: CGPoint(x: 400, y: 0))
            #expect(pan.translation(in: nil) == CGPoint(x: 40, y: -20))
            #expect(pan.translation(in: scaled) == CGPoint(x: 20, y: -10))
            #expect(pan.velocity(in: scaled) == CGPoint(x: 200, y: 0))
            pan.setTranslation(.zero, in: scaled)
            #expect(pan.translation(in: window) == .zero)
            pan.setTranslation(CGPoint(x: 10, y: 0), in: scaled)
            #expect(pan.translation(in: window) == CGPoint(x: 20, y: 0))

            let other = UIView()
            other.addGestureRecognizer(pan)
            #expect(scaled.gestureRecognizers == nil, "a recognizer is on one view at a time")
            #expect(pan.view === other)
        }

        /// Refuses every gesture, as an app does while a transition runs.
        final class Refuser: NSObject, UIGestureRecognizerDelegate {
            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
        }

        @Test func aDelegateThatRefusesFailsTheGestureAndDisabledRecognizersIgnoreIt() {
            let edge = UIScreenEdgePanGestureRecognizer(target: nil, action: nil)
            edge.edges = .left
            var calls = 0
            edge.addSimulatedAction { _ in calls += 1 }
            let refuser = Refuser()
            edge.delegate = refuser
            edge.simulate(.began, translation: CGPoint(x: 10, y: 0))
            #expect(edge.state == .failed)
            #expect(calls == 0)
            edge.delegate = nil
            edge.simulate(.began, translation: .zero)
            #expect(edge.state == .began)
            #expect(calls == 1)
            edge.isEnabled = false
            edge.simulate(.ended, translation: .zero)
            #expect(edge.state == .began)
            #expect(calls == 1)
            #expect(edge.edges.contains(.left) && !edge.edges.contains(.right))
        }

        // MARK: Screen, colours, layers

        @Test func theMainScreenIsTheNewestWindowsDevice() throws {
            let (window, _) = try window()
            #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 390, height: 844))
            #expect(UIScreen.main.scale == 3)
            #expect(UIScreen.main.nativeBounds.size == CGSize(width: 1170, height: 2532))
            #expect(window.screen.bounds.width == 390)
            try window.rotate(to: .landscape)
            #expect(UIScreen.main.bounds.size == CGSize(width: 844, height: 390))
            let (pad, _) = try self.window("ipad-pro-11")
            #expect(UIScreen.main.scale == 2)
            #expect(UIScreen.main.bounds.width == pad.bounds.width)
        }

        @Test func coloursConvertAndLayersKeepTheirAppearance() {
            let dim = UIColor.black.withAlphaComponent(0.5)
            #expect(dim.alpha == 0.5 && dim.red == 0)
            #expect(UIColor(cgColor: dim.cgColor) == dim)
            #expect(UIColor.systemRed != UIColor.systemGray)
            #expect(UIColor.separator.alpha < 1)
            var red: CGFloat = 0
            var alpha: CGFloat = 0
            #expect(UIColor.systemGroupedBackground.getRed(&red, green: nil, blue: nil, alpha: &alpha))
            #expect(red == 0.95 && alpha == 1)

            let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            card.layer.backgroundColor = UIColor.darkGray.cgColor
            #expect(card.backgroundColor == .darkGray, "a view and its layer share the background colour")
            card.backgroundColor = .lightGray
            #expect(card.layer.backgroundColor == UIColor.lightGray.cgColor)
            card.layer.borderColor = UIColor.separator.cgColor
            card.layer.borderWidth = 1
            #expect(card.layer.borderColor?.alpha == UIColor.separator.alpha)
            #expect(card.layer.shadowOffset == CGSize(width: 0, height: -3), "Core Animation's default")
            #expect(card.layer.shadowRadius == 3)
            card.isOpaque = false
            card.layoutMargins = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
            #expect(!card.isOpaque && card.layoutMargins.left == 20)
            #expect(UIView().layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        }

        // MARK: A card flip in perspective, a blurred background

        /// Flips the presented view in from edge-on, with perspective, as card-flip tutorials do.
        final class FlipAnimator: NSObject, UIViewControllerAnimatedTransitioning {
            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
                1
            }

            func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                guard let toView = transitionContext.view(forKey: .to) else { return }
                transitionContext.containerView.addSubview(toView)
                var perspective = CATransform3DIdentity
                perspective.m34 = -1 / 500
                toView.layer.transform = CATransform3DRotate(perspective, .pi / 2, 0, 1, 0)
                UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
                    toView.layer.transform = CATransform3DIdentity
                } completion: { _ in
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                }
            }
        }

        /// A presentation controller that blurs what is behind the presented view.
        final class BlurPresentationController: UIPresentationController {
            let blurView = UIVisualEffectView(effect: nil)

            override func presentationTransitionWillBegin() {
                guard let containerView else { return }
                blurView.frame = containerView.bounds
                containerView.insertSubview(blurView, at: 0)
                presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
                    self.blurView.effect = UIBlurEffect(style: .systemThinMaterial)
                })
            }
        }

        final class FlipDelegate: NSObject, UIViewControllerTransitioningDelegate {
            private(set) var blur: BlurPresentationController?

            func animationController(
                forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
            ) -> UIViewControllerAnimatedTransitioning? {
                FlipAnimator()
            }

            func presentationController(
                forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
            ) -> UIPresentationController? {
                let controller = BlurPresentationController(
                    presentedViewController: presented, presenting: presenting)
                blur = controller
                return controller
            }
        }

        @Test func aFlipInPerspectiveShowsItsFlatProjectionOverABlur() throws {
            let (window, root) = try window()
            let delegate = FlipDelegate()
            let card = UIViewController()
            card.modalPresentationStyle = .custom
            card.transitioningDelegate = delegate
            root.present(card, animated: true)
            window.advance(by: 0)  // R98: the animator runs on the next run-loop turn.
            #expect(
                CATransform3DIsIdentity(card.view.layer.transform), "the model takes the end value at once")
            let start = try #require(card.view.layer.presentation()?.affineTransform())
            #expect(abs(start.a) < 1e-9, "edge-on: no width")
            window.advance(by: 0.5)
            let halfway = try #require(card.view.layer.presentation()?.affineTransform().a)
            #expect(halfway > 0.4 && halfway < 0.6)
            window.settle()
            #expect(card.view.layer.presentation()?.affineTransform() == .identity)
            #expect(root.presentedViewController === card)

            let blur = try #require(delegate.blur?.blurView)
            #expect((blur.effect as? UIBlurEffect)?.style == .systemThinMaterial)
            #expect(blur.superview === delegate.blur?.containerView)
            #expect(blur.contentView.superview === blur)
            #expect(blur.contentView.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
            expectNoHazards(window)
        }

        @Test func threeDimensionalTransformsKeepDepthAndAffinePartsTogether() {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            var perspective = CATransform3DIdentity
            perspective.m34 = -1 / 500
            let flipped = CATransform3DRotate(perspective, .pi, 0, 1, 0)
            view.layer.transform = flipped
            #expect(CATransform3DEqualToTransform(view.layer.transform, flipped), "the depth the app set")
            #expect(view.layer.transform.m34 != 0)
            #expect(!CATransform3DIsAffine(view.layer.transform))
            #expect(abs(view.transform.a + 1) < 1e-9, "the view shows the flat projection: mirrored")
            view.transform = CGAffineTransform(scaleX: 2, y: 2)
            #expect(
                CATransform3DEqualToTransform(view.layer.transform, CATransform3DMakeScale(2, 2, 1)),
                "the view's transform replaced it")
            view.layer.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
            let quarter = view.layer.affineTransform()
            let expected = CGAffineTransform(rotationAngle: .pi / 2)
            #expect(abs(quarter.b - expected.b) < 1e-9 && abs(quarter.c - expected.c) < 1e-9)
            #expect(
                CATransform3DEqualToTransform(
                    CATransform3DConcat(CATransform3DMakeScale(2, 2, 1), CATransform3DMakeTranslation(10, 0, 0)),
                    CATransform3DTranslate(CATransform3DMakeScale(2, 2, 1), 5, 0, 0)),
                "translating a scale moves by the scaled distance")
            view.layer.cornerCurve = .continuous
            #expect(view.layer.cornerCurve == .continuous)
            let snapshot = view.resizableSnapshotView(
                from: CGRect(x: 10, y: 10, width: 30, height: 40), afterScreenUpdates: false, withCapInsets: .zero)
            #expect(snapshot?.bounds.size == CGSize(width: 30, height: 40))
            #expect(snapshot?.superview == nil)
        }

        /// Turns off the back swipe while a custom interaction runs, as apps with their own pop do.
        final class ListViewController: UIViewController, UIGestureRecognizerDelegate {
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationController?.interactivePopGestureRecognizer?.delegate = self
            }

            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
                (navigationController?.viewControllers.count ?? 0) > 1
            }
        }

        @Test func theBackSwipeIsOnTheNavigationViewAndAsksItsDelegate() throws {
            let (window, _) = try window()
            let list = ListViewController()
            let navigation = UINavigationController(rootViewController: list)
            window.rootViewController = navigation
            _ = list.view
            let swipe = try #require(navigation.interactivePopGestureRecognizer as? UIScreenEdgePanGestureRecognizer)
            #expect(swipe.edges == .left)
            #expect(swipe.view === navigation.view)
            #expect(swipe.delegate === list)
            swipe.simulate(.began, translation: .zero)
            #expect(swipe.state == .failed, "the delegate refuses with one controller in the stack")
        }

        // MARK: A card that follows its content's preferred size

        /// A bottom card as tall as the presented controller's preferred content size, resized when it
        /// changes, dimming the presenter's tint while it is up.
        final class FittingCardPresentationController: UIPresentationController {
            private(set) var sizeChanges = 0

            override func size(
                forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize
            ) -> CGSize {
                CGSize(width: parentSize.width, height: min(container.preferredContentSize.height, parentSize.height))
            }

            override var frameOfPresentedViewInContainerView: CGRect {
                guard let containerView else { return .zero }
                let size = size(
                    forChildContentContainer: presentedViewController,
                    withParentContainerSize: containerView.bounds.size)
                return CGRect(origin: CGPoint(x: 0, y: containerView.bounds.height - size.height), size: size)
            }

            override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
                super.preferredContentSizeDidChange(forChildContentContainer: container)
                sizeChanges += 1
                presentedView?.frame = frameOfPresentedViewInContainerView
            }

            override func presentationTransitionWillBegin() {
                presentingViewController.view.tintAdjustmentMode = .dimmed
            }

            override func dismissalTransitionDidEnd(_ completed: Bool) {
                if completed { presentingViewController.view.tintAdjustmentMode = .automatic }
            }
        }

        final class FittingCardDelegate: NSObject, UIViewControllerTransitioningDelegate {
            private(set) var controller: FittingCardPresentationController?

            func presentationController(
                forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
            ) -> UIPresentationController? {
                let controller = FittingCardPresentationController(
                    presentedViewController: presented, presenting: presenting)
                self.controller = controller
                return controller
            }
        }

        @Test func aCardResizesWhenItsContentAsksForAnotherSize() throws {
            let (window, root) = try window()
            let delegate = FittingCardDelegate()
            let card = UIViewController()
            card.preferredContentSize = CGSize(width: 0, height: 300)
            card.modalPresentationStyle = .custom
            card.transitioningDelegate = delegate
            root.present(card, animated: true)
            window.settle()
            let controller = try #require(delegate.controller)
            #expect(card.view.convert(card.view.bounds, to: nil) == CGRect(x: 0, y: 544, width: 390, height: 300))
            #expect(root.view.tintAdjustmentMode == .dimmed)
            #expect(controller.sizeChanges == 0, "setting it before presenting tells no one")

            card.preferredContentSize = CGSize(width: 0, height: 500)
            #expect(controller.sizeChanges == 1)
            #expect(card.view.convert(card.view.bounds, to: nil) == CGRect(x: 0, y: 344, width: 390, height: 500))
            card.preferredContentSize = CGSize(width: 0, height: 500)
            #expect(controller.sizeChanges == 1, "the same size is no change")

            card.dismiss(animated: true)
            window.settle()
            #expect(root.view.tintAdjustmentMode == .automatic)
            card.preferredContentSize = CGSize(width: 0, height: 200)
            #expect(controller.sizeChanges == 1, "no longer presented")
            expectNoHazards(window)
        }

        @Test func theApplicationListsTheWindowsAndTheKeyOnesStatusBar() throws {
            let (phone, _) = try window()
            #expect(UIApplication.shared.windows.contains { $0 === phone })
            #expect(UIApplication.shared.keyWindow === phone)
            #expect(UIApplication.shared.statusBarFrame == CGRect(x: 0, y: 0, width: 390, height: 47))
            let unkeyed = try UIWindow(device: "ipad-pro-11", iOS: 17)
            #expect(UIApplication.shared.keyWindow === phone, "made but not key")
            unkeyed.makeKeyAndVisible()
            #expect(UIApplication.shared.keyWindow === unkeyed)
            #expect(UIApplication.shared.statusBarFrame.height == 24)
            #expect(!phone.isKeyWindow, "the phone's window resigned")
            phone.makeKeyAndVisible()
            #expect(UIApplication.shared.keyWindow === phone && !unkeyed.isKeyWindow)
        }

        // MARK: Pinch and swipe to dismiss a photo, with haptics

        /// A photo viewer: pinching in below 70 % or swiping down dismisses it with a tap of feedback.
        final class PhotoViewController: UIViewController {
            let haptics = UIImpactFeedbackGenerator(style: .light)
            let pinch = UIPinchGestureRecognizer(target: nil, action: nil)
            let swipe = UISwipeGestureRecognizer(target: nil, action: nil)
            let press = UILongPressGestureRecognizer(target: nil, action: nil)

            override func viewDidLoad() {
                super.viewDidLoad()
                pinch.addSimulatedAction { [unowned self] in self.handlePinch($0 as! UIPinchGestureRecognizer) }
                swipe.direction = .down
                swipe.addSimulatedAction { [unowned self] _ in self.handleSwipe() }
                press.minimumPressDuration = 0.3
                for recognizer in [pinch, swipe, press] { view.addGestureRecognizer(recognizer) }
            }

            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                view.layer.shadowPath = UIBezierPath(roundedRect: view.bounds, cornerRadius: 12).cgPath
            }

            func handlePinch(_ gesture: UIPinchGestureRecognizer) {
                switch gesture.state {
                case .began:
                    haptics.prepare()
                case .changed:
                    view.transform = CGAffineTransform(scaleX: gesture.scale, y: gesture.scale)
                case .ended where gesture.scale < 0.7:
                    haptics.impactOccurred()
                    dismiss(animated: true)
                default:
                    UIView.animate(withDuration: 0.2) { self.view.transform = .identity }
                }
            }

            func handleSwipe() {
                guard swipe.state == .ended else { return }
                haptics.impactOccurred(intensity: 0.5)
                dismiss(animated: true)
            }
        }

        @Test func aPinchBelowTheThresholdDismissesWithAnImpact() throws {
            let (window, root) = try window()
            let photo = PhotoViewController()
            root.present(photo, animated: false)
            #expect(photo.view.gestureRecognizers?.count == 3)
            #expect(photo.press.minimumPressDuration == 0.3)
            #expect(photo.view.layer.shadowPath?.boundingBox == photo.view.bounds)

            photo.pinch.simulate(.began, scale: 1)
            photo.pinch.simulate(.changed, scale: 0.8, velocity: -0.5)
            #expect(photo.view.transform == CGAffineTransform(scaleX: 0.8, y: 0.8))
            #expect(photo.pinch.velocity == -0.5)
            photo.pinch.simulate(.ended, scale: 0.8)
            window.settle()
            #expect(photo.view.transform == .identity, "not far enough: it springs back")
            #expect(root.presentedViewController === photo)

            photo.pinch.simulate(.began, scale: 1)
            photo.pinch.simulate(.ended, scale: 0.6)
            window.settle()
            #expect(root.presentedViewController == nil)
            #expect(photo.haptics.preparations == 2)
            #expect(photo.haptics.intensities == [1])
        }

        @Test func aSwipeDownDismissesWithAHalfImpact() throws {
            let (window, root) = try window()
            let photo = PhotoViewController()
            root.present(photo, animated: false)
            #expect(photo.swipe.direction == .down)
            photo.swipe.simulate(.ended, at: CGPoint(x: 200, y: 600))
            window.settle()
            #expect(root.presentedViewController == nil)
            #expect(photo.haptics.intensities == [0.5] && photo.haptics.occurrences == 1)

            let outcome = UINotificationFeedbackGenerator()
            outcome.notificationOccurred(.success)
            let selection = UISelectionFeedbackGenerator()
            selection.selectionChanged()
            #expect(outcome.notifications == [.success] && selection.occurrences == 1)
            let rounded = UIBezierPath(
                roundedRect: CGRect(x: 0, y: 0, width: 100, height: 50), byRoundingCorners: [.topLeft, .topRight],
                cornerRadii: CGSize(width: 8, height: 8))
            rounded.apply(CGAffineTransform(translationX: 10, y: 0))
            #expect(rounded.bounds == CGRect(x: 10, y: 0, width: 100, height: 50))
        }

        @Test func dynamicColoursResolveForTheControllersAppearance() throws {
            let (_, root) = try window()
            let dimming = UIColor { traits in
                traits.userInterfaceStyle == .dark ? UIColor(white: 1, alpha: 0.2) : UIColor(white: 0, alpha: 0.4)
            }
            #expect(root.traitCollection.userInterfaceStyle == .light, "the simulation's windows are light")
            #expect(dimming.resolvedColor(with: root.traitCollection) == UIColor(white: 0, alpha: 0.4))
            #expect(dimming.alpha == 0.4, "a dynamic colour's own components are the light ones")

            let child = UIViewController()
            root.addChild(child)
            root.overrideUserInterfaceStyle = .dark
            #expect(child.traitCollection.userInterfaceStyle == .dark, "the container's override reaches its child")
            #expect(child.traitCollection.horizontalSizeClass == .compact)
            let resolved = dimming.withAlphaComponent(0.5).resolvedColor(with: child.traitCollection)
            #expect(resolved == UIColor(white: 1, alpha: 0.5))
            #expect(UITraitCollection(userInterfaceStyle: .dark) != UITraitCollection(userInterfaceStyle: .light))
            #expect(child.traitCollection.containsTraits(in: UITraitCollection(userInterfaceStyle: .dark)))

            let orange = UIColor(hue: 30.0 / 360, saturation: 1, brightness: 1, alpha: 1)
            #expect(orange.red == 1 && orange.green == 0.5 && orange.blue == 0)
        }

        // MARK: Navigation bar, status bar and containment

        final class DarkCardViewController: UIViewController {
            var moves: [String] = []
            override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
            override var prefersStatusBarHidden: Bool { true }
            override func willMove(toParent parent: UIViewController?) {
                super.willMove(toParent: parent)
                moves.append("willMove(\(parent == nil ? "nil" : "parent"))")
            }
            override func didMove(toParent parent: UIViewController?) {
                super.didMove(toParent: parent)
                moves.append("didMove(\(parent == nil ? "nil" : "parent"))")
            }
        }

        @Test func aNavigationControllerHidesItsBarAndControllersKeepTheirStatusBarWishes() throws {
            let (window, root) = try window()
            let card = DarkCardViewController()
            let navigation = UINavigationController(rootViewController: card)
            navigation.setNavigationBarHidden(true, animated: false)
            #expect(navigation.isNavigationBarHidden)
            #expect(navigation.navigationBar.isHidden)
            navigation.navigationBar.prefersLargeTitles = true
            navigation.isNavigationBarHidden = false
            #expect(!navigation.navigationBar.isHidden)
            card.navigationItem.rightBarButtonItem = UIBarButtonItem(
                barButtonSystemItem: .done, target: card, action: "done:")
            #expect(card.navigationItem.rightBarButtonItem?.systemItem == .done)

            navigation.modalPresentationStyle = .overFullScreen
            navigation.modalPresentationCapturesStatusBarAppearance = true
            navigation.overrideUserInterfaceStyle = .dark
            root.present(navigation, animated: true)
            window.settle()
            #expect(card.preferredStatusBarStyle == .lightContent && card.prefersStatusBarHidden)
            card.setNeedsStatusBarAppearanceUpdate()
            #expect(card.statusBarAppearanceUpdates == 1)
            #expect(navigation.modalPresentationCapturesStatusBarAppearance)
            #expect(navigation.overrideUserInterfaceStyle == .dark)
        }

        @Test func aCustomContainerAddsAndRemovesAChild() throws {
            let (window, root) = try window()
            let child = DarkCardViewController()
            root.addChild(child)
            child.view.frame = root.view.bounds.inset(by: root.view.safeAreaInsets)
            root.view.addSubview(child.view)
            child.didMove(toParent: root)
            #expect(child.parent === root)
            #expect(root.children.count == 1 && root.children.first === child)
            #expect(child.moves == ["willMove(parent)", "didMove(parent)"])
            #expect(child.view.window === window)
            #expect(child.view.safeAreaInsets == .zero, "already inside the safe area")

            let sheet = UIViewController()
            child.present(sheet, animated: false)
            #expect(sheet.presentingViewController === root, "a child presents from its container")

            sheet.dismiss(animated: false)
            child.willMove(toParent: nil)
            child.view.removeFromSuperview()
            child.removeFromParent()
            #expect(child.parent == nil && root.children.isEmpty)
            #expect(child.moves.suffix(2) == ["willMove(nil)", "didMove(nil)"])
            expectNoExceptions(window)
        }
    }
#endif

// On iOS the example's files compile against UIKit itself, so these replays run where UIKit is absent.
#if !canImport(UIKit)
    import AdaptivePresentation
    import AdaptivePresentationTesting
    import Foundation
    import AdaptiveUIKit
    import Testing

    @testable import PamperedPets

    /// The chapter's animated segues (Examples/PamperedPets), compiled unchanged against AdaptiveUIKit and
    /// played on the window's virtual clock through the app's Main.storyboard. The expected values are those
    /// of the scenario files `scenarios/transitions/*.yaml`, which describe the same segues as data.
    @MainActor
    struct AnimatedSegueTests {
        /// Registers the app's classes. Called right before a storyboard is read, in the same synchronous test
        /// body: other suites register classes of the same names (CustomSegueTests.FadeSegue), and a suite's
        /// `init` may run before another suite's test.
        func registerAppClasses() {
            UIStoryboard.register(
                AnimalsViewController.self, AnimalDetailViewController.self, AnimalPhotoViewController.self,
                VetViewController.self, VetSegue.self, FadeSegue.self, ScaleSegue.self, DropSegue.self,
                SwipeSegue.self)
            UIStoryboard.registerUnwindAction(
                "unwindToAnimalDetailViewController:", for: AnimalDetailViewController.self,
                perform: AnimalDetailViewController.unwindToAnimalDetailViewController)
        }

        /// The example app's folder, standing for its bundle.
        static let appBundle = Bundle(
            path: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("Examples/PamperedPets").path)

        /// The detail of the first pet as the window's root, as in the scenario files.
        func detail(on device: String, iOS: Int) throws -> (UIWindow, AnimalDetailViewController) {
            registerAppClasses()
            let window = try UIWindow(device: device, iOS: iOS)
            let storyboard = UIStoryboard(name: "Main", bundle: Self.appBundle)
            let scene = storyboard.instantiateViewController(withIdentifier: "AnimalDetailViewController")
            let detail = try #require(scene as? AnimalDetailViewController)
            detail.pet = Pet.all[0]
            window.rootViewController = detail
            window.makeKeyAndVisible()
            return (window, detail)
        }

        /// The detail shown from the pet list, inside the app's navigation controller.
        func detailInNavigation(on device: String, iOS: Int) throws -> (UIWindow, AnimalDetailViewController) {
            registerAppClasses()
            let window = try UIWindow(device: device, iOS: iOS)
            window.rootViewController = UIStoryboard(name: "Main", bundle: Self.appBundle)
                .instantiateInitialViewController()
            window.makeKeyAndVisible()
            let navigation = try #require(window.rootViewController as? UINavigationController)
            let animals = try #require(navigation.topViewController as? AnimalsViewController)
            animals.select(Pet.all[0])
            window.settle()
            let detail = try #require(navigation.topViewController as? AnimalDetailViewController)
            return (window, detail)
        }

        /// The photo's frame in the window.
        func thumbnailFrame(_ detail: AnimalDetailViewController) -> CGRect {
            detail.photoView.convert(detail.photoView.bounds, to: nil)
        }

        /// The frame the window shows for `view` now, in window coordinates.
        func shownFrame(_ view: UIView?) -> CGRect? {
            guard let view, let frame = view.layer.presentation()?.frame else { return nil }
            return view.superview?.convert(frame, to: nil) ?? frame
        }

        // MARK: FadeSegue

        @Test(arguments: [9, 26])
        func fadeSegueFadesThePhotoInOnIPhoneAndTheUnwindFadesItOut(iOS: Int) throws {
            let (window, detail) = try detail(on: "iphone-8", iOS: iOS)
            detail.performSegue(withIdentifier: "FadePhoto", sender: nil)
            let photo = try #require(detail.presentedViewController as? AnimalPhotoViewController)
            // iOS 9: the form sheet adapts to full screen, and the to-view is the photo's own view (R94). From
            // iOS 13 it is a card sheet, whose wrapper fades.
            let faded = try #require(iOS < 13 ? photo.view : photo.view.superview)

            window.advance(by: 1)
            #expect(faded.layer.presentation()?.opacity == 0.5, "half way through the 2 s fade")
            #expect(detail.view.layer.presentation()?.opacity == 1, "the presenter does not fade")
            #expect(photo.isBeingPresented)
            window.settle()
            #expect(!photo.isBeingPresented)
            #expect(faded.layer.presentation()?.opacity == 1)
            #expect((detail.view.window == nil) == (iOS < 13), "full screen removed the presenter's view (R101)")

            // The retained segue answers the dismissal too (R86): the unwind fades out (S4).
            try window.simulation.unwind(
                "unwindToAnimalDetailViewController:", from: window.simulation.visibleViewController)
            window.advance(by: 1)
            #expect(faded.layer.presentation()?.opacity == 0.5)
            #expect(detail.view.window === window, "put back below the photo (S19)")
            #expect(detail.presentedViewController === photo, "dismissed only when the animation is over")
            window.settle()
            #expect(detail.presentedViewController == nil)
            #expect(detail.lastUnwoundFrom === photo)
            #expect(detail.view.window === window)
            #expect(detail.view.alpha == 1)
            expectNoHazards(window)
            expectNoExceptions(window)
        }

        @Test(arguments: [9, 26])
        func fadeSegueFadesTheFormSheetWrapperOnIPad(iOS: Int) throws {
            let (window, detail) = try detail(on: "ipad-air-2", iOS: iOS)
            detail.performSegue(withIdentifier: "FadePhoto", sender: nil)
            let photo = try #require(detail.presentedViewController as? AnimalPhotoViewController)
            let wrapper = try #require(photo.view.superview, "a form sheet wraps the photo's view (R94)")

            window.advance(by: 1)
            #expect(wrapper.layer.presentation()?.opacity == 0.5)
            #expect(photo.view.layer.presentation()?.opacity == 1, "the wrapper fades, not the view inside")
            window.settle()
            #expect(detail.view.window === window, "a form sheet leaves the presenter in the window")

            photo.dismiss(animated: true)
            window.advance(by: 1)
            #expect(wrapper.layer.presentation()?.opacity == 0.5, "no to-view to insert: the presenter stayed")
            window.settle()
            #expect(detail.presentedViewController == nil)
            expectNoHazards(window)
            expectNoExceptions(window)
        }

        @Test(arguments: ["iphone-8", "ipad-air-2"])
        func onIOS8TheFadeSegueIsReleasedAndTheDismissalFallsBack(device: String) throws {
            let (window, detail) = try detail(on: device, iOS: 8)
            detail.performSegue(withIdentifier: "FadePhoto", sender: nil)
            let photo = try #require(detail.presentedViewController as? AnimalPhotoViewController)
            let faded = try #require(device == "iphone-8" ? photo.view : photo.view.superview)
            window.advance(by: 1)
            #expect(faded.layer.presentation()?.opacity == 0.5, "asked while perform() ran: the fade plays")
            window.settle()
            #expect(photo.transitioningDelegate == nil, "the weak delegate died with the segue (R86)")
            expectNoHazards(window)

            photo.dismiss(animated: true)
            window.advance(by: 0.2)
            // The built-in Cover Vertical slide (0.4 s here), half way down, not a fade.
            #expect(faded.layer.presentation()?.opacity == 1)
            let frame = try #require(shownFrame(faded))
            let final = try #require(shownFrame(detail.view))
            if device == "iphone-8" {
                #expect(frame == CGRect(x: 0, y: 333.5, width: 375, height: 667))
            }
            #expect(frame.minY > 0 && frame.minY < final.maxY)
            #expect(detail.view.window === window, "the built-in slide puts the presenter back under the photo")
            window.settle()
            #expect(detail.presentedViewController == nil)
            #expect(window.hazards.map(\.id) == [.F10])
        }

        // MARK: ScaleSegue

        @Test(arguments: [("iphone-8", 9), ("iphone-8", 26), ("ipad-air-2", 9), ("ipad-air-2", 26)])
        func scaleSegueGrowsThePhotoOutOfTheThumbnailAndShrinksItBack(device: String, iOS: Int) throws {
            let (window, detail) = try detail(on: device, iOS: iOS)
            let thumbnail = thumbnailFrame(detail)
            detail.showPhoto()
            window.advance(by: 0)  // R98: the animator runs on the next run-loop turn.
            let photo = try #require(detail.presentedViewController as? AnimalPhotoViewController)
            let scaled = try #require(device == "iphone-8" && iOS < 13 ? photo.view : photo.view.superview)
            #expect(shownFrame(scaled) == thumbnail, "it starts on the thumbnail (S27)")

            window.settle()
            let final = try #require(shownFrame(scaled))
            #expect(final != thumbnail)
            if device == "iphone-8" && iOS < 13 {
                #expect(final == CGRect(x: 0, y: 0, width: 375, height: 667), "full screen (R13)")
            }

            photo.dismiss(animated: true)
            window.advance(by: 1)
            let halfway = try #require(shownFrame(scaled))
            #expect(abs(halfway.midX - (final.midX + thumbnail.midX) / 2) < 0.001, "half way back")
            #expect(abs(halfway.width - (final.width + thumbnail.width) / 2) < 0.001)
            #expect(detail.view.window === window, "the presenter is behind the shrinking photo (S29)")
            window.settle()
            #expect(detail.presentedViewController == nil)
            #expect(shownFrame(scaled) == thumbnail, "it ends on the thumbnail")
            expectNoHazards(window)
            expectNoExceptions(window)
        }

        /// The calls of fade-segue-iphone-ios9.yaml, in UIKit's order (R81, R82, R100, R102), made by the code.
        /// (`window.takeStep()` does not carry transition calls: they are read from the simulated window.)
        @Test func fadeSegueMakesTheScenariosCallsInUIKitsOrder() throws {
            let (window, detail) = try detail(on: "iphone-8", iOS: 9)
            /// The transition calls since the last read are exactly `expected`: the interaction controller
            /// methods FadeSegue does not implement are neither called nor traced, as in UIKit.
            func expectCalls(_ expected: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
                let calls = window.simulation.takeTransitionCalls().map(\.description)
                #expect(calls == expected, sourceLocation: sourceLocation)
            }
            _ = window.simulation.takeTransitionCalls()
            detail.performSegue(withIdentifier: "FadePhoto", sender: nil)
            window.advance(by: 1)
            expectCalls([
                "animationController(forPresented:presenting:source:)", "presentationTransitionWillBegin()",
                "viewWillDisappear(AnimalDetailViewController)", "viewWillAppear(AnimalPhotoViewController)",
                "transitionDuration(using:)", "animateTransition(using:)",
            ])
            window.advance(by: 1)
            let presented = window.simulation.takeTransitionCalls().map(\.description)
            #expect(
                presented == [
                    "completeTransition(true)", "presentationTransitionDidEnd(true)",
                    "viewDidAppear(AnimalPhotoViewController)", "viewDidDisappear(AnimalDetailViewController)",
                    "animationEnded(true)",
                ], "a segue presents with no completion block")

            try window.simulation.unwind(
                "unwindToAnimalDetailViewController:", from: window.simulation.visibleViewController)
            window.settle()
            expectCalls([
                "animationController(forDismissed:)", "dismissalTransitionWillBegin()",
                "viewWillDisappear(AnimalPhotoViewController)", "viewWillAppear(AnimalDetailViewController)",
                "transitionDuration(using:)", "animateTransition(using:)", "completeTransition(true)",
                "dismissalTransitionDidEnd(true)", "viewDidAppear(AnimalDetailViewController)",
                "viewDidDisappear(AnimalPhotoViewController)", "completion(dismiss)", "animationEnded(true)",
            ])
            expectNoHazards(window)
        }

        @Test func scaleSegueMatchesTheScenarioOnAnIPhoneUnderIOS9() throws {
            let (window, detail) = try detail(on: "iphone-8", iOS: 9)
            detail.showPhoto()
            window.advance(by: 0)  // R98: the animator runs on the next run-loop turn.
            let photo = try #require(detail.presentedViewController)
            let thumbnail = thumbnailFrame(detail)
            window.advance(by: 1)
            // easeInOut is symmetric: every edge half way between the thumbnail and the screen.
            #expect(
                shownFrame(photo.view)
                    == CGRect(
                        x: thumbnail.minX / 2, y: thumbnail.minY / 2, width: (thumbnail.width + 375) / 2,
                        height: (thumbnail.height + 667) / 2))
            window.advance(by: 1)
            #expect(shownFrame(photo.view) == CGRect(x: 0, y: 0, width: 375, height: 667))
            #expect(detail.view.window == nil)
        }

        @Test(arguments: [9, 26])
        func scaleSegueFindsThePhotoThroughTheNavigationController(iOS: Int) throws {
            let (window, detail) = try detailInNavigation(on: "iphone-8", iOS: iOS)
            let thumbnail = thumbnailFrame(detail)
            detail.showPhoto()
            window.advance(by: 0)  // R98: the animator runs on the next run-loop turn.
            let photo = try #require(detail.presentedViewController as? AnimalPhotoViewController)
            #expect(photo.presentingViewController === detail.navigationController, "the presenter is A′ (R93)")
            let scaled = try #require(iOS < 13 ? photo.view : photo.view.superview)
            #expect(shownFrame(scaled) == thumbnail)
            window.advance(by: 1)
            #expect(photo.isBeingPresented, "animating")
            window.settle()
            photo.dismiss(animated: true)
            window.settle()
            #expect(shownFrame(scaled) == thumbnail)
            expectNoHazards(window)
        }

        /// S36: the presenting controller may be a tab bar or split view controller too.
        @Test(arguments: ["tab", "split"])
        func scaleSegueFindsThePhotoThroughTabBarAndSplitViewControllers(container: String) throws {
            let (window, detail) = try detail(on: "ipad-air-2", iOS: 9)
            let root: UIViewController
            if container == "tab" {
                let tabs = UITabBarController()
                tabs.viewControllers = [detail]
                root = tabs
            } else {
                let split = UISplitViewController()
                split.viewControllers = [UINavigationController(rootViewController: UIViewController()), detail]
                root = split
            }
            window.rootViewController = root
            window.settle()
            let thumbnail = thumbnailFrame(detail)
            detail.showPhoto()
            window.advance(by: 0)  // R98: the animator runs on the next run-loop turn.
            let photo = try #require(detail.presentedViewController as? AnimalPhotoViewController)
            #expect(photo.presentingViewController === root, "the container presents (R93)")
            let wrapper = try #require(photo.view.superview)
            #expect(shownFrame(wrapper) == thumbnail, "found through the container: it starts on the thumbnail")
            window.settle()
            photo.dismiss(animated: true)
            window.settle()
            #expect(shownFrame(wrapper) == thumbnail)
            expectNoHazards(window)
        }

        @Test func theChaptersFirstScaleAnimatorCastsTheNavigationControllerAndSkipsItsAnimation() throws {
            let (window, detail) = try detailInNavigation(on: "iphone-8", iOS: 9)
            UIStoryboard.register(FirstDraft.ScaleSegue.self)
            defer { UIStoryboard.register(ScaleSegue.self) }
            detail.showPhoto()
            window.advance(by: 0)  // R98: the animator runs on the next run-loop turn.
            let photo = try #require(detail.presentedViewController)
            #expect(photo.transitioningDelegate is FirstDraft.ScaleSegue)
            window.advance(by: 0)
            // The photo just appears: the cast failed, so there is nothing to scale (S28).
            #expect(!photo.isBeingPresented)
            #expect(shownFrame(photo.view) == CGRect(x: 0, y: 0, width: 375, height: 667))
            #expect(window.hazards.map(\.id) == [.F15], "completed inside animateTransition from a container")
        }

        // MARK: DropSegue

        @Test func dropSegueDropsThePhotoOnASpringAndLiftsItOut() throws {
            let (window, detail) = try detail(on: "iphone-8", iOS: 9)
            detail.performSegue(withIdentifier: "DropPhoto", sender: nil)
            window.advance(by: 0)  // R98: the animator runs on the next run-loop turn.
            let photo = try #require(detail.presentedViewController)
            #expect(shownFrame(photo.view) == CGRect(x: 0, y: -667, width: 375, height: 667), "one screen above")
            window.advance(by: 1.5)
            let overshoot = try #require(shownFrame(photo.view))
            // The scenario file's 29.5 pt, which it reads to the half point.
            #expect(abs(overshoot.minY - 29.377) < 0.001, "past the final frame, on its way back")
            window.advance(by: 0.5)
            #expect(shownFrame(photo.view) == CGRect(x: 0, y: 0, width: 375, height: 667))
            #expect(!photo.isBeingPresented)

            photo.dismiss(animated: true)
            window.advance(by: 1)
            #expect(shownFrame(photo.view) == CGRect(x: 0, y: -333.5, width: 375, height: 667))
            window.settle()
            #expect(detail.presentedViewController == nil)
            expectNoHazards(window)
        }

        // MARK: SwipeSegue

        @Test(arguments: [false, true])
        func swipeSeguePresentsWithTheDefaultSlideAndDismissesTheWayItIsSwiped(upward: Bool) throws {
            let (window, detail) = try detail(on: "iphone-8", iOS: 9)
            detail.performSegue(withIdentifier: "SwipePhoto", sender: nil)
            let photo = try #require(detail.presentedViewController as? AnimalPhotoViewController)
            window.advance(by: 0.2)
            // No presentation animator: UIKit's Cover Vertical, 0.4 s here, half way up.
            #expect(shownFrame(photo.view) == CGRect(x: 0, y: 333.5, width: 375, height: 667))
            window.settle()

            photo.dismiss(swipingUp: upward)
            window.advance(by: 0.25)
            #expect(shownFrame(photo.view) == CGRect(x: 0, y: upward ? -333.5 : 333.5, width: 375, height: 667))
            #expect(detail.view.window === window)
            window.settle()
            #expect(detail.presentedViewController == nil)
            #expect(photo.dismissesUpward == upward)
            expectNoHazards(window)
            expectNoExceptions(window)
        }

        // MARK: The chapter's warnings

        @Test func aSegueThatDoesNotCallSuperPerformPresentsNothing() throws {
            let (window, detail) = try detail(on: "iphone-8", iOS: 9)
            UIStoryboard.register(WithoutSuper.FadeSegue.self)
            defer { UIStoryboard.register(FadeSegue.self) }
            detail.performSegue(withIdentifier: "FadePhoto", sender: nil)
            window.settle()
            #expect(detail.presentedViewController == nil, "prepare(for:sender:) ran, nothing is presented")
            #expect(window.hazards.map(\.id) == [.F14])
        }

        @Test(arguments: [("iphone-8", [TransitionHazard.ID.F3]), ("ipad-air-2", [])])
        func aFadeThatLeavesThePresenterFadedIsABlackScreenOnIPhoneOnly(
            device: String, hazards: [TransitionHazard.ID]
        ) throws {
            let (window, detail) = try detail(on: device, iOS: 9)
            UIStoryboard.register(FadingPresenter.FadeSegue.self)
            defer { UIStoryboard.register(FadeSegue.self) }
            detail.performSegue(withIdentifier: "FadePhoto", sender: nil)
            window.settle()
            let photo = try #require(detail.presentedViewController)
            photo.dismiss(animated: true)
            window.settle()
            #expect(detail.presentedViewController == nil)
            // iPhone: the from-view was the detail's and comes back with alpha 0 (S34). iPad: there is no
            // from-view, so nothing fades (S33).
            #expect(detail.view.alpha == (hazards.isEmpty ? 1 : 0))
            #expect(window.hazards.map(\.id) == hazards)
        }

        @Test func aScaleAnimatorAddingTheControllersViewPullsItOutOfTheFormSheetOnIPad() throws {
            let (window, detail) = try detail(on: "ipad-air-2", iOS: 9)
            UIStoryboard.register(ControllerView.ScaleSegue.self)
            defer { UIStoryboard.register(ScaleSegue.self) }
            detail.showPhoto()
            window.advance(by: 0)  // R98: the animator runs on the next run-loop turn.
            let photo = try #require(detail.presentedViewController)
            #expect(photo.view.superview?.superview === window, "in the container itself, out of its wrapper")
            window.settle()
            #expect(window.hazards.map(\.id) == [.F4])
        }

        /// The chapter's first ScaleSegue, named as the storyboard names the class: its animator casts
        /// `viewController(forKey: .from)` directly, which is the navigation controller when the detail is embedded
        /// in one (F15, S35).
        enum FirstDraft {
            final class ScaleSegue: UIStoryboardSegue, UIViewControllerTransitioningDelegate {
                override func perform() {
                    destination.transitioningDelegate = self
                    super.perform()
                }

                func animationController(
                    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
                ) -> UIViewControllerAnimatedTransitioning? {
                    ScalePresentAnimator()
                }
            }

            final class ScalePresentAnimator: UIViewControllerAnimatedTransitioning {
                func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval
                {
                    2
                }

                func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                    guard let toViewController = transitionContext.viewController(forKey: .to),
                        let toView = transitionContext.view(forKey: .to)
                    else { return }
                    let finalFrame = transitionContext.finalFrame(for: toViewController)
                    transitionContext.containerView.addSubview(toView)
                    guard let scaleable = transitionContext.viewController(forKey: .from) as? ViewScaleable else {
                        print("Warning: the presenting controller does not conform to ViewScaleable")
                        toView.frame = finalFrame
                        transitionContext.completeTransition(true)
                        return
                    }
                    let scaleView = scaleable.scaleView
                    toView.frame = scaleView.convert(scaleView.bounds, to: transitionContext.containerView)
                    UIView.animate(withDuration: 2, animations: { toView.frame = finalFrame }) { _ in
                        transitionContext.completeTransition(true)
                    }
                }
            }
        }

        /// The chapter's warning about `super.perform()` (S12): a FadeSegue that forgets it presents nothing.
        enum WithoutSuper {
            final class FadeSegue: UIStoryboardSegue, UIViewControllerTransitioningDelegate {
                override func perform() {
                    destination.transitioningDelegate = self
                }

                func animationController(
                    forPresented presented: UIViewController, presenting: UIViewController,
                    source: UIViewController
                ) -> UIViewControllerAnimatedTransitioning? {
                    FadeAnimator(isPresenting: true)
                }
            }
        }

        /// The chapter's warning about the from-view's alpha (S34): a fade that also fades the presenter out
        /// and never resets it; the dismissal is UIKit's.
        enum FadingPresenter {
            final class FadeSegue: UIStoryboardSegue, UIViewControllerTransitioningDelegate {
                override func perform() {
                    destination.transitioningDelegate = self
                    super.perform()
                }

                func animationController(
                    forPresented presented: UIViewController, presenting: UIViewController,
                    source: UIViewController
                ) -> UIViewControllerAnimatedTransitioning? {
                    CrossFadeAnimator()
                }
            }

            final class CrossFadeAnimator: UIViewControllerAnimatedTransitioning {
                func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
                    -> TimeInterval
                { 2 }

                func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                    guard let toView = transitionContext.view(forKey: .to) else { return }
                    let fromView = transitionContext.view(forKey: .from)
                    toView.alpha = 0
                    transitionContext.containerView.addSubview(toView)
                    UIView.animate(
                        withDuration: 2,
                        animations: {
                            toView.alpha = 1
                            fromView?.alpha = 0
                        },
                        completion: { _ in transitionContext.completeTransition(true) })
                }
            }
        }

        /// The chapter's warning about the controller's view (S31): the scale animator adds
        /// `toViewController.view`, which on iPad is inside the form sheet's wrapper.
        enum ControllerView {
            final class ScaleSegue: UIStoryboardSegue, UIViewControllerTransitioningDelegate {
                override func perform() {
                    destination.transitioningDelegate = self
                    super.perform()
                }

                func animationController(
                    forPresented presented: UIViewController, presenting: UIViewController,
                    source: UIViewController
                ) -> UIViewControllerAnimatedTransitioning? {
                    ScaleAnimator()
                }
            }

            final class ScaleAnimator: UIViewControllerAnimatedTransitioning {
                func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
                    -> TimeInterval
                { 2 }

                func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                    guard let toViewController = transitionContext.viewController(forKey: .to) else { return }
                    let toView: UIView = toViewController.view
                    let finalFrame = transitionContext.finalFrame(for: toViewController)
                    toView.frame = .zero
                    transitionContext.containerView.addSubview(toView)
                    UIView.animate(
                        withDuration: 2, animations: { toView.frame = finalFrame },
                        completion: { _ in transitionContext.completeTransition(true) })
                }
            }
        }
    }

#endif

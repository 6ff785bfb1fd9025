// On iOS the example's files compile against UIKit itself, so these replays (which need AdaptiveUIKit's
// classes) run where UIKit is absent: Linux and macOS.
#if !canImport(UIKit)
    import AdaptivePresentationTesting
    import Foundation
    import AdaptiveUIKit
    import Testing

    @testable import PamperedPets

    /// The PamperedPets app code (Examples/PamperedPets), compiled unchanged against AdaptiveUIKit, replayed
    /// through the app's own Main.storyboard in Split View: the example folder is the bundle, as the app's is.
    @MainActor
    struct PamperedPetsTests {
        init() {
            UIStoryboard.register(
                AnimalsViewController.self, AnimalDetailViewController.self, AnimalPhotoViewController.self,
                VetViewController.self, VetSegue.self, FadeSegue.self, ScaleSegue.self, DropSegue.self,
                SwipeSegue.self)
            UIStoryboard.registerUnwindAction(
                "unwindToAnimalDetailViewController:", for: AnimalDetailViewController.self,
                perform: AnimalDetailViewController.unwindToAnimalDetailViewController)
        }

        /// The example app's folder, standing for its bundle: `UIStoryboard(name: "Main", bundle:)` finds
        /// Main.storyboard there, as UIKit finds it in the app.
        static let appBundle = Bundle(
            path: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("Examples/PamperedPets").path)

        /// The window with the pet list, and the detail of the first pet shown.
        func showBubbles(iOS: Int, pet: Pet = Pet.all[0]) throws -> (UIWindow, AnimalDetailViewController) {
            let window = try UIWindow(device: "ipad-air-2", orientation: .landscape, iOS: iOS)
            window.rootViewController = UIStoryboard(name: "Main", bundle: Self.appBundle)
                .instantiateInitialViewController()
            window.makeKeyAndVisible()
            let navigation = try #require(window.rootViewController as? UINavigationController)
            let animals = try #require(navigation.topViewController as? AnimalsViewController)
            #expect(animals.title == "Pampered Pets", "the root view was loaded by makeKeyAndVisible")
            animals.select(pet)
            // The push animates on the window's clock: wait for it, as a UIKit test waits for the animation.
            window.settle()
            let detail = try #require(navigation.topViewController as? AnimalDetailViewController)
            expectStep(
                window, [.visible("AnimalDetailViewController"), .calls(["prepare(for:sender:)", "perform()"])])
            #expect(detail.pet == pet, "AnimalsViewController.prepare(for:sender:) handed the pet over")
            return (window, detail)
        }

        @Test(arguments: [9, 26])
        func vetPopoverBecomesANavigationControllerInSplitViewAndComesBack(iOS: Int) throws {
            let (window, detail) = try showBubbles(iOS: iOS)

            detail.performSegue(withIdentifier: "VetDetail", sender: nil)
            // The presentation is in place at once (R104); its animation plays on the clock.
            let vet = try #require(detail.presentedViewController as? VetViewController)
            #expect(vet.isBeingPresented)
            window.settle()
            #expect(!vet.isBeingPresented)
            expectStep(
                window,
                [
                    .presented("VetViewController"), .style(.popover), .appearance(.popover),
                    .retainedSegues(["VetDetail"]),
                    .frame(Rect(x: 352, y: 284, width: 320, height: 200)),  // the anchor's frame is unknown: centred
                    .calls(["prepare(for:sender:)", "perform()", "adaptivePresentationStyle(for:traitCollection:)"]),
                ])
            #expect(vet.pet == Pet.all[0], "AnimalDetailViewController.prepare(for:sender:) handed the pet over")
            #expect(vet.title == "Dr. Bone", "the presented view loaded after prepare, as in UIKit")
            #expect(vet.popoverPresentationController?.delegate is VetSegue)
            #expect(vet.popoverPresentationController?.sourceView?.accessibilityIdentifier == "Vb0-Bt-Dt1")

            try window.resize(to: .oneHalf)
            expectStep(
                window,
                [
                    .traits(horizontal: .compact, vertical: .regular), .presented("UINavigationController"),
                    .visible("VetViewController"), .style(.fullScreen), .substituted(true),
                    .calls([
                        "adaptivePresentationStyle(for:traitCollection:)",
                        "viewControllerForAdaptivePresentationStyle(.fullScreen)",
                    ]),
                ])
            #expect(vet.navigationController != nil, "the substitute wraps the vet controller itself")
            #expect(vet.navigationItem.rightBarButtonItem?.systemItem == .done)
            #expect(vet.traitCollection.horizontalSizeClass == .compact)
            #expect(vet.presentationController?.adaptivePresentationStyle == .fullScreen)

            try window.resize(to: .full)
            expectStep(
                window,
                [
                    .presented("VetViewController"), .style(.popover), .substituted(false),
                    .calls(["adaptivePresentationStyle(for:traitCollection:)"]),
                ])
            #expect(vet.navigationController == nil)

            vet.dismiss(animated: true)
            window.settle()
            expectStep(window, [.presented(nil), .retainedSegues([]), .visible("AnimalDetailViewController")])
            expectNoExceptions(window)
        }

        @Test(arguments: [9, 26])
        func photoIsAFormSheetAndUnwindsToTheDetail(iOS: Int) throws {
            let (window, detail) = try showBubbles(iOS: iOS)

            detail.showPhoto()
            window.settle()
            let photo = try #require(detail.presentedViewController as? AnimalPhotoViewController)
            expectStep(window, [.presented("AnimalPhotoViewController"), .style(.formSheet)])
            #expect(photo.pet == Pet.all[0])
            #expect(photo.preferredContentSize == CGSize(width: 400, height: 400))
            #expect((photo.sheetPresentationController != nil) == (iOS >= 15), "a sheet controller from iOS 15")

            // Compact width: full screen before iOS 13, a card that does not adapt from iOS 13 (R11, R12).
            try window.resize(to: .oneThird)
            expectStep(
                window,
                [
                    .presented("AnimalPhotoViewController"),
                    iOS < 13 ? .style(.fullScreen) : .style(.formSheet),
                    iOS < 13 ? .appearance(.fullScreen) : .appearance(.card),
                ])

            // The tap on the photo is an exit to unwindToAnimalDetailViewController: (registered above, since Linux
            // cannot find the @IBAction by selector).
            try window.simulation.unwind(
                "unwindToAnimalDetailViewController:", from: window.simulation.visibleViewController)
            window.settle()
            expectStep(window, [.presented(nil), .visible("AnimalDetailViewController")])
            #expect(detail.lastUnwoundFrom === photo)
            expectNoExceptions(window)
        }

        @Test func onIOS8TheSegueIsReleasedAndTheVetPopoverDoesNotAdapt() throws {
            let (window, detail) = try showBubbles(iOS: 8)
            detail.performSegue(withIdentifier: "VetDetail", sender: nil)
            expectStep(window, [.presented("VetViewController"), .style(.popover), .retainedSegues([])])
            let vet = try #require(detail.presentedViewController)
            #expect(vet.popoverPresentationController?.delegate == nil, "the weak delegate died with the segue")

            try window.resize(to: .oneHalf)
            expectStep(window, [.presented("VetViewController"), .style(.fullScreen), .substituted(false), .calls([])])
        }

        @Test func aTapOnTheMissingPhotoOfAPetIsRefusedByShouldPerformSegue() throws {
            let (window, detail) = try showBubbles(iOS: 26, pet: Pet.all[2])
            let view = try #require(detail.view)
            #expect(detail.photoView.superview === view, "the thumbnail is added in viewDidLoad")
            #expect(detail.scaleView === detail.photoView, "ScaleSegue grows the photo out of the thumbnail")
            // The thumbnail's tap action (UIKit's API cannot tap a view, so the test calls it).
            detail.showPhoto()
            expectStep(window, [.presented(nil), .calls([])])
            #expect(detail.presentedViewController == nil)

            // performSegue(withIdentifier:sender:) does not ask shouldPerformSegue.
            detail.performSegue(withIdentifier: "PhotoDetail", sender: nil)
            expectStep(
                window, [.presented("AnimalPhotoViewController"), .calls(["prepare(for:sender:)", "perform()"])])
        }
    }
#endif

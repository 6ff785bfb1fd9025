import Testing

@testable import AdaptivePresentation

/// The object model: retained segues, substitution, anchors, unwind, show, dismissal, context.
struct WindowSimulationTests {
    typealias F = SimulationFixtures

    @Test func vetPopoverAdaptsInSplitViewAndComesBack() throws {
        let window = try F.petsWindow(F.environment(F.pad(), .landscape), iOS: 9)
        #expect(window.visibleViewController.identifier == "AnimalDetail")
        try window.performSegue("VetDetail", from: window.visibleViewController, sender: nil, userTriggered: false)
        #expect(
            window.takeCalls().map(\.token) == [
                "prepare(for:sender:)", "perform()", "adaptivePresentationStyle(for:traitCollection:)",
                "willPresentWithAdaptiveStyle(.none)",
            ])
        #expect(window.topPresentation?.currentStyle == .popover)
        #expect(window.liveSegueIdentifiers == ["VetDetail"])

        try window.transition(to: F.environment(F.pad(), .landscape, .oneHalf))
        #expect(
            window.takeCalls().map(\.token) == [
                "adaptivePresentationStyle(for:traitCollection:)",
                "viewControllerForAdaptivePresentationStyle(.fullScreen)", "willPresentWithAdaptiveStyle(.fullScreen)",
            ])
        #expect(window.presentedStack.map(\.identifier) == ["VetNavigationController"])
        #expect(window.visibleViewController.identifier == "VetInformation")
        #expect(window.topPresentation?.frameOfPresentedView == Rect(x: 0, y: 0, width: 507, height: 768))

        try window.transition(to: F.environment(F.pad(), .landscape))
        #expect(
            window.takeCalls().map(\.token) == [
                "adaptivePresentationStyle(for:traitCollection:)", "willPresentWithAdaptiveStyle(.none)",
            ])
        #expect(window.presentedStack.map(\.identifier) == ["VetInformation"])
        #expect(window.topPresentation?.currentStyle == .popover)
        #expect(window.topPresentation?.presentedViewController.parent == nil, "unwrapped from the substitute")

        try window.unwind("unwindToAnimalDetail", from: window.visibleViewController)
        #expect(
            window.takeCalls().map(\.token) == ["prepare(for:sender:)", "unwind(unwindToAnimalDetail)", "perform()"])
        #expect(window.presentationControllers.isEmpty)
        #expect(window.liveSegueIdentifiers.isEmpty, "dismissal releases the retained segue")
        #expect(window.visibleViewController.identifier == "AnimalDetail")
    }

    @Test func iOS8SegueIsReleasedAndItsDelegateRoleEnds() throws {
        let window = try F.petsWindow(F.environment(F.pad(), .landscape), iOS: 8)
        try window.performSegue("VetDetail", from: window.visibleViewController, sender: nil, userTriggered: false)
        #expect(
            window.takeCalls().map(\.token).contains("adaptivePresentationStyle(for:traitCollection:)"),
            "alive during perform()")
        #expect(window.liveSegueIdentifiers.isEmpty)
        #expect(window.topPresentation?.delegate == nil)

        try window.transition(to: F.environment(F.pad(), .landscape, .oneHalf))
        #expect(window.takeCalls().isEmpty, "no delegate any more")
        #expect(window.topPresentation?.currentStyle == .fullScreen, "the default adaptation")
        #expect(window.presentedStack.map(\.identifier) == ["VetInformation"], "no substitute")
    }

    /// R38: the popover segue template asserts when the storyboard gives no anchor, on iPad and iPhone alike,
    /// even when prepare(for:sender:) or the sender could provide one; nothing is presented.
    @Test func anchorlessPopoverSegueAssertsEverywhere() throws {
        let storyboard = F.pamperedPets(vetDelegate: nil, anchor: nil)
        for environment in [try F.environment(F.pad()), try F.environment(F.phone)] {
            let window = try F.petsWindow(environment, iOS: 26, storyboard: storyboard)
            let source = window.visibleViewController
            #expect(
                throws: SimulationError.exception(
                    SimulatedException(
                        name: "NSInternalInconsistencyException",
                        reason: "A popover segue must have either an anchorBarButtonItem or an anchorView."))
            ) {
                try window.performSegue("VetDetail", from: source, sender: source.anchors.first, userTriggered: false)
            }
            #expect(window.presentationControllers.isEmpty)
            #expect(window.liveSegueIdentifiers.isEmpty, "the failed segue is released (choice 12)")
        }
    }

    /// A popover presented in code with no anchor (R27): raises where it shows as a popover only.
    private static func presentAnchorlessPopover(in window: Window) throws {
        let controller = try window.rootViewController.storyboard!.instantiateViewController(
            withIdentifier: "VetInformation")
        controller.modalPresentationStyle = .popover
        try window.present(controller, from: window.visibleViewController)
    }

    @Test func missingAnchorRaisesOnPadOnly() throws {
        let storyboard = F.pamperedPets(vetDelegate: nil, anchor: nil)
        let pad = try F.petsWindow(F.environment(F.pad()), iOS: 26, storyboard: storyboard)
        #expect(throws: SimulationError.exception(.popoverWithoutAnchor("VetInformation"))) {
            try Self.presentAnchorlessPopover(in: pad)
        }
        #expect(pad.presentationControllers.isEmpty)

        let phone = try F.petsWindow(F.environment(F.phone), iOS: 26, storyboard: storyboard)
        try Self.presentAnchorlessPopover(in: phone)
        #expect(phone.topPresentation?.currentStyle == .formSheet)
        #expect(phone.topPresentation?.decision?.appearance == .card)
    }

    @Test func missingAnchorRaisesWhenSplitViewWidensBackToPopover() throws {
        let storyboard = F.pamperedPets(vetDelegate: nil, anchor: nil)
        let window = try F.petsWindow(F.environment(F.pad(), .landscape, .oneHalf), iOS: 26, storyboard: storyboard)
        try Self.presentAnchorlessPopover(in: window)
        #expect(window.topPresentation?.currentStyle == .formSheet)
        #expect(throws: SimulationError.exception(.popoverWithoutAnchor("VetInformation"))) {
            try window.transition(to: F.environment(F.pad(), .landscape))
        }
        #expect(window.topPresentation?.currentStyle == .popover, "the window is consistent after the exception")
        #expect(window.topPresentation?.decision?.appearance == .popover)
        #expect(window.topPresentation?.frameOfPresentedView.width == 320)
    }

    @Test func userTriggerAsksShouldPerformAndFalseStopsTheSegue() throws {
        let storyboard = Storyboard(
            initialController: "A",
            controllers: [ControllerDefinition(identifier: "A"), ControllerDefinition(identifier: "B")],
            segues: [
                SegueDefinition(
                    identifier: "toB", source: "A", destination: "B", kind: .presentModally, className: "No")
            ],
            segueClasses: [DeclarativeSegue.segueClass(name: "No", delegate: nil, shouldPerform: false)])
        let window = Window(
            environment: try F.environment(F.phone), era: Era(iOS: 26)!,
            rootViewController: try storyboard.instantiateInitialViewController())
        try window.performSegue("toB", from: window.rootViewController, sender: nil, userTriggered: true)
        #expect(window.takeCalls().map(\.token) == ["shouldPerformSegue(withIdentifier:sender:)"])
        #expect(window.presentationControllers.isEmpty)
        try window.performSegue("toB", from: window.rootViewController, sender: nil, userTriggered: false)
        #expect(window.takeCalls().map(\.token) == ["prepare(for:sender:)", "perform()"])
        #expect(window.topPresentation?.currentStyle == .formSheet, "iOS 18+: .automatic is a form sheet (R2)")
    }

    @Test func showPushesInsideNavigationAndPresentsOutside() throws {
        let storyboard = Storyboard(
            initialController: "Nav",
            controllers: [
                ControllerDefinition(identifier: "Nav", kind: .navigation(root: "A")),
                ControllerDefinition(identifier: "A"), ControllerDefinition(identifier: "B"),
                ControllerDefinition(identifier: "C"),
            ],
            segues: [
                SegueDefinition(identifier: "AB", source: "A", destination: "B", kind: .show),
                SegueDefinition(identifier: "CB", source: "C", destination: "B", kind: .show),
            ])
        let nav = Window(
            environment: try F.environment(F.phone), era: Era(iOS: 26)!,
            rootViewController: try storyboard.instantiateViewController(withIdentifier: "Nav"))
        try nav.performSegue("AB", from: nav.visibleViewController, sender: nil, userTriggered: false)
        #expect(nav.visibleViewController.identifier == "B")
        #expect(nav.presentationControllers.isEmpty)
        #expect((nav.rootViewController as? NavigationController)?.viewControllers.map(\.identifier) == ["A", "B"])

        let plain = Window(
            environment: try F.environment(F.phone), era: Era(iOS: 12)!,
            rootViewController: try storyboard.instantiateViewController(withIdentifier: "C"))
        try plain.performSegue("CB", from: plain.rootViewController, sender: nil, userTriggered: false)
        #expect(plain.presentedStack.map(\.identifier) == ["B"])
        #expect(plain.topPresentation?.currentStyle == .fullScreen)
        // R37: only the Present Modally and Popover templates call _setSegueResponsibleForModalPresentation:.
        #expect(plain.liveSegueIdentifiers.isEmpty, "a Show segue that presents is not retained")
    }

    /// A legacy Push segue (IB `kind="push"`) runs UIKit's push template: it pushes on the source's navigation
    /// controller, and without one raises NSGenericException instead of presenting as Show would.
    @Test func legacyPushRaisesWithoutNavigationController() throws {
        let storyboard = Storyboard(
            initialController: "Nav",
            controllers: [
                ControllerDefinition(identifier: "Nav", kind: .navigation(root: "A")),
                ControllerDefinition(identifier: "A"), ControllerDefinition(identifier: "B"),
                ControllerDefinition(identifier: "C"),
            ],
            segues: [
                SegueDefinition(identifier: "AB", source: "A", destination: "B", kind: .show, pushOnly: true),
                SegueDefinition(identifier: "CB", source: "C", destination: "B", kind: .show, pushOnly: true),
            ])
        let nav = Window(
            environment: try F.environment(F.phone), era: Era(iOS: 12)!,
            rootViewController: try storyboard.instantiateViewController(withIdentifier: "Nav"))
        try nav.performSegue("AB", from: nav.visibleViewController, sender: nil, userTriggered: false)
        #expect((nav.rootViewController as? NavigationController)?.viewControllers.map(\.identifier) == ["A", "B"])

        let plain = Window(
            environment: try F.environment(F.phone), era: Era(iOS: 12)!,
            rootViewController: try storyboard.instantiateViewController(withIdentifier: "C"))
        #expect(
            throws: SimulationError.exception(
                SimulatedException(
                    name: "NSGenericException",
                    reason:
                        "Could not find a navigation controller for segue 'CB'. Push segues can only be used when the source controller is managed by an instance of UINavigationController."
                ))
        ) {
            try plain.performSegue("CB", from: plain.rootViewController, sender: nil, userTriggered: false)
        }
        #expect(plain.presentationControllers.isEmpty, "a push segue never presents")
    }

    @Test func showDetailReplacesTheSplitSecondary() throws {
        let storyboard = Storyboard(
            initialController: "Split",
            controllers: [
                ControllerDefinition(identifier: "Split", kind: .split(primary: "Master", secondary: "Empty")),
                ControllerDefinition(identifier: "Master"), ControllerDefinition(identifier: "Empty"),
                ControllerDefinition(identifier: "Detail"),
            ],
            segues: [SegueDefinition(identifier: "detail", source: "Master", destination: "Detail", kind: .showDetail)])
        let window = Window(
            environment: try F.environment(F.pad()), era: Era(iOS: 26)!,
            rootViewController: try storyboard.instantiateInitialViewController())
        let master = try #require((window.rootViewController as? SplitViewController)?.primary)
        try window.performSegue("detail", from: master, sender: nil, userTriggered: false)
        #expect((window.rootViewController as? SplitViewController)?.secondary?.identifier == "Detail")
        #expect(window.presentationControllers.isEmpty)
        #expect(window.onScreenViewControllers.map(\.identifier) == ["Split", "Master", "Detail"])
    }

    @Test func unwindThroughNavigationAndPresentedStack() throws {
        let storyboard = Storyboard(
            initialController: "Nav",
            controllers: [
                ControllerDefinition(identifier: "Nav", kind: .navigation(root: "Home")),
                ControllerDefinition(identifier: "Home", unwindActions: ["unwindHome"]),
                ControllerDefinition(identifier: "List"),
                ControllerDefinition(identifier: "Modal1Nav", kind: .navigation(root: "Modal1")),
                ControllerDefinition(identifier: "Modal1"),
                ControllerDefinition(identifier: "Modal2"),
            ],
            segues: [
                SegueDefinition(identifier: "list", source: "Home", destination: "List", kind: .show),
                SegueDefinition(
                    identifier: "m1", source: "List", destination: "Modal1Nav", kind: .presentModally,
                    presentation: .fullScreen),
                SegueDefinition(
                    identifier: "m2", source: "Modal1", destination: "Modal2", kind: .presentModally,
                    presentation: .formSheet),
            ])
        let window = Window(
            environment: try F.environment(F.pad()), era: Era(iOS: 26)!,
            rootViewController: try storyboard.instantiateInitialViewController())
        try window.performSegue("list", from: window.visibleViewController, sender: nil, userTriggered: false)
        try window.performSegue("m1", from: window.visibleViewController, sender: nil, userTriggered: false)
        try window.performSegue("m2", from: window.visibleViewController, sender: nil, userTriggered: false)
        #expect(window.presentedStack.map(\.identifier) == ["Modal1Nav", "Modal2"])
        #expect(window.liveSegueIdentifiers == ["m1", "m2"])
        _ = window.takeCalls()

        let destination = try window.unwind("unwindHome", from: window.visibleViewController)
        #expect(destination.identifier == "Home")
        #expect(window.presentationControllers.isEmpty)
        #expect((window.rootViewController as? NavigationController)?.viewControllers.map(\.identifier) == ["Home"])
        #expect(window.visibleViewController.identifier == "Home")
        #expect(window.liveSegueIdentifiers.isEmpty)
        #expect(window.takeCalls().map(\.token) == ["prepare(for:sender:)", "unwind(unwindHome)", "perform()"])
    }

    @Test func unwindWithoutDestinationIsAnError() throws {
        let window = try F.petsWindow(F.environment(F.pad()), iOS: 26)
        #expect(throws: SimulationError.noUnwindDestination("unwindNowhere", source: "AnimalDetail")) {
            try window.unwind("unwindNowhere", from: window.visibleViewController)
        }
    }

    @Test func swipeRunsDismissalDelegateAndHonoursModalInPresentation() throws {
        let window = try F.petsWindow(F.environment(F.phone), iOS: 26)
        try window.performSegue("VetDetail", from: window.visibleViewController, sender: nil, userTriggered: false)
        _ = window.takeCalls()
        #expect(window.topPresentation?.currentStyle == .fullScreen, "the vet delegate answers fullScreen in compact")
        #expect(window.dismissTop(.swipe) == .notApplicable, "full screen cannot be swiped")
        #expect(window.takeCalls().isEmpty)

        let sheet = try F.petsWindow(
            F.environment(F.phone), iOS: 26,
            storyboard: F.pamperedPets(vetDelegate: DeclarativeDelegate(adaptivePresentationStyle: .always(.formSheet)))
        )
        try sheet.performSegue("VetDetail", from: sheet.visibleViewController, sender: nil, userTriggered: false)
        _ = sheet.takeCalls()
        sheet.topPresentation?.presentedViewController.isModalInPresentation = true
        #expect(sheet.dismissTop(.swipe) == .refused)
        #expect(sheet.takeCalls().map(\.token) == ["presentationControllerDidAttemptToDismiss"])
        sheet.topPresentation?.presentedViewController.isModalInPresentation = false
        #expect(sheet.dismissTop(.swipe) == .dismissed)
        #expect(
            sheet.takeCalls().map(\.token) == [
                "presentationControllerShouldDismiss", "presentationControllerWillDismiss",
                "presentationControllerDidDismiss",
            ])
        #expect(sheet.liveSegueIdentifiers.isEmpty)
    }

    @Test func programmaticDismissalSendsNoDelegateCalls() throws {
        let window = try F.petsWindow(F.environment(F.pad()), iOS: 26)
        try window.performSegue("VetDetail", from: window.visibleViewController, sender: nil, userTriggered: false)
        _ = window.takeCalls()
        #expect(window.dismissTop(.programmatic) == .dismissed)
        #expect(window.takeCalls().isEmpty)
        #expect(window.presentationControllers.isEmpty)
    }

    @Test func tapOutsidePopoverOnLegacyDismissesWithoutDelegateCalls() throws {
        let window = try F.petsWindow(F.environment(F.pad()), iOS: 9)
        try window.performSegue("VetDetail", from: window.visibleViewController, sender: nil, userTriggered: false)
        _ = window.takeCalls()
        #expect(window.dismissTop(.tapOutside) == .dismissed)
        #expect(window.takeCalls().isEmpty)
    }

    @Test func overCurrentContextInsideATabCoversOnlyTheContext() throws {
        let storyboard = Storyboard(
            initialController: "Tabs",
            controllers: [
                ControllerDefinition(identifier: "Tabs", kind: .tab(children: ["FeedNav", "Settings"])),
                ControllerDefinition(
                    identifier: "FeedNav", kind: .navigation(root: "Feed"), definesPresentationContext: true),
                ControllerDefinition(identifier: "Feed"), ControllerDefinition(identifier: "Settings"),
                ControllerDefinition(identifier: "Overlay"),
            ],
            segues: [
                SegueDefinition(
                    identifier: "overlay", source: "Feed", destination: "Overlay", kind: .presentModally,
                    presentation: .overCurrentContext)
            ])
        let window = Window(
            environment: try F.environment(F.phone), era: Era(iOS: 26)!,
            rootViewController: try storyboard.instantiateInitialViewController())
        try window.performSegue("overlay", from: window.visibleViewController, sender: nil, userTriggered: false)
        let presentation = try #require(window.topPresentation)
        #expect(presentation.presentingViewController?.identifier == "FeedNav")
        #expect(presentation.decision?.appearance == .overCurrentContext)
        #expect(presentation.frameOfPresentedView == Rect(x: 0, y: 0, width: 375, height: 667))
    }

    @Test func readingThePresentationControllerTooEarlyCachesTheWrongClass() throws {
        // R4: reading presentationController before setting .popover caches a non-popover controller.
        let controller = ViewController(identifier: "X")
        _ = controller.presentationController
        controller.modalPresentationStyle = .popover
        #expect(controller.popoverPresentationController == nil)
        #expect(controller.presentationController.presentationStyle == .automatic)
    }
}

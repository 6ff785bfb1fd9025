import Testing

@testable import AdaptivePresentation

/// A user's own segue subclass as the adaptive delegate, driven through the Window API: only the methods it
/// implements are called and traced, as in UIKit.
struct SwiftDelegatePortTests {
    typealias F = SimulationFixtures

    final class VetSegue: StoryboardSegue, AdaptivePresentationControllerDelegate {
        override func perform() throws(SimulationError) {
            destination.presentationController.delegate = self
            try super.perform()
        }

        func adaptivePresentationStyle(for controller: PresentationController, traitCollection: TraitCollection)
            -> PresentationStyle
        {
            traitCollection.horizontalSizeClass == .compact ? .fullScreen : .none
        }

        func presentationController(
            _ controller: PresentationController, viewControllerForAdaptivePresentationStyle style: PresentationStyle
        ) -> ViewController? {
            NavigationController(identifier: "DoneNavigation", rootViewController: controller.presentedViewController)
        }
    }

    static func storyboard() -> Storyboard {
        Storyboard(
            initialController: "AnimalDetail",
            controllers: [
                ControllerDefinition(identifier: "AnimalDetail", anchors: ["vetButton"]),
                ControllerDefinition(identifier: "VetInformation"),
            ],
            segues: [
                SegueDefinition(
                    identifier: "VetDetail", source: "AnimalDetail", destination: "VetInformation", kind: .popover,
                    anchor: "vetButton", className: "VetSegue")
            ],
            segueClasses: [SegueClass(VetSegue.self)])
    }

    @Test func portedSegueAdaptsAndOnlyItsMethodsAreTraced() throws {
        let window = Window(
            environment: try F.environment(F.pad(), .landscape), era: Era(iOS: 17)!,
            rootViewController: try Self.storyboard().instantiateInitialViewController())
        try window.rootViewController.performSegue(withIdentifier: "VetDetail")
        #expect(
            window.takeCalls().map(\.token) == [
                "prepare(for:sender:)", "perform()", "adaptivePresentationStyle(for:traitCollection:)",
            ])
        #expect(window.liveSegueIdentifiers == ["VetDetail"])

        try window.resize(to: .oneHalf)
        #expect(
            window.takeCalls().map(\.token) == [
                "adaptivePresentationStyle(for:traitCollection:)",
                "viewControllerForAdaptivePresentationStyle(.fullScreen)",
            ], "prepare and willPresent are not implemented, so not called")
        #expect(window.presentedStack.map(\.identifier) == ["DoneNavigation"])
        #expect(window.visibleViewController.identifier == "VetInformation")

        try window.resize(to: .full)
        #expect(window.presentedStack.map(\.identifier) == ["VetInformation"])

        try window.resize(to: .oneHalf)
        _ = window.takeCalls()
        #expect(
            throws: SimulationError.environment(
                .layoutUnavailable(device: "ipad-air-2", orientation: .portrait, layout: .oneHalf, available: [.full]))
        ) {
            try window.rotate(to: .portrait)
        }
        #expect(window.environment.layout == .oneHalf, "a failed rotation changes nothing")

        try window.topPresentation?.presentedViewController.dismiss()
        #expect(window.presentationControllers.isEmpty)
        #expect(window.liveSegueIdentifiers.isEmpty)
    }

    @Test func freeFormWindowsResizeAndRotateWithTheirRule() throws {
        let window = Window(
            environment: try F.environment(F.pad()), era: .newest,
            rootViewController: try Self.storyboard().instantiateInitialViewController())
        try window.resize(to: Size(width: 700, height: 900), rule: FreeformWindowRule(regularWidthAtLeast: 678))
        #expect(window.environment.traits.horizontalSizeClass == .regular)
        #expect(window.environment.layout == nil)
        try window.rotate(to: .landscape)
        #expect(window.environment.window == Size(width: 900, height: 700))
        try window.resize(to: Size(width: 600, height: 700), rule: FreeformWindowRule(regularWidthAtLeast: 678))
        #expect(window.environment.traits.horizontalSizeClass == .compact)
    }
}

import AdaptivePresentation
import Testing

private typealias F = SimulationFixtures

/// A segue made in code as a popover (or Present Modally) segue and performed through the window is retained
/// by its presentation from iOS 9, as a storyboard one is (R37, choice 44), so it stays the adaptive delegate; the doc comment example of
/// ``AdaptivePresentationControllerDelegate`` compiles as written here.
@Suite("Segues made in code")
struct HandMadeSegueTests {
    // The doc comment's example, verbatim.
    final class VetSegue: StoryboardSegue, AdaptivePresentationControllerDelegate {
        override func perform() throws(SimulationError) {
            destination.presentationController.delegate = self
            try super.perform()
        }
        func adaptivePresentationStyle(
            for controller: PresentationController,
            traitCollection: TraitCollection
        ) -> PresentationStyle {
            traitCollection.horizontalSizeClass == .compact ? .fullScreen : .none
        }
        func presentationController(
            _ controller: PresentationController,
            viewControllerForAdaptivePresentationStyle style: PresentationStyle
        ) -> ViewController? {
            NavigationController(rootViewController: controller.presentedViewController)
        }
    }

    static func window(iOS: Int) throws -> (Window, ViewController) {
        let storyboard = Storyboard(
            initialController: "AnimalDetail",
            controllers: [
                ControllerDefinition(identifier: "AnimalDetail", anchors: ["vetButton"]),
                ControllerDefinition(identifier: "VetInformation"),
            ],
            segues: [])
        let root = try storyboard.instantiateInitialViewController()
        let window = Window(
            environment: try F.environment(F.pad(), .landscape), era: Era(nearestIOS: iOS), rootViewController: root)
        return (window, root)
    }

    @Test("Window.perform retains a hand-made segue from iOS 9, so it adapts as the delegate")
    func retained() throws {
        let (window, root) = try Self.window(iOS: 9)
        let destination = ViewController(identifier: "VetInformation")
        try window.perform(
            VetSegue(
                identifier: "VetDetail", source: root, destination: destination, kind: .popover, anchor: "vetButton"))
        #expect(window.liveSegueIdentifiers == ["VetDetail"])
        #expect(
            window.takeCalls().map(\.token) == [
                "prepare(for:sender:)", "perform()", "adaptivePresentationStyle(for:traitCollection:)",
            ])
        try window.resize(to: .oneHalf)
        #expect(
            window.presentedStack.map(\.identifier) == ["UINavigationController"],
            "the delegate is alive and substitutes")
    }

    @Test("on iOS 8 nothing retains it: the delegate is gone when the window adapts (R36)")
    func releasedOnIOS8() throws {
        let (window, root) = try Self.window(iOS: 8)
        try window.perform(
            VetSegue(
                identifier: "VetDetail", source: root, destination: ViewController(identifier: "VetInformation"),
                kind: .popover, anchor: "vetButton"))
        #expect(window.liveSegueIdentifiers.isEmpty)
        try window.resize(to: .oneHalf)
        #expect(window.presentedStack.map(\.identifier) == ["VetInformation"], "no delegate: no substitute")
    }

    @Test("named eras never fail, and clamp to the modelled range")
    func eras() {
        #expect(Era.iOS9 == Era(iOS: 9))
        #expect(Era.iOS13.iOS == 13)
        #expect(Era(nearestIOS: 3).iOS == Era.oldestVersion)
        #expect(Era(nearestIOS: 99) == .newest)
    }

    @Test("input errors carry their did-you-mean in their description")
    func didYouMean() {
        let input = ScenarioInputError(
            .unknownSegue("VetDetial"), at: .step(1, key: "perform"), suggestion: "VetDetail")
        #expect(input.description == "unknown segue 'VetDetial' at steps[1].perform (did you mean 'VetDetail'?)")
        #expect(input.place == ScenarioInputError.Place(stepIndex: 1, keyPath: ["perform"]))
        let setup = ScenarioInputError(
            .simulation(.unknownController("Hoem")), at: .setup("storyboard", "initial"), suggestion: "Home")
        #expect(setup.path == "storyboard.initial")
        #expect(setup.field == "storyboard.initial" && setup.stepIndex == nil)
        #expect(
            EnvironmentError.unknownDevice("ipad-air-3", suggestion: "ipad-air-2").description
                == "unknown device 'ipad-air-3' (did you mean 'ipad-air-2'?)")
    }
}

/// UIKit's initializer of a segue made in code takes no kind: the model's matches it.
@Suite("Segue defaults")
struct SegueDefaultsTests {
    @Test(
        "StoryboardSegue(identifier:source:destination:) is a custom segue whose perform presents, not retained (R37)")
    func customByDefault() throws {
        let (window, root) = try HandMadeSegueTests.window(iOS: 13)
        let segue = StoryboardSegue(identifier: nil, source: root, destination: ViewController(identifier: "Sheet"))
        #expect(segue.kind == .custom)
        #expect(segue.identifier == "")
        try window.perform(segue)
        #expect(window.presentedStack.map(\.identifier) == ["Sheet"])
        try window.perform(
            StoryboardSegue(
                identifier: "Other", source: window.visibleViewController,
                destination: ViewController(identifier: "Other")))
        #expect(!window.liveSegueIdentifiers.contains("Other"), "a custom segue is released when perform() returns")
    }
}

import Testing

@testable import AdaptivePresentation

/// The geometry a step reports for drawing: the simulation's own frames and the device's screen.
struct StepGeometryTests {
    private static func storyboard(anchorFrame: Rect?) -> Storyboard {
        Storyboard(
            initialController: "PetsNavigation",
            controllers: [
                ControllerDefinition(identifier: "PetsNavigation", kind: .navigation(root: "AnimalDetail")),
                ControllerDefinition(
                    identifier: "AnimalDetail", anchors: ["vetButton"],
                    anchorFrames: anchorFrame.map { ["vetButton": $0] } ?? [:]),
                ControllerDefinition(identifier: "VetInformation", preferredContentSize: Size(width: 320, height: 200)),
            ],
            segues: [
                SegueDefinition(
                    identifier: "VetDetail", source: "AnimalDetail", destination: "VetInformation", kind: .popover,
                    anchor: "vetButton")
            ])
    }

    private static func run(anchorFrame: Rect?, orientation: Orientation = .landscape) -> ScenarioRun {
        let scenario = Scenario(
            title: "vet", device: SimulationFixtures.pad(), orientation: orientation, window: .layout(.full),
            storyboard: storyboard(anchorFrame: anchorFrame),
            steps: [ScenarioStep(nil), ScenarioStep(.perform(segue: "VetDetail", sender: "vetButton"))])
        return Simulation.replay(scenario, catalog: DeviceCatalog(devices: [SimulationFixtures.pad()]))
    }

    @Test func aPopoverStepCarriesItsAnchorPresenterAndScreen() throws {
        let anchor = Rect(x: 900, y: 20, width: 44, height: 44)
        let run = Self.run(anchorFrame: anchor)
        #expect(
            run.setting
                == ScenarioRun.Setting(
                    device: "ipad-air-2", deviceName: "iPad Air 2", orientation: .landscape, iOS: Era.newestVersion))
        let step = try #require(run.steps.last)
        let geometry = try #require(step.state.geometry)
        #expect(step.state.appearance == .popover)
        #expect(geometry.popoverSourceRect == anchor)
        #expect(geometry.screen == Size(width: 1024, height: 768))
        #expect(geometry.orientation == .landscape)
        #expect(geometry.layout == .full)
        #expect(geometry.presenting == "PetsNavigation")
        #expect(geometry.presentingFrame == Rect(x: 0, y: 0, width: 1024, height: 768))
        #expect(geometry.navigationFrames == [Rect(x: 0, y: 0, width: 1024, height: 768)])
        // The popover sits below its anchor, as the simulation framed it.
        let frame = try #require(step.state.frame)
        #expect(frame.y > anchor.y + anchor.height)
    }

    @Test func withNothingPresentedThereIsNoPresenterNorAnchor() throws {
        let geometry = try #require(Self.run(anchorFrame: nil, orientation: .portrait).steps.first?.state.geometry)
        #expect(geometry.presenting == nil)
        #expect(geometry.presentingFrame == nil)
        #expect(geometry.popoverSourceRect == nil)
        #expect(geometry.screen == Size(width: 768, height: 1024))
    }

    @Test(arguments: [
        (PresentationAppearance.sheet, true as Bool?), (.card, true), (.fullScreen, false), (.overFullScreen, false),
        (.popover, nil), (.custom, nil),
    ])
    func dimmingIsStatedOnlyWhereTheModelSaysSo(appearance: PresentationAppearance, dims: Bool?) {
        #expect(appearance.dimsPresenter == dims)
    }
}

import Testing

@testable import AdaptivePresentation

/// A replay resolves each window's environment once and reuses it: every step must still see the window it
/// resized or rotated to, and a window the device lacks must stay an error of the step that asks for it.
struct SimulationEnvironmentReuseTests {
    private static let device = SimulationFixtures.pad()
    private static let storyboard = Storyboard(
        initialController: "A", controllers: [ControllerDefinition(identifier: "A")], segues: [])

    private static func run(_ events: [ScenarioEvent]) -> ScenarioRun {
        let scenario = Scenario(
            title: "back and forth", device: device, orientation: .landscape, window: .layout(.full),
            storyboard: storyboard, steps: events.map { ScenarioStep($0) })
        return Simulation.replay(scenario, catalog: DeviceCatalog(devices: [device]))
    }

    @Test func resizesAndRotationsBackAndForthSeeTheirOwnWindows() throws {
        let run = Self.run([
            .resize(.layout(.oneHalf)), .resize(.layout(.twoThirds)), .resize(.layout(.oneHalf)),
            .resize(.layout(.full)),
            .rotate(.portrait), .rotate(.landscape), .resize(.layout(.twoThirds)),
        ])
        #expect(run.inputError == nil)
        let windows: [(Orientation, MultitaskingLayout)] = [
            (.landscape, .oneHalf), (.landscape, .twoThirds), (.landscape, .oneHalf), (.landscape, .full),
            (.portrait, .full), (.landscape, .full), (.landscape, .twoThirds),
        ]
        try #require(run.steps.count == windows.count)
        for (step, (orientation, layout)) in zip(run.steps, windows) {
            let environment = try SimulationFixtures.environment(Self.device, orientation, layout)
            #expect(step.state.window == environment.window)
            #expect(step.state.traits == environment.traits)
            #expect(step.state.geometry?.orientation == orientation)
            #expect(step.state.geometry?.layout == layout)
        }
    }

    @Test func aWindowTheDeviceLacksIsAnErrorOfItsOwnStep() throws {
        // Portrait has no twoThirds layout on this device: the rotation after the resizes cannot keep it.
        let run = Self.run([.resize(.layout(.oneHalf)), .resize(.layout(.twoThirds)), .rotate(.portrait)])
        #expect(run.steps.count == 2)
        let error = try #require(run.inputError)
        #expect(error.stepIndex == 2)
        #expect(error.field == "rotate")
    }
}

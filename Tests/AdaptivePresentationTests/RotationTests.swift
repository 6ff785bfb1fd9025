import Testing

@testable import AdaptivePresentation

/// A rotation reaches the window through two entry points, a scenario's `rotate:` step and
/// `Window.rotate(to:)`: both turn a free-form window with the device, and a device turned to the
/// orientation it already has changes nothing.
struct RotationTests {
    private static let rule = FreeformWindowRule(regularWidthAtLeast: 678)
    private static let device = SimulationFixtures.pad()
    private static let catalog = DeviceCatalog(devices: [device], freeformWindowRules: [.pad: rule])
    private static let storyboard = Storyboard(
        initialController: "A", controllers: [ControllerDefinition(identifier: "A")], segues: [])

    /// The windows a scenario's steps see, from a 900x700 free-form window in landscape.
    private static func scenarioWindows(_ rotations: [Orientation]) -> [Size] {
        let scenario = Scenario(
            title: "rotations", device: device, orientation: .landscape,
            window: .window(Size(width: 900, height: 700)), storyboard: storyboard,
            steps: rotations.map { ScenarioStep(.rotate($0)) })
        let run = Simulation.replay(scenario, catalog: catalog)
        #expect(run.inputError == nil)
        return run.steps.map(\.state.window)
    }

    /// The windows `Window.rotate(to:)` leads to, from the same window.
    private static func windowWindows(_ rotations: [Orientation]) throws -> [Size] {
        let root = try storyboard.instantiateInitialViewController()
        let start = try catalog.environment(
            device: device, orientation: .landscape, window: Size(width: 900, height: 700))
        let window = Window(environment: start, rootViewController: root)
        window.freeformWindowRule = rule
        return try rotations.map { orientation in
            try window.rotate(to: orientation)
            return window.environment.window
        }
    }

    @Test(arguments: [
        [Orientation.landscape],
        [.portrait, .portrait],
        [.landscape, .portrait, .portrait, .landscape, .landscape],
    ])
    func bothEntryPointsTurnAFreeFormWindowOnlyWhenTheOrientationChanges(_ rotations: [Orientation]) throws {
        var expected: [Size] = []
        var orientation = Orientation.landscape
        var size = Size(width: 900, height: 700)
        for next in rotations {
            if next != orientation { size = size.transposed }
            orientation = next
            expected.append(size)
        }
        #expect(Self.scenarioWindows(rotations) == expected)
        #expect(try Self.windowWindows(rotations) == expected)
    }
}

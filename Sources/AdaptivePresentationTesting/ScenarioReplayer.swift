/// Replays scenarios for a test, built in Swift, on a devices catalog.
public struct ScenarioReplayer: Sendable {
    /// The devices scenarios run on.
    public let catalog: DeviceCatalog

    /// A replayer with a devices catalog of your own.
    public init(catalog: DeviceCatalog) {
        self.catalog = catalog
    }

    /// Replays a scenario built in Swift.
    public func replay(_ scenario: Scenario) -> ScenarioRun {
        Simulation.replay(scenario, catalog: catalog)
    }
}

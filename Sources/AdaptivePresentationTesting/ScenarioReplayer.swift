/// Replays scenarios for a test: built in Swift, or read from scenario files, on the built-in
/// `devices.yaml` or a catalog you give.
///
/// ```swift
/// @Test func vetPopoverAdapts() throws {
///     let run = try ScenarioReplayer().replay(file: "scenarios/pampered-pets/vet-popover-split-view-newest.yaml")
///     expectScenarioPasses(run)
/// }
/// ```
public struct ScenarioReplayer: Sendable {
    /// The devices scenarios run on.
    public let catalog: DeviceCatalog

    /// A replayer on the built-in `devices.yaml`.
    public init() throws(SpecError) {
        catalog = try SpecLoader.builtInDevices()
    }

    /// A replayer on a devices catalog of your own.
    public init(catalog: DeviceCatalog) {
        self.catalog = catalog
    }

    /// Replays a scenario built in Swift.
    public func replay(_ scenario: Scenario) -> ScenarioRun {
        Simulation.replay(scenario, catalog: catalog)
    }

    /// Reads, checks and replays a scenario file; `iOS` overrides its `ios:`.
    ///
    /// - Throws: ``/AdaptivePresentationSpec/SpecError`` with every located diagnostic when the file is invalid.
    ///
    /// The file is read once and replayed once: an input error that shows only while replaying is located
    /// in the file as the replay meets it.
    public func replay(file path: String, iOS: Int? = nil) throws(SpecError) -> ScenarioRun {
        let steps = StepCollector()
        let replay = ScenarioReplay(catalog: catalog, observer: steps)
        let read = ScenarioReader(loader: ScenarioLoader(catalog: catalog), iOS: iOS).read(path: path, into: replay)
        guard !read.isInvalid, let run = replay.run(steps: steps.steps) else {
            throw SpecError(diagnostics: read.diagnostics)
        }
        return run
    }
}

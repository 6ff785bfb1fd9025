/// The one replay loop: takes a scenario's steps one at a time, replays each in a ``Simulation``, and tells
/// its ``ReplayObserver`` about each. ``Simulation/replay(_:catalog:)``, the scenario file readers of the
/// files library (held or streamed, pulled one at a time with ``ScenarioStepConsumer/take(from:)``), the
/// command line, the testing library and `--record` all replay through it.
///
/// ```swift
/// let steps = StepCollector()
/// let replay = ScenarioReplay(catalog: catalog, observer: steps)
/// try replay.begin(scenario)
/// for (index, step) in scenario.steps.enumerated() { try replay.take(step, index: index) }
/// let run = replay.run(steps: steps.steps)
/// ```
public final class ScenarioReplay: ScenarioStepConsumer {
    public let catalog: DeviceCatalog
    /// Told about every step; held strongly for the replay.
    public let observer: (any ReplayObserver)?
    /// The scenario set up by ``begin(_:)``, with the steps it came with (none when they stream).
    public private(set) var scenario: Scenario?
    /// The simulation the steps drive, once set up.
    public private(set) var simulation: Simulation?
    /// The input error that stopped the replay, if any.
    public private(set) var inputError: ScenarioInputError?
    /// How many steps were replayed.
    public private(set) var stepCount = 0
    /// Whether each step's state gathers its geometry (``StepState/geometry``), which only a report that draws
    /// the steps needs; on by default.
    public var gathersGeometry = true
    /// Whether each step's state lists the window's views and their layers (``StepTransitions/views``), for a
    /// report that shows them all; off, only the steps that expect `views`, `layers` or `presentingViews`
    /// gather them. On by default.
    public var gathersViews = true

    public init(catalog: DeviceCatalog, observer: (any ReplayObserver)? = nil) {
        self.catalog = catalog
        self.observer = observer
    }

    public func begin(_ scenario: Scenario) throws(ScenarioInputError) {
        self.scenario = scenario
        do {
            simulation = try Simulation(scenario: scenario, catalog: catalog)
            simulation?.gathersGeometry = gathersGeometry
            simulation?.gathersViews = gathersViews
        } catch {
            inputError = error
            throw error
        }
        observer?.willReplay(title: scenario.title, setting: Simulation.setting(of: scenario))
    }

    public func take(_ step: ScenarioStep, index: Int) throws(ScenarioInputError) {
        guard let simulation, inputError == nil else { return }
        let result: StepResult
        do {
            result = try simulation.replay(step, index: index)
        } catch {
            inputError = error
            throw error
        }
        stepCount += 1
        observer?.didReplay(result)
    }

    /// The run as it stands: the scenario's title, setting and notes, the input error if one stopped it, and
    /// `steps` (what the observer kept of them: a replay does not hold its steps). `nil` before ``begin(_:)``.
    public func run(steps: [StepResult]) -> ScenarioRun? {
        guard let scenario else { return nil }
        return ScenarioRun(
            title: scenario.title, steps: steps, inputError: inputError, notes: simulation?.notes ?? [],
            setting: Simulation.setting(of: scenario))
    }
}

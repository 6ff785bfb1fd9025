/// Takes a scenario one step at a time: the header first (a ``Scenario`` whose `steps` may be empty, since
/// they follow), then each step in order. A scenario file's reader hands what it reads to one of these,
/// whether it holds the file or streams it; ``ScenarioReplay`` replays what it is handed.
public protocol ScenarioStepConsumer: AnyObject {
    /// The scenario's header. Throws when the scenario cannot be set up (an initial controller that does not
    /// load); no step follows then.
    ///
    /// - Parameters:
    ///   - scenario: the scenario: its device, window, iOS version and storyboard. Its steps come one by one
    ///     through ``take(_:index:)`` (a streamed scenario holds none of them).
    ///   - streamed: whether the steps will come as the file is read.
    func begin(_ scenario: Scenario, streamed: Bool) throws(ScenarioInputError)
    /// The step at `index` (0-based, as in `steps[3]`). Throws an input error located by ``ScenarioInputError/stepIndex``
    /// and ``ScenarioInputError/field``; no step follows then.
    func take(_ step: ScenarioStep, index: Int) throws(ScenarioInputError)
}

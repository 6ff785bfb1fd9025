/// Takes a scenario one step at a time: the header first (a ``Scenario`` whose `steps` may be empty, since
/// they follow), then each step in order. ``ScenarioReplay`` replays what it is given; it pulls the steps of a
/// scenario file from a ``ScenarioStepSource`` with ``take(from:)``.
public protocol ScenarioStepConsumer: AnyObject {
    /// The scenario's header: its device, window, iOS version and storyboard. Its steps come one by one
    /// through ``take(_:index:)`` (a scenario read from a long file holds none of them). Throws when the
    /// scenario cannot be set up (an initial controller that does not load); no step follows then.
    func begin(_ scenario: Scenario) throws(ScenarioInputError)
    /// The step at `index` (0-based, as in `steps[3]`). Throws an input error located by
    /// ``ScenarioInputError/place``; no step follows then.
    func take(_ step: ScenarioStep, index: Int) throws(ScenarioInputError)
}

extension ScenarioStepConsumer {
    /// Takes every step `source` hands out, in order, asking for the next once the last is taken; stops at
    /// the first input error, which it throws.
    public func take(from source: some ScenarioStepSource) throws(ScenarioInputError) {
        while let (index, step) = source.nextStep() {
            try take(step, index: index)
        }
    }
}

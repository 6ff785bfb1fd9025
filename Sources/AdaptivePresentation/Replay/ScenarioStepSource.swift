/// Hands out a scenario's steps one at a time, when asked for the next: a scenario file's reader reads and
/// decodes a step only then, on the caller's thread, so that a replay pulls a long file through without
/// holding its steps. ``ScenarioStepConsumer/take(from:)`` replays what it hands out.
public protocol ScenarioStepSource: AnyObject {
    /// The next step, with its index (0-based, as in `steps[3]`); `nil` when there is none to replay: the
    /// steps are over, or a problem of the input stopped them.
    func nextStep() -> (index: Int, step: ScenarioStep)?
}

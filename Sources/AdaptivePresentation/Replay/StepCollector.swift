/// A ``ReplayObserver`` that keeps every step, for a run that reports them all (a test, a scenario built in
/// Swift, a report that draws every step).
public final class StepCollector: ReplayObserver {
    /// The steps replayed, in order.
    public private(set) var steps: [StepResult] = []
    public init() {}

    public func willReplay(title: String, setting: ScenarioRun.Setting) {}

    public func didReplay(_ step: StepResult) {
        steps.append(step)
    }
}

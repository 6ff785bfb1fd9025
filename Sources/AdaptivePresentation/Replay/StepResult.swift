/// What one step did: the state after it and its expectations.
public struct StepResult: Hashable, Sendable {
    /// The step's index in the scenario (0-based, as in `steps[3]`).
    public var index: Int
    public var event: ScenarioEvent?
    public var state: StepState
    public var expectations: [ExpectationResult]

    public init(index: Int, event: ScenarioEvent?, state: StepState, expectations: [ExpectationResult]) {
        self.index = index
        self.event = event
        self.state = state
        self.expectations = expectations
    }

    /// Whether every expectation held.
    public var passed: Bool { expectations.allSatisfy(\.passed) }
}

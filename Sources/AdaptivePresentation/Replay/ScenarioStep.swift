/// One step of a scenario: an optional event, then expectations compared after it.
public struct ScenarioStep: Hashable, Sendable {
    public var event: ScenarioEvent?
    public var expectations: [StepExpectation]

    public init(_ event: ScenarioEvent?, expect expectations: [StepExpectation] = []) {
        self.event = event
        self.expectations = expectations
    }
}

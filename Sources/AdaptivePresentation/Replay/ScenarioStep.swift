/// One step of a scenario: an optional event, then expectations compared after it.
public struct ScenarioStep: Hashable, Sendable {
    public var event: ScenarioEvent?
    public var expectations: [StepExpectation]
    /// `at: SECONDS`: the expectations are checked this long after the event, while what still runs keeps
    /// running; `nil`: the step settles (the clock runs until nothing animates) unless it is an `advance`.
    public var at: VirtualTime?

    public init(_ event: ScenarioEvent?, at: VirtualTime? = nil, expect expectations: [StepExpectation] = []) {
        self.event = event
        self.at = at
        self.expectations = expectations
    }
}

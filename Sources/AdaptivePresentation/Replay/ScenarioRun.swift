/// The outcome of replaying one scenario.
public struct ScenarioRun: Hashable, Sendable {
    public var title: String
    /// The steps replayed (all of them unless an input error stopped the replay).
    public var steps: [StepResult]
    /// The input error that stopped the replay, if any.
    public var inputError: ScenarioInputError?
    /// What the replay noted, once each: segue classes the scenario does not describe, which behave as
    /// `UIStoryboardSegue`.
    public var notes: [String]

    public init(title: String, steps: [StepResult], inputError: ScenarioInputError?, notes: [String] = []) {
        self.notes = notes
        self.title = title
        self.steps = steps
        self.inputError = inputError
    }

    /// Whether the scenario ran to the end and every expectation held.
    public var passed: Bool { inputError == nil && steps.allSatisfy(\.passed) }

    /// The failed expectations with their steps.
    public var failures: [(step: StepResult, expectation: ExpectationResult)] {
        steps.flatMap { step in step.expectations.filter { !$0.passed }.map { (step, $0) } }
    }

    public static func == (lhs: ScenarioRun, rhs: ScenarioRun) -> Bool {
        lhs.title == rhs.title && lhs.steps == rhs.steps && lhs.inputError == rhs.inputError && lhs.notes == rhs.notes
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(title)
        hasher.combine(steps)
        hasher.combine(inputError)
        hasher.combine(notes)
    }
}

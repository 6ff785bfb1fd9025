/// The readable explanation of a scenario that did not pass: each failed expectation with its step, the
/// expected and actual values side by side, and for lists the first difference.
public struct ScenarioFailureReport: Hashable, Sendable, CustomStringConvertible {
    public let run: ScenarioRun

    public init(_ run: ScenarioRun) {
        self.run = run
    }

    /// One message per problem: the input error, else one per failed expectation.
    public var messages: [String] {
        if let error = run.inputError {
            return ["scenario '\(run.title)' could not be replayed: \(error.description)"]
        }
        return run.failures.map { step, expectation in
            Self.message(step: step, expectation: expectation, title: run.title)
        }
    }

    public var description: String { messages.joined(separator: "\n") }

    static func message(step: StepResult, expectation: ExpectationResult, title: String) -> String {
        var lines = [
            "scenario '\(title)', steps[\(step.index)]\(step.event.map { " (\($0))" } ?? ""): \(expectation.key) differs",
            "  expected: \(expectation.expected)",
            "    actual: \(expectation.shownActual)",
        ]
        if case let .array(expected) = expectation.expected, case let .array(actual) = expectation.actual {
            let count = max(expected.count, actual.count)
            if let index = (0..<count).first(where: { i in
                (i < expected.count ? expected[i] : nil) != (i < actual.count ? actual[i] : nil)
            }) {
                let want = index < expected.count ? expected[index].description : "(nothing)"
                let got = index < actual.count ? actual[index].description : "(nothing)"
                lines.append("  first difference at [\(index)]: expected \(want), got \(got)")
            }
        }
        return lines.joined(separator: "\n")
    }
}

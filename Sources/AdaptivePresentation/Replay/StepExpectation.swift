/// One expectation of a step: a key of the "Scenario and storyboard files" article and the expected value.
///
/// ```swift
/// StepExpectation(.style, expected: .string("popover"))   // or .style(.popover)
/// StepExpectation(.frame, expected: .object([("width", .number(320))]), partial: true)
/// ```
public struct StepExpectation: Hashable, Sendable {
    /// What is expected, and how it is observed and compared.
    public var key: ObservationKey
    /// The expected value, as reports show it.
    public var expected: TraceValue
    /// Whether `expected` gives only some sub-keys of a mapping-valued key (`frame: {width: 320}`): then only
    /// they are compared (see ``ObservationKey/Comparison/partialMapping``).
    public var partial: Bool

    /// An expectation of `key`.
    public init(_ key: ObservationKey, expected: TraceValue, partial: Bool = false) {
        self.key = key
        self.expected = expected
        self.partial = partial
    }

    /// Compares with a step's state: one call of the key's ``ObservationKey/observe``, as a long replay checks
    /// an expectation per step.
    public func check(against state: StepState) -> ExpectationResult {
        let actual = key.observed(in: state)
        let passed: Bool
        if partial {
            passed = expected.isSubset(of: actual)
        } else if key.comparison == .unordered {
            passed = Self.haveSameElements(expected, actual)
        } else {
            passed = expected == actual
        }
        return ExpectationResult(key: key.name, expected: expected, actual: actual, passed: passed)
    }

    /// Whether two lists hold the same elements, each as many times, in any order; other values, whether
    /// they are equal.
    private static func haveSameElements(_ expected: TraceValue, _ actual: TraceValue) -> Bool {
        guard case let .array(wanted) = expected, case let .array(found) = actual else { return expected == actual }
        guard wanted.count == found.count else { return false }
        var unmatched = found
        for element in wanted {
            guard let index = unmatched.firstIndex(of: element) else { return false }
            unmatched.remove(at: index)
        }
        return true
    }
}

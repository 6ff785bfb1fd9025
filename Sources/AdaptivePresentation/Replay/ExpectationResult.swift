/// An expectation compared with what the step observed.
public struct ExpectationResult: Hashable, Sendable {
    public var key: String
    public var expected: TraceValue
    public var actual: TraceValue
    public var passed: Bool

    public init(key: String, expected: TraceValue, actual: TraceValue, passed: Bool) {
        self.key = key
        self.expected = expected
        self.actual = actual
        self.passed = passed
    }
}

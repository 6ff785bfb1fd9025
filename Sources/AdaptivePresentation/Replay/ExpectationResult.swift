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

    /// What a report shows of ``actual`` beside ``expected``: for a mapping the expectation names only some
    /// keys of (a partial expectation, `layers: {Photo: {alpha: 0.5}}`), the observed value of those keys,
    /// each whole, so that what the user asserted on is never cut off behind keys they did not name (the whole
    /// observation when it has none of them); any other value as observed.
    public var shownActual: TraceValue {
        guard case let .object(expectedMembers) = expected, case let .object(actualMembers) = actual else {
            return actual
        }
        let named = Set(expectedMembers.map(\.0))
        let shown = actualMembers.filter { named.contains($0.0) }
        // None of them observed: what was, to show what the names should be.
        return shown.isEmpty || shown.count == actualMembers.count ? actual : .object(shown)
    }
}

extension TraceValue {
    /// Whether every key of this object is in `other` with an equal value; for values that are not objects,
    /// whether they are equal. A partial expectation (`frame: {width: 320}`) holds when it is a subset of
    /// what the step observed.
    public func isSubset(of other: TraceValue) -> Bool {
        guard case let .object(pairs) = self else { return self == other }
        guard case let .object(actual) = other else { return false }
        return pairs.allSatisfy { key, value in
            actual.first(where: { $0.0 == key }).map { value.isSubset(of: $0.1) } ?? false
        }
    }

    /// The value of `key` in an object; `nil` for other values or a missing key.
    public subscript(key: String) -> TraceValue? {
        guard case let .object(pairs) = self else { return nil }
        return pairs.first(where: { $0.0 == key })?.1
    }
}

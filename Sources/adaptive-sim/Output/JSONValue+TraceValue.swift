import AdaptivePresentation

extension JSONValue {
    /// The JSON form of a value from a replay trace: objects keep their key order.
    init(_ value: TraceValue) {
        switch value {
        case .null: self = .null
        case let .bool(bool): self = .bool(bool)
        case let .number(number): self = .number(number)
        case let .string(string): self = .string(string)
        case let .array(elements): self = .array(elements.map(JSONValue.init))
        case let .object(members): self = .object(members.map { ($0.0, JSONValue($0.1)) })
        }
    }
}

/// A value kept behind a reference, so that an optional field that is usually `nil` costs one word.
final class Boxed<Value: Hashable & Sendable>: Hashable, Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }

    static func == (lhs: Boxed, rhs: Boxed) -> Bool { lhs === rhs || lhs.value == rhs.value }

    func hash(into hasher: inout Hasher) { hasher.combine(value) }
}

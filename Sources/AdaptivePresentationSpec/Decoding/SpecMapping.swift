/// A YAML mapping whose keys are the cases of `Key`, read by key.
///
/// Made by ``SpecNode/mapping(_:)``, which has already reported every key that is not a case of `Key`
/// (with a did-you-mean). Reading a key that is absent through ``required(_:)`` reports it as missing;
/// ``subscript(_:)`` and ``optional(_:_:)`` do not.
///
/// ```swift
/// enum WindowKey: String, SpecKey { case width, height, horizontal, vertical }
///
/// guard let window = node.mapping(WindowKey.self) else { return nil }
/// let width = window.required(.width) { $0.positiveNumber() }
/// let horizontal = window.required(.horizontal) { $0.value(of: SizeClass.self, named: "size class") }
/// ```
public struct SpecMapping<Key: SpecKey> {
    /// The mapping node, whose location and path missing keys are reported at.
    public let node: SpecNode
    /// The known keys present in the mapping, in document order.
    public let keys: [Key]

    /// The known entries, in document order: a mapping has a handful of keys, so a linear search is cheaper
    /// than hashing them.
    private let known: [(key: Key, keyNode: SpecNode, value: SpecNode)]

    init(node: SpecNode, entries: [SpecEntry]) {
        self.node = node
        var known: [(key: Key, keyNode: SpecNode, value: SpecNode)] = []
        known.reserveCapacity(entries.count)
        for entry in entries {
            guard let key = Key(rawValue: entry.key) else {
                entry.keyNode.reportUnknown("key", entry.key, among: Key.allCases.map(\.rawValue))
                continue
            }
            known.append((key, entry.keyNode, entry.value))
        }
        self.keys = known.map(\.key)
        self.known = known
    }

    private var values: Lookup { Lookup(known: known, keyNode: false) }
    private var keyNodes: Lookup { Lookup(known: known, keyNode: true) }

    /// Reads the value or key node of a key from the known entries.
    private struct Lookup {
        let known: [(key: Key, keyNode: SpecNode, value: SpecNode)]
        let keyNode: Bool

        subscript(_ key: Key) -> SpecNode? {
            guard let entry = known.first(where: { $0.key == key }) else { return nil }
            return keyNode ? entry.keyNode : entry.value
        }
    }

    /// The value of `key`, or `nil` when it is absent (nothing is reported).
    public subscript(_ key: Key) -> SpecNode? { values[key] }

    /// Whether `key` is present.
    public func contains(_ key: Key) -> Bool { values[key] != nil }

    /// The key itself, to report a problem with the key rather than its value (`'oneHalf' exists only in
    /// landscape`).
    public func keyNode(_ key: Key) -> SpecNode? { keyNodes[key] }

    /// The value of `key`, or `nil` after reporting `missing required key 'key'` at the mapping.
    public func required(_ key: Key) -> SpecNode? {
        if let value = values[key] { return value }
        node.error("missing required key '\(key.rawValue)'")
        return nil
    }

    /// The value of a required key decoded with `decode`; `nil` if it is missing or did not decode.
    public func required<Value>(_ key: Key, _ decode: (SpecNode) -> Value?) -> Value? {
        required(key).flatMap(decode)
    }

    /// The value of an optional key decoded with `decode`; `nil` if it is absent or did not decode (only the
    /// latter is reported).
    public func optional<Value>(_ key: Key, _ decode: (SpecNode) -> Value?) -> Value? {
        values[key].flatMap(decode)
    }
}

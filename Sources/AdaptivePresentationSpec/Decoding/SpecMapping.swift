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
    /// than hashing them. Their nodes are made when asked for: most values are read once, many keys never.
    private let known: [(key: Key, keyNode: YAMLNode, value: YAMLNode)]

    /// Reads the entries of `node`'s mapping: every key must be a string and appear once (else it is
    /// reported and passed over, as ``SpecNode/entries()`` does), and a key that is not a case of `Key` is
    /// reported with a did-you-mean.
    init(node: SpecNode, pairs: [(key: YAMLNode, value: YAMLNode)]) {
        self.node = node
        var known: [(key: Key, keyNode: YAMLNode, value: YAMLNode)] = []
        known.reserveCapacity(pairs.count)
        // Keys seen so far, looked up by a linear search in small mappings (nearly all) and hashed in large ones.
        var texts: [(text: String, key: YAMLNode)] = []
        var seen: [String: YAMLNode] = [:]
        let hashed = pairs.count > 16
        for (key, value) in pairs {
            guard let text = key.string else {
                node.child(key, path: node.path).expected("a string key")
                continue
            }
            if let first = hashed ? seen[text] : texts.first(where: { $0.text == text })?.key {
                // The reader rejects keys equal in text and tag; `1` and "1" differ in tag but not in text.
                node.child(key, path: node.path).error(
                    "duplicate key '\(text)'", notes: [node.child(first, path: node.path).note("'\(text)' is first used here")])
                continue
            }
            if hashed { seen[text] = key } else { texts.append((text, key)) }
            guard let knownKey = Key(rawValue: text) else {
                node.child(key, path: node.path).reportUnknown("key", text, among: Key.allCases.map(\.rawValue))
                continue
            }
            known.append((knownKey, key, value))
        }
        self.keys = known.map(\.key)
        self.known = known
    }

    /// The entry of `key`, if present.
    private func entry(_ key: Key) -> (key: Key, keyNode: YAMLNode, value: YAMLNode)? {
        for entry in known where entry.key == key { return entry }
        return nil
    }

    /// The value of `key` as a node, with its path.
    private func valueNode(_ key: Key) -> SpecNode? {
        entry(key).map { node.child($0.value, path: node.path.appending(key: key.rawValue)) }
    }

    /// The value of `key`, or `nil` when it is absent (nothing is reported).
    public subscript(_ key: Key) -> SpecNode? { valueNode(key) }

    /// Whether `key` is present.
    public func contains(_ key: Key) -> Bool { entry(key) != nil }

    /// The key itself, to report a problem with the key rather than its value (`'oneHalf' exists only in
    /// landscape`).
    public func keyNode(_ key: Key) -> SpecNode? { entry(key).map { node.child($0.keyNode, path: node.path) } }

    /// The value of `key`, or `nil` after reporting `missing required key 'key'` at the mapping.
    public func required(_ key: Key) -> SpecNode? {
        if let value = valueNode(key) { return value }
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
        valueNode(key).flatMap(decode)
    }
}

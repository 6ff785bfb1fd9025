/// A YAML mapping whose keys are the cases of `Key`, read by key.
///
/// Made by ``SpecNode/mapping(_:)``, which has already reported every key that is not a case of `Key`
/// (with a did-you-mean). Reading a key that is absent through ``required(_:)`` reports it as missing;
/// ``subscript(_:)`` and ``optional(_:_:)`` do not. `Key` may also be a set of keys known only at run time
/// (the expectation keys of a vocabulary), read by name with ``SpecNode/mapping(among:key:)``.
///
/// ```swift
/// enum WindowKey: String, SpecKey { case width, height, horizontal, vertical }
///
/// guard let window = node.mapping(WindowKey.self) else { return nil }
/// let width = window.required(.width) { $0.positiveNumber() }
/// let horizontal = window.required(.horizontal) { $0.value(of: SizeClass.self, named: "size class") }
/// ```
public struct SpecMapping<Key: SpecMappingKey> {
    /// The mapping node, whose location and path missing keys are reported at.
    public let node: SpecNode
    /// The known keys present in the mapping, in document order.
    public var keys: [Key] { known.map(\.key) }

    /// The known entries, in document order, as indices in the node's document: a mapping has a handful of
    /// keys, so a linear search is cheaper than hashing them. Their nodes are made when asked for: most values
    /// are read once, many keys never.
    private let known: [(key: Key, keyNode: Int, value: Int)]

    /// Reads the entries of `node`'s mapping: every key must be a string and appear once (else it is
    /// reported and passed over, as ``SpecNode/entries()`` does), and a key that `key` does not know is
    /// reported with a did-you-mean among `allowed` (asked for only then).
    init(node: SpecNode, allowed: () -> [String], key resolve: (String) -> Key?) {
        // The values' paths share the mapping's.
        self.node = SpecNode(yaml: node.yaml, path: node.path.linked)
        let node = self.node
        let document = node.yaml.document
        let mapping = node.yaml.index
        let entries = document.entries
        var known: [(key: Key, keyNode: Int, value: Int)] = []
        known.reserveCapacity(Int(entries[mapping].count) / 2)
        // Keys seen so far are found again by comparing their text in the document in small mappings
        // (nearly all), and hashed in large ones.
        let hashed = entries[mapping].count > 32
        var seen: [String: Int] = [:]
        var pendingKey = -1
        // The nodes of keys are made only to report a problem.
        for resolved in YAMLDocument.Children(entries: entries, of: mapping) {
            guard pendingKey >= 0 else {
                pendingKey = resolved
                continue
            }
            let key = pendingKey
            pendingKey = -1
            guard entries[key].kind == .scalar else {
                node.child(YAMLNode(document: document, index: key), path: node.path).expected("a string key")
                continue
            }
            let text = document.scalarText(key)
            if let first = hashed ? seen[text] : Self.earlierKey(like: key, in: mapping, entries: entries, of: document)
            {
                // The reader rejects keys equal in text and tag; `1` and "1" differ in tag but not in text.
                node.child(YAMLNode(document: document, index: key), path: node.path).error(
                    .duplicateKey(text),
                    notes: [
                        node.child(YAMLNode(document: document, index: first), path: node.path).note(
                            "'\(text)' is first used here")
                    ])
                continue
            }
            if hashed { seen[text] = key }
            guard let knownKey = resolve(text) else {
                node.child(YAMLNode(document: document, index: key), path: node.path)
                    .reportUnknown(.unknownKey(text), text, among: allowed())
                continue
            }
            known.append((knownKey, key, resolved))
        }
        self.known = known
    }

    /// The first key of the mapping with the same text as the scalar key at `key`, when it comes before it
    /// (`entries` are the document's).
    private static func earlierKey(
        like key: Int, in mapping: Int, entries: [YAMLDocument.Entry], of document: YAMLDocument
    ) -> Int? {
        var isKey = true
        for resolved in YAMLDocument.Children(entries: entries, of: mapping) {
            if resolved == key { return nil }
            if isKey, entries[resolved].kind == .scalar, document.haveSameText(resolved, key) { return resolved }
            isKey.toggle()
        }
        return nil
    }

    /// How many known keys the mapping has.
    var count: Int { known.count }

    /// The known key at `position` (from 0 to ``count``, in document order) and its value.
    func value(at position: Int) -> (key: Key, value: SpecNode) {
        let entry = known[position]
        return (
            entry.key,
            node.child(
                YAMLNode(document: node.yaml.document, index: entry.value),
                path: node.path.appending(key: name(of: entry)))
        )
    }

    /// Whether a known key satisfies `predicate`, and the first two that do, in document order.
    func firstKeys(where predicate: (Key) -> Bool) -> (first: Key?, second: Key?) {
        var found: (first: Key?, second: Key?) = (nil, nil)
        for entry in known where predicate(entry.key) {
            if found.first == nil { found.first = entry.key } else { found.second = entry.key; break }
        }
        return found
    }

    /// The entry of `key`, if present.
    private func entry(_ key: Key) -> (key: Key, keyNode: Int, value: Int)? {
        for entry in known where entry.key == key { return entry }
        return nil
    }

    /// The name of an entry's key in paths: its ``SpecMappingKey/pathName``, else its text as written.
    private func name(of entry: (key: Key, keyNode: Int, value: Int)) -> String {
        entry.key.pathName ?? node.yaml.document.scalarText(entry.keyNode)
    }

    /// The value of `key` as a node, with its path.
    private func valueNode(_ key: Key) -> SpecNode? {
        entry(key).map {
            node.child(
                YAMLNode(document: node.yaml.document, index: $0.value), path: node.path.appending(key: name(of: $0)))
        }
    }

    /// The value of `key`, or `nil` when it is absent (nothing is reported).
    public subscript(_ key: Key) -> SpecNode? { valueNode(key) }

    /// Whether `key` is present.
    public func contains(_ key: Key) -> Bool { entry(key) != nil }

    /// The key itself, to report a problem with the key rather than its value (`'oneHalf' exists only in
    /// landscape`).
    public func keyNode(_ key: Key) -> SpecNode? {
        entry(key).map { node.child(YAMLNode(document: node.yaml.document, index: $0.keyNode), path: node.path) }
    }

    /// The value of an optional key decoded with `decode`; `nil` if it is absent or did not decode (only the
    /// latter is reported).
    public func optional<Value>(_ key: Key, _ decode: (SpecNode) -> Value?) -> Value? {
        valueNode(key).flatMap(decode)
    }
}

extension SpecMapping where Key: SpecKey {
    /// Reads the entries of `node`'s mapping, whose keys are the cases of `Key`.
    init(node: SpecNode) {
        self.init(node: node, allowed: { Key.allCases.map(\.rawValue) }, key: Key.init(rawValue:))
    }

    /// The value of `key`, or `nil` after reporting `missing required key 'key'` at the mapping.
    public func required(_ key: Key) -> SpecNode? {
        if let value = valueNode(key) { return value }
        node.error(.missingKey(key.rawValue))
        return nil
    }

    /// The value of a required key decoded with `decode`; `nil` if it is missing or did not decode.
    public func required<Value>(_ key: Key, _ decode: (SpecNode) -> Value?) -> Value? {
        required(key).flatMap(decode)
    }
}

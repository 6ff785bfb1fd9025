/// Keys repeated in one mapping of a composed document (YAML 1.2 forbids them; libyaml lets them through): the
/// reader asks at the end of each mapping.
enum YAMLDuplicateKeys {
    /// Keys equal in text and tag, reported at the first use of the first of them in sorted order.
    static func problem(mappingAt mapping: Int, in document: YAMLDocument, file: String) -> Diagnostic? {
        // Small mappings (nearly all) compare their keys pairwise where they lie, which costs no allocation;
        // the keys are gathered and hashed only for a large mapping or when two keys clash.
        if document.entries[mapping].count <= 32, !hasRepeatedKey(mappingAt: mapping, in: document) { return nil }
        var keys: [Int] = []
        var isKey = true
        for child in document.children(of: mapping) {
            if isKey, document.entries[child].kind == .scalar { keys.append(child) }
            isKey.toggle()
        }
        guard keys.count > 1 else { return nil }
        struct Key: Hashable { let text: String; let tag: String }
        var first: [Key: Int] = [:]
        var repeated: Set<Key> = []
        for key in keys {
            let node = YAMLNode(document: document, index: key)
            let text = Key(text: node.string ?? "", tag: node.tag)
            if first[text] == nil { first[text] = key } else { repeated.insert(text) }
        }
        guard !repeated.isEmpty else { return nil }
        let sorted = repeated.sorted { ($0.text, $0.tag) < ($1.text, $1.tag) }
        let node = YAMLNode(document: document, index: first[sorted[0]] ?? keys[0])
        return Diagnostic(
            .duplicateKeysInMapping(sorted.map(\.text)),
            at: SourceLocation(file: file, line: node.line, column: node.column))
    }

    /// Whether two scalar keys of the mapping have the same text and tag, compared pairwise.
    private static func hasRepeatedKey(mappingAt mapping: Int, in document: YAMLDocument) -> Bool {
        var isKey = true
        var position = mapping + 1
        let end = Int(document.entries[mapping].end)
        while position < end {
            let key = document.resolved(position)
            position = Int(document.entries[position].end)
            defer { isKey.toggle() }
            guard isKey, document.entries[key].kind == .scalar else { continue }
            var later = position
            var laterIsKey = false
            while later < end {
                let other = document.resolved(later)
                later = Int(document.entries[later].end)
                defer { laterIsKey.toggle() }
                if laterIsKey, document.entries[other].kind == .scalar,
                    document.entries[other].tag == document.entries[key].tag,
                    document.haveSameText(key, other)
                {
                    return true
                }
            }
        }
        return false
    }
}

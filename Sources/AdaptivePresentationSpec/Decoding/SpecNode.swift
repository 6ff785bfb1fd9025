import AdaptivePresentation

/// A YAML value with where it came from: its file location and its path in the document.
///
/// Nodes decode themselves into typed values and report every mismatch to their ``SpecDecoder`` as a
/// located ``Diagnostic``, returning `nil`; the caller only checks for `nil` and carries on, so one pass
/// finds every problem of a file. Decoding never throws and never stops early.
///
/// ```swift
/// enum ScreenKey: String, SpecKey { case width, height }
///
/// func decodeScreen(_ node: SpecNode) -> Size? {
///     guard let fields = node.mapping(ScreenKey.self) else { return nil }   // unknown keys: did-you-mean
///     let width = fields.required(.width) { $0.positiveNumber() }           // missing key, wrong type
///     let height = fields.required(.height) { $0.positiveNumber() }
///     guard let width, let height else { return nil }
///     return Size(width: width, height: height)
/// }
/// ```
public struct SpecNode {
    /// The composed YAML node, for what the typed accessors do not cover.
    let yaml: YAMLNode
    /// Where the value is in the document: `devices[3].layouts`.
    public let path: SpecPath
    /// Where the value starts in the file (made when asked for: nodes are copied often, locations read
    /// only for diagnostics).
    public var location: SourceLocation { SourceLocation(file: decoder.file, line: yaml.line, column: yaml.column) }
    /// The decoder that collects this file's diagnostics (its document's: a node holds one reference, its
    /// document, however often it is copied).
    public var decoder: SpecDecoder { yaml.document.decoder }

    /// Where the value's text is in the file, in bytes from the start of the file (a byte order mark
    /// included): from its first character (a quote, a bracket, a block sequence's first `-`) to just past
    /// its last. The node an alias stands for keeps its anchor's range.
    public var byteRange: Range<Int> { yaml.byteRange }

    init(yaml: YAMLNode, path: SpecPath) {
        self.yaml = yaml
        self.path = path
    }

    /// A node inside this one.
    func child(_ yaml: YAMLNode, path: SpecPath) -> SpecNode {
        SpecNode(yaml: yaml, path: path)
    }

    // MARK: - Reporting

    /// Reports an error located at this node, with this node's path.
    public func error(_ code: DiagnosticCode, notes: [Diagnostic.Note] = []) {
        decoder.report(Diagnostic(code, at: location, path: path, notes: notes))
    }

    /// Reports an error located at this node with a `did you mean` note when there is a suggestion.
    public func error(_ code: DiagnosticCode, suggestion: String?) {
        error(code, notes: suggestion.map { [.didYouMean($0)] } ?? [])
    }

    /// Reports a warning located at this node.
    public func warning(_ code: DiagnosticCode, notes: [Diagnostic.Note] = []) {
        decoder.report(Diagnostic(code, at: location, path: path, severity: .warning, notes: notes))
    }

    /// A note pointing at this node, to attach to a diagnostic about another node.
    public func note(_ message: String) -> Diagnostic.Note {
        Diagnostic.Note(message, at: location)
    }

    /// Reports `expected <description>, found <what this node is>`.
    ///
    /// - Parameters:
    ///   - description: what was wanted, with its article: `a layout name or {width, height}`.
    ///   - notes: notes to attach to the diagnostic (where a value first appeared, a suggestion).
    public func expected(_ description: String, notes: [Diagnostic.Note] = []) {
        error(.wrongType(expected: description, found: foundDescription), notes: notes)
    }

    /// Reports `expected <description>, found …` and returns `nil`, for `guard … else { return mismatch(…) }`.
    func mismatch<Value>(_ description: String, notes: [Diagnostic.Note] = []) -> Value? {
        expected(description, notes: notes)
        return nil
    }

    // MARK: - Shape

    /// Whether the node is a mapping.
    public var isMapping: Bool { yaml.isMapping }
    /// Whether the node is a sequence.
    public var isSequence: Bool { yaml.isSequence }
    /// Whether the node is `null`, `~` or nothing at all (`key:` without a value).
    public var isNull: Bool { yaml.isScalar && yaml.tagCode == .null }

    /// The text of a scalar exactly as written (without quotes), or `nil` for a collection.
    public var scalarText: String? { yaml.string }

    /// The resolved tag of a scalar (`tag:yaml.org,2002:int`), or `nil` for a collection.
    var scalarTag: String? {
        guard yaml.isScalar else { return nil }
        return yaml.tag
    }

    /// What the node is, for `found …` in messages: `a mapping`, `the integer 12`, `the string 'abc'`.
    public var foundDescription: String {
        if isMapping { return "a mapping" }
        if isSequence { return "a sequence" }
        let text = scalarText ?? ""
        let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
        switch scalarTag {
        case YAMLTag.null: return text.isEmpty ? "nothing" : "null"
        case YAMLTag.bool: return "the boolean \(shown)"
        case YAMLTag.int: return "the integer \(shown)"
        case YAMLTag.float: return "the number \(shown)"
        case YAMLTag.str: return "the string '\(shown)'"
        case let tag?: return "'\(shown)' (tagged \(tag))"
        case nil: return "'\(shown)'"
        }
    }

    // MARK: - Scalars

    /// A string. Numbers, booleans and null are not strings: YAML reads `no` as false and `1.10` as 1.1,
    /// so such a value must be quoted to be text.
    public func string() -> String? {
        guard let scalar = yaml.string else { return mismatch("a string") }
        guard scalarTag == YAMLTag.str else {
            if isNull { return mismatch("a string") }
            return mismatch("a string", notes: [Diagnostic.Note("quote it to make it a string: \"\(scalar)\"")])
        }
        return scalar
    }

    /// A string with at least one non-whitespace character.
    public func nonEmptyString() -> String? {
        guard let text = string() else { return nil }
        // A printable ASCII byte other than a space is never whitespace: most text is told by its first byte,
        // without looking up Unicode properties.
        let visibleASCII = text.utf8.first.map { $0 > 0x20 && $0 < 0x7F } ?? false
        guard visibleASCII || !text.allSatisfy(\.isWhitespace) else { return mismatch("a non-empty string") }
        return text
    }

    /// An integer, written as YAML writes one (`12`, `-3`, `0x1F`, `1_000`).
    public func integer() -> Int? {
        guard let scalar = yaml.string, scalarTag == YAMLTag.int else { return mismatch("an integer") }
        guard yaml.isPlain, let value = ScalarResolver.int(scalar) else {
            error(.integerOutOfRange(scalar))
            return nil
        }
        return value
    }

    /// A finite number, integer or not (`320`, `561.5`, `1e3`). `.inf` and `.nan` are rejected.
    public func number() -> Double? {
        guard let scalar = yaml.string, scalarTag == YAMLTag.int || scalarTag == YAMLTag.float
        else { return mismatch("a number") }
        let value =
            !yaml.isPlain
            ? nil
            : scalarTag == YAMLTag.int
                ? ScalarResolver.int(scalar).map(Double.init) ?? ScalarResolver.double(scalar)
                : ScalarResolver.double(scalar)
        guard let value, value.isFinite else { return mismatch("a finite number") }
        return value
    }

    /// A number greater than zero.
    public func positiveNumber() -> Double? {
        guard let value = number() else { return nil }
        guard value > 0 else { return mismatch("a positive number") }
        return value
    }

    /// A number of zero or more (an undamped spring's `dampingRatio: 0`).
    public func nonNegativeNumber() -> Double? {
        guard let value = number() else { return nil }
        guard value >= 0 else { return mismatch("a number of zero or more") }
        return value
    }

    /// A boolean (`true`/`false`; YAML 1.1 also reads `yes`/`no` and `on`/`off`).
    public func boolean() -> Bool? {
        guard let scalar = yaml.string, scalarTag == YAMLTag.bool, let value = ScalarResolver.bool(scalar)
        else { return mismatch("a boolean") }
        return value
    }

    /// One case of an enumeration, by its raw value (exact case). An unknown value is reported as
    /// `unknown <name> 'value'` with a did-you-mean, or the list of allowed values when nothing is close.
    ///
    /// - Parameters:
    ///   - type: the enumeration whose case is read.
    ///   - name: what the value is, for the message: `layout`, `size class`.
    public func value<Value: SpecKey>(of type: Value.Type, named name: String) -> Value? {
        guard let text = scalarText, !isNull else {
            return mismatch("\(Self.article(name)) \(name) (\(Self.list(Value.allCases.map(\.rawValue))))")
        }
        if let value = Value(rawValue: text) { return value }
        reportUnknown(name, text, among: Value.allCases.map(\.rawValue))
        return nil
    }

    /// Reports `unknown <what> 'text'` at this node, with a did-you-mean or the allowed values.
    /// The text is quoted as ``/AdaptivePresentation/UserText`` bounds it; no suggestion is looked for once the file's diagnostics
    /// are only counted (``SpecDecoder/isFull``).
    public func reportUnknown(_ what: String, _ text: String, among allowed: [String]) {
        reportUnknown(.unknownValue(kind: what, value: text), text, among: allowed)
    }

    /// Reports `code` (an unknown key or value `text`) at this node, with a did-you-mean or the allowed values.
    func reportUnknown(_ code: DiagnosticCode, _ text: String, among allowed: [String]) {
        if decoder.isFull {
            error(code)
        } else if let suggestion = ClosestName.suggestion(for: text, among: allowed) {
            error(code, suggestion: suggestion)
        } else if allowed.isEmpty {
            error(code)
        } else {
            error(code, notes: [Diagnostic.Note("expected one of: \(Self.list(allowed))")])
        }
    }

    // MARK: - Collections

    /// The elements of a sequence, with paths `path[0]`, `path[1]`, …
    public func elements() -> [SpecNode]? {
        guard yaml.isSequence else { return mismatch("a sequence") }
        let document = yaml.document
        let path = path.linked
        return document.children(of: yaml.index).enumerated().map { index, element in
            child(YAMLNode(document: document, index: element), path: path.appending(index: index))
        }
    }

    /// Every element of a sequence decoded with `transform`; `nil` if this is not a sequence or any element
    /// failed (every element is still decoded, so every problem is reported).
    public func sequence<Element>(_ transform: (SpecNode) -> Element?) -> [Element]? {
        guard let elements = elements() else { return nil }
        let decoded = elements.map(transform)
        guard decoded.allSatisfy({ $0 != nil }) else { return nil }
        return decoded.compactMap { $0 }
    }

    /// A mapping whose keys must be cases of `Key`. Unknown keys are reported (with a did-you-mean) and
    /// skipped; the known ones are read through the returned ``SpecMapping``.
    public func mapping<Key: SpecKey>(_ keys: Key.Type) -> SpecMapping<Key>? {
        guard yaml.isMapping else { return mismatch("a mapping") }
        return SpecMapping(node: self)
    }

    /// A mapping whose keys are known only at run time: `key` gives the key of a name, `nil` for one that is
    /// not known, which is reported with a did-you-mean among `allowed` and skipped.
    public func mapping<Key: SpecMappingKey>(among allowed: [String], key: (String) -> Key?) -> SpecMapping<Key>? {
        guard yaml.isMapping else { return mismatch("a mapping") }
        return SpecMapping(node: self, allowed: { allowed }, key: key)
    }

    /// The entries of a mapping whose keys are free-form strings (controller ids, segue class names), in
    /// document order. Keys must be scalars; their text is used as written.
    public func entries() -> [SpecEntry]? {
        guard let mapping = yaml.mapping else { return mismatch("a mapping") }
        var entries: [SpecEntry] = []
        entries.reserveCapacity(mapping.pairs.count)
        // Keys seen so far, looked up by a linear search in small mappings (nearly all) and hashed in large ones.
        var seen: [String: SpecNode] = [:]
        let hashed = mapping.pairs.count > 16
        let linked = path.linked
        for (key, value) in mapping {
            let keyNode = child(key, path: path)
            guard let text = key.string else {
                keyNode.expected("a string key")
                continue
            }
            if let first = hashed ? seen[text] : entries.first(where: { $0.key == text })?.keyNode {
                // Yams rejects keys equal in text and tag; `1` and "1" differ in tag but not in text.
                keyNode.error(.duplicateKey(text), notes: [first.note("'\(text)' is first used here")])
                continue
            }
            if hashed { seen[text] = keyNode }
            entries.append(
                SpecEntry(key: text, keyNode: keyNode, value: child(value, path: linked.appending(key: text))))
        }
        return entries
    }

    /// `an` before a vowel, otherwise `a`.
    static func article(_ noun: String) -> String {
        guard let first = noun.lowercased().first else { return "a" }
        return "aeiou".contains(first) ? "an" : "a"
    }

    /// `a, b, c`.
    static func list(_ names: [String]) -> String {
        names.joined(separator: ", ")
    }
}

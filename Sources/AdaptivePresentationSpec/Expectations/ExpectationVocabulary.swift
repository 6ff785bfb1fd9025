import AdaptivePresentation

/// The expectation keys a scenario's `expect:` may give, each with the decoder of its expected value: the
/// standard keys (``standard``), and keys of one's own added to them.
///
/// ```swift
/// let windowWidth = ObservationKey("windowWidth", reportPosition: 100) { .number($0.window.width) }
/// let vocabulary = ExpectationVocabulary.standard
///     .adding(windowWidth, decoder: ExpectedValueDecoder { $0.number().map(TraceValue.number) })
/// let loader = ScenarioLoader(catalog: catalog, vocabulary: vocabulary)   // `expect: {windowWidth: 390}`
/// ```
///
/// A value, not a registry: each loader reads with its own, so nothing global changes.
public struct ExpectationVocabulary: Sendable {
    /// A key and the decoder of its expected value.
    private struct Entry: Sendable {
        var key: ObservationKey
        var decoder: ExpectedValueDecoder
    }

    /// The entries, in the order diagnostics list their keys.
    private var entries: [Entry]
    /// The position of each key in `entries`, by name.
    private var positions: [String: Int]
    /// The keys `expect:` takes, as a did-you-mean suggests them: every key's name, then `when`.
    private(set) var expectKeys: [String]

    /// The keys, in the order diagnostics list them.
    public var keys: [ObservationKey] { entries.map(\.key) }

    private init(entries: [Entry]) {
        self.entries = []
        positions = [:]
        expectKeys = []
        for entry in entries { add(entry) }
    }

    /// The standard keys (``/AdaptivePresentation/ObservationKey/all``), in their order.
    public static let standard = ExpectationVocabulary(
        entries: ObservationKey.all.compactMap { key in
            ExpectedValueDecoder.standard[key].map { Entry(key: key, decoder: $0) }
        })

    /// This vocabulary with `key`, decoded by `decoder`: after the others, or in the place of the key of the
    /// same name. `when` is not a key name (it gives conditional expectations).
    public func adding(_ key: ObservationKey, decoder: ExpectedValueDecoder) -> ExpectationVocabulary {
        var copy = self
        copy.add(Entry(key: key, decoder: decoder))
        return copy
    }

    private mutating func add(_ entry: Entry) {
        if let position = positions[entry.key.name] {
            entries[position] = entry
        } else {
            positions[entry.key.name] = entries.count
            entries.append(entry)
        }
        expectKeys = entries.map(\.key.name) + ["when"]
    }

    /// The key named `name`, if any.
    func key(named name: String) -> ObservationKey? {
        positions[name].map { entries[$0].key }
    }

    /// The position of the key named `name`, if any: what a step's `expect:` resolves a key to while it reads
    /// the mapping, before ``expectation(at:from:names:)`` decodes its value.
    func position(named name: String) -> Int? { positions[name] }

    /// The expectation of the key at `position` (from ``position(named:)``), its value decoded from `node`;
    /// `nil` when the value does not decode (reported).
    func expectation(at position: Int, from node: SpecNode, names: StoryboardFile.Names?) -> StepExpectation? {
        guard let decoded = entries[position].decoder.decode(node, names) else { return nil }
        return StepExpectation(entries[position].key, expected: decoded.expected, partial: decoded.partial)
    }
}

import AdaptivePresentation

/// The kinds of spec file adaptive-sim reads, told apart by a top-level key.
public enum SpecFileKind: String, CaseIterable, Hashable, Sendable {
    /// A devices file (`devices.yaml`): top-level `devices`.
    case devices
    /// A scenario file: top-level `scenario`.
    case scenario
    /// A storyboard file: top-level `controllers`.
    case storyboard

    /// The top-level key that identifies the kind.
    public var identifyingKey: String {
        switch self {
        case .devices: return "devices"
        case .scenario: return "scenario"
        case .storyboard: return "controllers"
        }
    }

    /// `devices file`, `scenario file`, `storyboard`.
    public var displayName: String {
        switch self {
        case .devices: return "devices file"
        case .scenario: return "scenario file"
        case .storyboard: return "storyboard"
        }
    }

    /// Reports, at the root, that a document of another kind was given where a file of `expected` kind was
    /// wanted, and returns `true`; returns `false` when the document is not recognisably another kind (its
    /// own decoder then reports what is wrong with it).
    ///
    /// A document is of another kind when it lacks `expected`'s key and has the other kind's key with the
    /// value that kind gives it (`devices:` a list, `scenario:` a title, `controllers:` a mapping), so that a
    /// misspelt key in a file of the expected kind (`devices: ipad-air-2` for `device:`) is not mistaken
    /// for one.
    static func reportIfOtherKind(_ root: SpecNode, expected: SpecFileKind) -> Bool {
        guard let mapping = root.yaml.mapping else { return false }
        let entries = mapping.compactMap { key, value in key.string.map { ($0, value) } }
        guard !entries.contains(where: { $0.0 == expected.identifyingKey }),
            let kind = allCases.first(where: { kind in
                kind != expected && entries.contains { $0.0 == kind.identifyingKey && kind.isIdentifyingValue($0.1) }
            })
        else { return false }
        root.error(.otherFileKind(expected: expected, found: kind))
        return true
    }

    /// Whether `value` is what this kind's identifying key holds.
    func isIdentifyingValue(_ value: YAMLNode) -> Bool {
        switch self {
        case .devices: return value.sequence != nil
        case .scenario: return value.string != nil
        case .storyboard: return value.mapping != nil
        }
    }

    /// The kind of a document by its top-level keys, or `nil` after reporting that it cannot be told.
    public static func detect(_ root: SpecNode) -> SpecFileKind? {
        guard let entries = root.entries() else { return nil }
        let keys = entries.map(\.key)
        if let kind = allCases.first(where: { keys.contains($0.identifyingKey) }) { return kind }
        var notes: [Diagnostic.Note] = []
        for entry in entries {
            if let suggestion = ClosestName.suggestion(for: entry.key, among: allCases.map(\.identifyingKey)) {
                notes.append(Diagnostic.Note.didYouMean(suggestion, at: entry.keyNode.location))
                break
            }
        }
        root.error(.unknownFileKind, notes: notes)
        return nil
    }
}

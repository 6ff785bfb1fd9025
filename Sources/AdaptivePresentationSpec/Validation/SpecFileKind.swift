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

    /// The kind of a document by its top-level keys, or `nil` after reporting that it cannot be told.
    public static func detect(_ root: SpecNode) -> SpecFileKind? {
        guard let entries = root.entries() else { return nil }
        let keys = entries.map(\.key)
        if let kind = allCases.first(where: { keys.contains($0.identifyingKey) }) { return kind }
        let expected = allCases.map { "'\($0.identifyingKey)' (\($0.displayName))" }
        let list = expected.dropLast().joined(separator: ", ") + " or " + (expected.last ?? "")
        var notes: [Diagnostic.Note] = []
        for entry in entries {
            if let suggestion = ClosestName.suggestion(for: entry.key, among: allCases.map(\.identifyingKey)) {
                notes.append(Diagnostic.Note.didYouMean(suggestion, at: entry.keyNode.location))
                break
            }
        }
        root.error("cannot tell what kind of file this is: expected a top-level key \(list)", notes: notes)
        return nil
    }
}

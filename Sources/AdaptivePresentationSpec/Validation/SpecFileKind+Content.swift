extension SpecFileKind {
    /// The kind of a YAML file by its content (its top-level key with the value that kind gives it: `devices:`
    /// a list, `scenario:` a title, `controllers:` a mapping, as the loaders tell them apart), reporting nothing: `nil` when the file does not parse or its kind cannot be told.
    /// `replay` uses it to pass over storyboards and devices files wherever they sit in a folder.
    public static func ofContent(_ source: SpecSource, limits: SpecLimits = .standard) -> SpecFileKind? {
        let decoder = SpecDecoder(file: source.file, limits: limits)
        return decoder.parse(source.bytes).flatMap { ofRoot($0.yaml) }
    }

    /// The kind of a parsed document by its top-level key, reporting nothing: `nil` when it cannot be told.
    static func ofRoot(_ root: YAMLNode) -> SpecFileKind? {
        guard let mapping = root.mapping else { return nil }
        let entries = mapping.compactMap { key, value in key.string.map { ($0, value) } }
        if entries.contains(where: { $0.0 == SpecFileKind.scenario.identifyingKey }) { return .scenario }
        return allCases.first { kind in
            entries.contains { $0.0 == kind.identifyingKey && kind.isIdentifyingValue($0.1) }
        }
    }
}

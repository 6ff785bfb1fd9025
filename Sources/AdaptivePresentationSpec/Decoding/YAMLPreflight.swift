/// What the text of a file fails before any value is decoded, as ``YAMLReader`` finds it: encoding
/// problems, nesting deeper than `maximumDepth`, keys that cannot be keys, tabs in indentation, and YAML
/// syntax errors. Kept for callers of the former pre-scan; the reader is the only check.
enum YAMLPreflight {
    /// The problems of `bytes` (without a byte order mark); empty when the document can be decoded.
    static func scan(_ bytes: [UInt8], file: String, maximumDepth: Int) -> [Diagnostic] {
        var reader = YAMLReader(file: file, limits: SpecLimits(maximumDepth: maximumDepth))
        if case let .failure(error) = reader.read(bytes) { return error.diagnostics }
        return []
    }
}

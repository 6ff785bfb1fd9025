/// Reads the single document of a text with ``YAMLReader``.
enum YAMLComposer {
    /// The root node of the single document in `text`, or the diagnostics that explain why there is none.
    static func compose(_ text: String, file: String, limits: SpecLimits) -> Result<YAMLNode, SpecError> {
        var reader = YAMLReader(file: file, limits: limits)
        return reader.read(Array(text.utf8))
    }
}

import AdaptivePresentation

/// Loads a storyboard file on its own, outside a scenario: the entry point for code that instantiates
/// view controllers from the app's storyboards (the testing library, AdaptiveUIKit's `UIStoryboard`).
///
/// A YAML storyboard (see the "Scenario and storyboard files" article) is decoded strictly; an Interface Builder `.storyboard` (§3b) is imported
/// with the storyboards it references. Every problem is reported at once.
public enum StoryboardLoader {
    /// The storyboard in the file at `path` (as the user named it; diagnostics print it so).
    ///
    /// - Throws: ``SpecError`` with every problem of the file.
    public static func load(atPath path: String, limits: SpecLimits = .standard) throws(SpecError) -> Storyboard {
        if path.hasSuffix(".storyboard") {
            let imported = InterfaceBuilderImporter.importStoryboard(atPath: path, limits: limits)
            guard let storyboard = imported.storyboard else { throw SpecError(diagnostics: imported.diagnostics) }
            return storyboard
        }
        return try load(from: SpecSource.read(path: path, limits: limits), limits: limits)
    }

    /// A storyboard already in memory.
    public static func load(from source: SpecSource, limits: SpecLimits = .standard) throws(SpecError) -> Storyboard {
        try SpecDecoder.decode(source, limits: limits) { root in
            SpecFileKind.reportIfOtherKind(root, expected: .storyboard)
                ? nil : StoryboardFile.decode(root, requireInitial: true)?.storyboard
        }
    }
}

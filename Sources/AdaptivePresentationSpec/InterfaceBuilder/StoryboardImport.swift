import AdaptivePresentation

/// An Interface Builder storyboard read with the storyboards it references: the model that replay, decide
/// and the testing library use, its outline, and every problem found.
public struct StoryboardImport: Sendable {
    /// The storyboard, or `nil` when an error was found (see ``diagnostics``).
    public var storyboard: Storyboard?
    /// What the file holds, with names; partial when the file could not be read.
    public var outline: StoryboardOutline
    /// Every problem, errors and warnings (unresolved references are warnings: UIKit loads them lazily).
    public var diagnostics: [Diagnostic]
    /// The names of the storyboards its storyboard references asked for, found or not.
    public var referencedNames: Set<String> = []

    public init(
        storyboard: Storyboard?, outline: StoryboardOutline, diagnostics: [Diagnostic],
        referencedNames: Set<String> = []
    ) {
        self.storyboard = storyboard
        self.outline = outline
        self.diagnostics = diagnostics
        self.referencedNames = referencedNames
    }

    /// Whether an error was found.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

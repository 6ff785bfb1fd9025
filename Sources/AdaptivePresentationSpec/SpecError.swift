/// A spec file (or several) could not be used: every problem found, ready to print.
///
/// Thrown by ``SpecLoader`` and ``SpecDecoder/decode(_:limits:_:)``. It always holds at least one diagnostic.
public struct SpecError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Every problem, in the order of the files and then of their locations.
    public var diagnostics: [Diagnostic]

    public init(diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    /// The diagnostics as printed, one line each and notes after their problem.
    public var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }
}

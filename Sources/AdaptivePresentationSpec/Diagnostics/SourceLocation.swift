/// A position in a spec file, as editors and compilers print it: `devices.yaml:14:9`.
///
/// Lines and columns start at 1. Columns count Unicode scalars, as libyaml (and so Yams) does, so a
/// location computed by the spec layer itself and one reported by the YAML parser always agree.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The file as the user named it (a path relative to the working directory stays relative).
    public var file: String
    /// The line, starting at 1.
    public var line: Int
    /// The column in Unicode scalars, starting at 1.
    public var column: Int

    /// A location; `line` and `column` start at 1.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`, the form editors make clickable.
    public var description: String { "\(file):\(line):\(column)" }

    /// Orders by file name, then line, then column.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}

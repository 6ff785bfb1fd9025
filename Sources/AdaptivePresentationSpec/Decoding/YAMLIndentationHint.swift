/// Rewrites the YAML parser's indentation errors in a user's words, with the likely fix:
/// `this line is indented 7 spaces, its siblings 6: indent it 6 spaces`, the parser's own words kept as a note.
///
/// It is a post-processing of the parser's diagnostic, independent of the parser: it reads the parser's
/// problem (the text of ``DiagnosticCode/invalidYAML(_:)``), and the leading spaces of the line the parser
/// stopped at and of the line before it (the previous line that holds something); a key after `- ` counts
/// the dash and its space as indentation.
/// Anything it does not recognise is returned unchanged.
enum YAMLIndentationHint {
    /// Parser messages that a misindented line produces.
    static let indentationProblems = [
        "mapping values are not allowed in this context", "did not find expected key",
        "did not find expected '-' indicator", "did not find expected <document start>",
    ]

    static func rewrite<Text: Collection<UInt8>>(_ diagnostic: Diagnostic, text: Text) -> Diagnostic {
        guard case let .invalidYAML(problem) = diagnostic.code, let location = diagnostic.location, location.line >= 1
        else { return diagnostic }
        // Only the lines up to the one the parser stopped at, as slices of the text: a streamed file may be long.
        let lines = text.split(separator: 0x0A, maxSplits: location.line, omittingEmptySubsequences: false)
        guard location.line <= lines.count else { return diagnostic }
        let line = Array(lines[location.line - 1])
        var rewritten = diagnostic
        if problem.hasPrefix("found character that cannot start any token"),
            line.prefix(while: { $0 == 0x20 || $0 == 0x09 }).contains(0x09)
        {
            rewritten.code = .indentedWithTab
            rewritten.notes.insert(Diagnostic.Note("the YAML parser said: \(problem)", at: location), at: 0)
            return rewritten
        }
        guard indentationProblems.contains(where: problem.hasPrefix),
            let previous = lines[..<(location.line - 1)].lastIndex(where: { holdsSomething($0) })
        else { return diagnostic }
        let own = leadingSpaces(line)
        let previousLine = Array(lines[previous])
        let siblings = keyIndentation(previousLine)
        guard own != siblings, !opensBlock(previousLine) || own < siblings else { return diagnostic }
        rewritten.code = .misindented(spaces: own, siblings: siblings, siblingLine: previous + 1)
        rewritten.location = SourceLocation(file: location.file, line: location.line, column: own + 1)
        rewritten.notes.insert(Diagnostic.Note("the YAML parser said: \(problem)", at: location), at: 0)
        return rewritten
    }

    /// Whether a line holds a value or key (not blank, not only a comment).
    private static func holdsSomething<Line: Collection<UInt8>>(_ line: Line) -> Bool {
        guard let first = line.first(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }) else { return false }
        return first != UInt8(ascii: "#")
    }

    private static func leadingSpaces(_ line: [UInt8]) -> Int { line.prefix { $0 == 0x20 }.count }

    /// Where a key on this line starts: after its leading spaces and any `- ` sequence indicators.
    private static func keyIndentation(_ line: [UInt8]) -> Int {
        var index = leadingSpaces(line)
        while index + 1 < line.count, line[index] == UInt8(ascii: "-"), line[index + 1] == 0x20 {
            index += 2
            while index < line.count, line[index] == 0x20 { index += 1 }
        }
        return index
    }

    /// Whether the line ends with `:` (ignoring a comment and trailing spaces): its children are indented deeper.
    private static func opensBlock(_ line: [UInt8]) -> Bool {
        var content = line
        if let hash = line.firstIndex(of: UInt8(ascii: "#")), hash == 0 || line[hash - 1] == 0x20 {
            content = Array(line[..<hash])
        }
        while let last = content.last, last == 0x20 || last == 0x0D { content.removeLast() }
        return content.last == UInt8(ascii: ":")
    }
}

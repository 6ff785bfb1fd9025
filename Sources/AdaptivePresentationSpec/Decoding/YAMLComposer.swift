import Yams

/// Runs Yams over text that passed ``YAMLPreflight``, turns its errors into located diagnostics, and
/// measures the composed tree before anyone walks it.
enum YAMLComposer {
    /// The root node of the single document in `text`, or the diagnostic that explains why there is none.
    static func compose(_ text: String, file: String, limits: SpecLimits) -> Result<Node, SpecError> {
        let parser: Parser
        let root: Node?
        do {
            parser = try Parser(yaml: text, resolver: .default, constructor: .default, encoding: .utf8)
            root = try parser.singleRoot()
        } catch let error as YamlError {
            return .failure(SpecError(diagnostics: [diagnostic(for: error, file: file, text: text)]))
        } catch {
            let problem = Diagnostic("invalid YAML: \(error)", at: SourceLocation(file: file, line: 1, column: 1))
            return .failure(SpecError(diagnostics: [problem]))
        }
        guard let root else {
            let blank = text.allSatisfy(\.isWhitespace)
            let message = blank ? "file is empty" : "file has no YAML content, only comments"
            return .failure(SpecError(diagnostics: [Diagnostic(message, at: SourceLocation(file: file, line: 1, column: 1))]))
        }
        // The parser owns the anchors that tell aliased nodes apart, so it must outlive the measurement.
        let problem = withExtendedLifetime(parser) {
            NodeBudget(limits: limits).problem(in: root, file: file)
        }
        if let problem { return .failure(SpecError(diagnostics: [problem])) }
        return .success(root)
    }

    /// A diagnostic for an error thrown by Yams.
    static func diagnostic(for error: YamlError, file: String, text: String) -> Diagnostic {
        func location(_ mark: Mark) -> SourceLocation {
            SourceLocation(file: file, line: max(1, mark.line), column: max(1, mark.column))
        }
        func contextNotes(_ context: YamlError.Context?) -> [Diagnostic.Note] {
            guard let context, !context.text.isEmpty else { return [] }
            return [Diagnostic.Note(context.text, at: location(context.mark))]
        }
        switch error {
        case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _):
            return Diagnostic("invalid YAML: \(problem)", at: location(mark), notes: contextNotes(context))
        case let .composer(context, problem, mark, _):
            if context?.text == "expected a single document in the stream" {
                return Diagnostic("expected a single YAML document, but found another one", at: location(mark))
            }
            if problem == "found undefined alias", let name = alias(at: mark, in: text) {
                return Diagnostic("unknown alias '*\(name)': no anchor '&\(name)' comes before it", at: location(mark))
            }
            return Diagnostic("invalid YAML: \(problem)", at: location(mark), notes: contextNotes(context))
        case let .duplicatedKeysInMapping(duplicates, context):
            let keys = duplicates.sorted().map { "'\($0)'" }.joined(separator: ", ")
            let noun = duplicates.count == 1 ? "key" : "keys"
            return Diagnostic("duplicate \(noun) \(keys) in this mapping", at: location(context.mark))
        case let .reader(problem, offset, _, yaml):
            let position = offset.map { characterPosition(of: $0, in: yaml) } ?? (line: 1, column: 1)
            return Diagnostic(
                "invalid YAML: \(problem)",
                at: SourceLocation(file: file, line: position.line, column: position.column))
        case .memory:
            return Diagnostic("out of memory while parsing YAML", file: file)
        default:
            return Diagnostic("invalid YAML: \(error)", at: SourceLocation(file: file, line: 1, column: 1))
        }
    }

    /// The name of the alias (`*name`) that starts at `mark`, read from the text.
    private static func alias(at mark: Mark, in text: String) -> String? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard mark.line >= 1, mark.line <= lines.count else { return nil }
        let scalars = Array(lines[mark.line - 1].unicodeScalars)
        guard mark.column >= 1, mark.column <= scalars.count, scalars[mark.column - 1] == "*" else { return nil }
        let name = scalars[mark.column...].prefix { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_") }
        return name.isEmpty ? nil : String(String.UnicodeScalarView(name))
    }

    /// The 1-based line and column of a character offset.
    private static func characterPosition(of offset: Int, in text: String) -> (line: Int, column: Int) {
        var line = 1, column = 1
        for character in text.prefix(offset) {
            if character.isNewline {
                line += 1
                column = 1
            } else {
                column += character.unicodeScalars.count
            }
        }
        return (line, column)
    }
}

import CYaml

/// libyaml's problems as diagnostics: its parser's error, and the keys written with the `? ` indicator that its
/// events do not show, found in its tokens.
enum LibYAMLDiagnostics {
    /// A diagnostic for libyaml's error.
    static func parserProblem(_ parser: yaml_parser_t, bytes: UnsafeBufferPointer<UInt8>, file: String) -> Diagnostic {
        let problem = parser.problem.map { String(cString: $0) } ?? "unknown error"
        switch parser.error {
        case YAML_MEMORY_ERROR:
            return Diagnostic(.outOfMemory, file: file)
        case YAML_READER_ERROR:
            let (line, column) = TextEncodingCheck.position(of: parser.problem_offset, in: bytes)
            return Diagnostic(.invalidYAML(problem), at: SourceLocation(file: file, line: line, column: column))
        default:
            let at = location(parser.problem_mark, file: file)
            if parser.error == YAML_SCANNER_ERROR,
                let offset = TextEncodingCheck.offset(line: at.line, column: at.column, in: bytes),
                bytes[offset] == 0x09
            {
                return Diagnostic(.tabInIndentation, at: at)
            }
            var notes: [Diagnostic.Note] = []
            if let context = parser.context.map({ String(cString: $0) }), !context.isEmpty {
                notes.append(Diagnostic.Note(context, at: location(parser.context_mark, file: file)))
            }
            return Diagnostic(.invalidYAML(problem), at: at, notes: notes)
        }
    }

    /// Keys written with the `? ` indicator, found in libyaml's tokens: a key token that covers text. While
    /// `pages` are released behind a streamed reading (`releasesPages`), they are released behind this scan too.
    static func explicitKeys(
        in bytes: UnsafeBufferPointer<UInt8>, file: String, pages: MappedFile?, releasesPages: Bool, offsetBase: Int
    ) -> [Diagnostic] {
        pages?.rewind()
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return [] }
        defer { yaml_parser_delete(&parser) }
        yaml_parser_set_input_string(&parser, bytes.baseAddress, bytes.count)
        yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
        var found: [Diagnostic] = []
        var token = yaml_token_t()
        while yaml_parser_scan(&parser, &token) == 1 {
            defer { yaml_token_delete(&token) }
            if token.type == YAML_STREAM_END_TOKEN { break }
            if releasesPages, token.type == YAML_KEY_TOKEN {
                pages?.release(before: consumed(parser) + offsetBase - 65_536)
            }
            if token.type == YAML_KEY_TOKEN, token.end_mark.index > token.start_mark.index {
                found.append(Diagnostic(.explicitKey, at: location(token.start_mark, file: file)))
            }
        }
        return found
    }

    /// How many bytes of its input string libyaml has read (its look-ahead included).
    static func consumed(_ parser: yaml_parser_t) -> Int {
        guard let current = parser.input.string.current, let start = parser.input.string.start else { return 0 }
        return current - start
    }

    /// Where a libyaml mark is, 1-based.
    static func location(_ mark: yaml_mark_t, file: String) -> SourceLocation {
        SourceLocation(file: file, line: mark.line + 1, column: mark.column + 1)
    }
}

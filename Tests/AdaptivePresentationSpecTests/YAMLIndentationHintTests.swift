import AdaptivePresentationSpec
import Testing

/// Misindented lines are explained in a user's words, with the fix; the parser's words stay as a note.
@Suite("YAML indentation messages")
struct YAMLIndentationHintTests {
    static func diagnostics(_ text: String) -> [String] {
        do {
            _ = try SpecDecoder.decode(SpecSource(file: "i.yaml", text: text)) { $0.entries() }
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    @Test(
        "a line indented more or less than its siblings",
        arguments: [
            (
                "steps:\n  - perform: Open\n    expect:\n      style: popover\n       presented: none\n",
                "i.yaml:5:8: error: this line is indented 7 spaces, its siblings 6: indent it 6 spaces like line 4\n"
                    + "i.yaml:5:17: note: the YAML parser said: mapping values are not allowed in this context"
            ),
            (
                "steps:\n  - perform: Open\n   expect: {style: popover}\n",
                "i.yaml:3:4: error: this line is indented 3 spaces, its siblings 4: indent it 4 spaces like line 2\n"
                    + "i.yaml:3:4: note: the YAML parser said: did not find expected '-' indicator"
            ),
            (
                "scenario: X\n device: iphone-12\n",
                "i.yaml:2:2: error: this line is indented 1 space, its siblings 0: indent it 0 spaces like line 1\n"
                    + "i.yaml:2:8: note: the YAML parser said: mapping values are not allowed in this context"
            ),
            (
                "a: 1\n\n# a comment\n  b: 2\n",
                "i.yaml:4:3: error: this line is indented 2 spaces, its siblings 0: indent it 0 spaces like line 1\n"
                    + "i.yaml:4:3: note: the YAML parser said: did not find expected key"
            ),
        ])
    func misindented(_ text: String, _ expected: String) {
        let printed = Self.diagnostics(text)
        #expect(printed.first?.hasPrefix(expected) == true, "\(printed)")
    }

    @Test("other YAML errors are left as the parser says them")
    func otherErrors() {
        #expect(Self.diagnostics("a: [1, 2\n").first?.contains("invalid YAML:") == true)
    }
}

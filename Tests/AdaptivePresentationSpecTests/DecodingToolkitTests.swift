import AdaptivePresentation
import Foundation
import Testing

@testable import AdaptivePresentationSpec

/// Decodes `text` with `body` and returns the value and every diagnostic line.
private func decode<Value>(_ text: String, _ body: (SpecNode) -> Value?) -> (value: Value?, diagnostics: String) {
    let decoder = SpecDecoder(file: "test.yaml")
    let value = decoder.parse(Array(text.utf8)).flatMap(body)
    return (value, decoder.diagnostics.map(\.description).joined(separator: "\n"))
}

/// The node of key `value` in a one-key document.
private func value(_ root: SpecNode) -> SpecNode? {
    root.entries()?.first?.value
}

private enum ColourKey: String, SpecKey {
    case red, green, blue
}

@Suite("The decoding toolkit")
struct DecodingToolkitTests {
    @Test(
        "paths render like the document",
        arguments: [
            (SpecPath.root, ""),
            (
                SpecPath(["devices", 3, "layouts", "landscape", "oneHalf", "width"]),
                "devices[3].layouts.landscape.oneHalf.width"
            ),
            (SpecPath([2, "id"]), "[2].id"),
            (SpecPath(["controllers", "Vet Info", "kind"]), "controllers[\"Vet Info\"].kind"),
            (SpecPath.root.appending(key: "a.b").appending(index: 0), "[\"a.b\"][0]"),
            (SpecPath(["say \"hi\""]), "[\"say \\\"hi\\\"\"]"),
        ])
    func paths(_ path: SpecPath, _ rendered: String) {
        #expect(path.description == rendered)
    }

    @Test("diagnostics render as path:line:column, the severity, the message at PATH, then notes")
    func rendering() {
        let here = SourceLocation(file: "s.yaml", line: 14, column: 9)
        let there = SourceLocation(file: "s.yaml", line: 2, column: 3)
        let diagnostic = Diagnostic(
            .unknownValue(kind: "layout", value: "oneQuater"), at: here, path: SpecPath(["steps", 3, "resize"]),
            notes: [.didYouMean("oneThird"), Diagnostic.Note("first used here", at: there)])
        #expect(
            diagnostic.description == """
                s.yaml:14:9: error: unknown layout 'oneQuater' at steps[3].resize
                s.yaml:14:9: note: did you mean 'oneThird'?
                s.yaml:2:3: note: first used here
                """)
        #expect(
            Diagnostic(.cannotReadFile(.missing), file: "x.yaml").description
                == "x.yaml: error: cannot read file: no such file or directory")
        #expect(
            Diagnostic(.fractionAboveOne, at: there, severity: .warning).description
                == "s.yaml:2:3: warning: a fraction is at most 1")
        #expect(diagnostic.lines.map(\.label) == [.error, .note, .note])
    }

    @Test(
        "scalars decode, or say what was found instead",
        arguments: [
            ("value: 12", "integer", "12", ""),
            ("value: 0x1F", "integer", "31", ""),
            ("value: 1_000", "integer", "1000", ""),
            (
                "value: 1.5", "integer", "nil",
                "test.yaml:1:8: error: expected an integer, found the number 1.5 at value"
            ),
            (
                "value: 99999999999999999999", "integer", "nil",
                "test.yaml:1:8: error: integer 99999999999999999999 is out of range at value"
            ),
            ("value: 561.5", "number", "561.5", ""),
            ("value: 1e3", "number", "1000.0", ""),
            (
                "value: .nan", "number", "nil",
                "test.yaml:1:8: error: expected a finite number, found the number .nan at value"
            ),
            (
                "value: '320'", "number", "nil",
                "test.yaml:1:8: error: expected a number, found the string '320' at value"
            ),
            ("value:", "number", "nil", "test.yaml:1:7: error: expected a number, found nothing at value"),
            (
                "value: -2", "positive", "nil",
                "test.yaml:1:8: error: expected a positive number, found the integer -2 at value"
            ),
            ("value: yes", "boolean", "true", ""),
            (
                "value: maybe", "boolean", "nil",
                "test.yaml:1:8: error: expected a boolean, found the string 'maybe' at value"
            ),
            ("value: {a: 1}", "boolean", "nil", "test.yaml:1:8: error: expected a boolean, found a mapping at value"),
            ("value: \"x\"", "string", "x", ""),
            (
                "value: 1.10", "string", "nil",
                "test.yaml:1:8: error: expected a string, found the number 1.10 at value\ntest.yaml:1:8: note: quote it to make it a string: \"1.10\""
            ),
            ("value: ~", "string", "nil", "test.yaml:1:8: error: expected a string, found null at value"),
            (
                "value: '  '", "nonEmpty", "nil",
                "test.yaml:1:8: error: expected a non-empty string, found the string '  ' at value"
            ),
            (
                "value: [a, 2]", "strings", "nil",
                "test.yaml:1:12: error: expected a string, found the integer 2 at value[1]\ntest.yaml:1:12: note: quote it to make it a string: \"2\""
            ),
            ("value: [a, b]", "strings", "[\"a\", \"b\"]", ""),
            (
                "value: gren", "colour", "nil",
                "test.yaml:1:8: error: unknown colour 'gren' at value\ntest.yaml:1:8: note: did you mean 'green'?"
            ),
            (
                "value: purple", "colour", "nil",
                "test.yaml:1:8: error: unknown colour 'purple' at value\ntest.yaml:1:8: note: expected one of: red, green, blue"
            ),
            (
                "value: [red]", "colour", "nil",
                "test.yaml:1:8: error: expected a colour (red, green, blue), found a sequence at value"
            ),
        ])
    func scalars(_ text: String, _ kind: String, _ expected: String, _ diagnostics: String) {
        let result = decode(text) { root -> String? in
            guard let node = value(root) else { return nil }
            switch kind {
            case "integer": return node.integer().map { "\($0)" }
            case "number": return node.number().map { "\($0)" }
            case "positive": return node.positiveNumber().map { "\($0)" }
            case "boolean": return node.boolean().map { "\($0)" }
            case "string": return node.string()
            case "nonEmpty": return node.nonEmptyString()
            case "strings": return node.sequence { $0.string() }.map { "\($0)" }
            default: return node.value(of: ColourKey.self, named: "colour")?.rawValue
            }
        }
        #expect((result.value ?? "nil") == expected)
        #expect(result.diagnostics == diagnostics)
    }

    @Test("a mapping reports unknown keys, missing keys and keys equal in text")
    func mappings() {
        let text = """
            red: 1
            gren: 2
            1: a
            "1": b
            """
        let result = decode(text) { root -> Int? in
            guard let colours = root.mapping(ColourKey.self) else { return nil }
            #expect(colours.keys == [.red])
            #expect(colours.contains(.red) && !colours.contains(.blue))
            _ = colours.required(.blue)
            return colours.required(.red) { $0.integer() }
        }
        #expect(result.value == 1)
        #expect(
            result.diagnostics == """
                test.yaml:1:1: error: missing required key 'blue'
                test.yaml:2:1: error: unknown key 'gren'
                test.yaml:2:1: note: did you mean 'green'?
                test.yaml:3:1: error: unknown key '1'
                test.yaml:3:1: note: expected one of: red, green, blue
                test.yaml:4:1: error: duplicate key '1'
                test.yaml:3:1: note: '1' is first used here
                """)
    }

    @Test("entries keep document order and paths")
    func entries() {
        let result = decode("b: 1\na: [x]\n") { root in root.entries() }
        #expect(result.value?.map(\.key) == ["b", "a"])
        #expect(result.value?.map(\.value.path.description) == ["b", "a"])
        #expect(result.value?.last?.value.elements()?.first?.path.description == "a[0]")
        #expect(result.value?.last?.value.location == SourceLocation(file: "test.yaml", line: 2, column: 4))
    }

    @Test("decode throws every problem, and never fails silently")
    func decodeWhole() throws {
        #expect(
            throws: SpecError(diagnostics: [
                Diagnostic(.couldNotDecodeFile, at: SourceLocation(file: "a.yaml", line: 1, column: 1))
            ])
        ) {
            _ = try SpecDecoder.decode(SpecSource(file: "a.yaml", text: "a: 1")) { _ -> Int? in nil }
        }
        #expect(
            try SpecDecoder.decode(SpecSource(file: "a.yaml", text: "a: 1")) { $0.entries()?.first?.value.integer() }
                == 1)
    }

    @Test(
        "the file kind is told by its top-level key",
        arguments: [
            ("devices: []", "k.yaml:1:10: error: expected at least one device at devices"),
            (
                "scenario: Rotate\nsteps: []",
                "k.yaml:1:1: error: missing required key 'device'\nk.yaml:1:1: error: missing required key 'storyboard'"
            ),
            (
                "controllers: {}",
                "k.yaml:1:1: error: missing required key 'initial' (or give the scenario an 'initial')\nk.yaml:1:14: error: a storyboard needs at least one controller at controllers"
            ),
            (
                "device: ipad-air-2",
                "k.yaml:1:1: error: cannot tell what kind of file this is: expected a top-level key 'devices' (devices file), 'scenario' (scenario file) or 'controllers' (storyboard)\nk.yaml:1:1: note: did you mean 'devices'?"
            ),
            ("[1]", "k.yaml:1:1: error: expected a mapping, found a sequence"),
        ])
    func fileKinds(_ text: String, _ expected: String) {
        let diagnostics = SpecValidator().validate(SpecSource(file: "k.yaml", text: text))
        #expect(diagnostics.map(\.description).joined(separator: "\n") == expected)
    }

    @Test("a folder stands for its YAML files, without storyboards or hidden files")
    func folders() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("adaptive-sim-\(UUID())")
        defer { try? FileManager.default.removeItem(at: root) }
        for file in [
            "b.yaml", "a.yml", "notes.txt", ".hidden.yaml", "nested/c.yaml", "storyboards/s.yaml", ".git/x.yaml",
        ] {
            let url = root.appendingPathComponent(file)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("x: 1".utf8).write(to: url)
        }
        let empty = root.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let results = SpecValidator().validate(paths: [root.path, "missing.yaml"])
        #expect(
            results.map(\.file) == ["a.yml", "b.yaml", "nested/c.yaml"].map { root.path + "/" + $0 } + ["missing.yaml"])
        #expect(results.map(\.diagnostics.count) == [1, 1, 1, 1])
        #expect(
            SpecValidator().validate(paths: [empty.path]).map(\.diagnostics) == [
                [Diagnostic(.folderHasNoSpecFiles, file: empty.path)]
            ])
    }

    @Test("unreadable paths are whole-file diagnostics")
    func unreadable() {
        #expect(
            SpecValidator().validate(path: "no/such.yaml").map(\.description) == [
                "no/such.yaml: error: cannot read file: no such file or directory"
            ])
        let directory = FileManager.default.temporaryDirectory.path
        #expect(
            SpecValidator().validate(path: directory).map(\.description) == [
                "\(directory): error: cannot read file: it is a directory"
            ])
    }

    @Test(
        "the reader finds each problem of the text where it is",
        arguments: [
            // Document markers, directives, block scalars with an explicit indentation, CR line ends.
            ("%YAML 1.1\n---\na: |2\n    [[[[\n  x\nb: 1\n...\n", ""),
            ("a: 1\rb: 2\r", ""),
            ("a: 'it''s [[['\nb: \"\\\"[[[\"\n", ""),
            ("url: [http://x.y/z, {k: v}]\n", ""),
            ("- - - x\n    - y\n  - z\n", ""),
            ("a:\n- b\n- c\nd: e\n", ""),
            ("a: !!str &x [b]\nc: *x\n", ""),
            ("a:\n  \t- b\n", "t.yaml:2:3: error: tab character in indentation; indent YAML with spaces"),
            (
                "a: [x, ? y]\n",
                "t.yaml:1:8: error: explicit mapping keys ('? ') are not supported; write the key as plain text"
            ),
        ])
    func preflight(_ text: String, _ expected: String) {
        let problems = Self.readingProblems(text, file: "t.yaml", limits: SpecLimits(maximumDepth: 3))
        #expect(problems.map(\.description).joined(separator: "\n") == expected)
    }

    @Test(
        "the reader's depth count matches the parser's on real structures",
        arguments: [
            ("a:\n  b:\n    c:\n      d: 1\n", 4),
            ("- a: [1, {b: [2]}]\n", 5),
            ("a: {b: [c, [d]]}\nx: 1\n", 4),
            ("k: |\n  [[[[\n", 1),
        ])
    func depthAgreement(_ text: String, _ depth: Int) {
        #expect(Self.readingProblems(text, file: "t.yaml", limits: SpecLimits(maximumDepth: depth)).isEmpty)
        #expect(
            Self.readingProblems(text, file: "t.yaml", limits: SpecLimits(maximumDepth: depth - 1)).first?.message
                == "nesting is deeper than \(depth - 1) levels")
    }

    @Test(
        "the composed tree is measured as it is read, so nothing past a limit is walked",
        arguments: [
            (
                String(repeating: "[", count: 65) + String(repeating: "]", count: 65),
                "b.yaml:1:65: error: nesting is deeper than 64 levels"
            ),
            (
                "a: &a [" + Array(repeating: "x", count: 10).joined(separator: ", ") + "]\nb: ["
                    + Array(repeating: "*a", count: 10).joined(separator: ", ") + "]\n",
                "b.yaml:1:1: error: aliases expand the document beyond the limit of 100 nodes"
            ),
            (
                "a: &a [" + Array(repeating: "x", count: 200).joined(separator: ", ") + "]\n",
                "b.yaml:1:4: error: aliases expand anchor 'a' beyond the limit of 100 nodes"
            ),
        ])
    func budget(_ text: String, _ expected: String) {
        let problems = Self.readingProblems(text, file: "b.yaml", limits: SpecLimits(maximumNodes: 100))
        #expect(!problems.isEmpty)
        #expect(problems.map(\.description).joined(separator: "\n") == expected)
    }

    /// What ``YAMLReader`` finds wrong with `text`; empty when it reads.
    static func readingProblems(_ text: String, file: String, limits: SpecLimits) -> [Diagnostic] {
        let reader = YAMLReader(decoder: SpecDecoder(file: file, limits: limits))
        guard case let .failure(error) = reader.read(Array(text.utf8)) else { return [] }
        return error.diagnostics
    }
}

import AdaptivePresentationSpec
import Foundation
import Testing

/// Each problem is a ``DiagnosticCode`` with its data, and the message users read is rendered from it: code can
/// tell problems apart without reading their wording.
@Suite("Diagnostic codes")
struct DiagnosticCodeTests {
    static func codes(_ text: String, limits: SpecLimits = .standard) -> [DiagnosticCode] {
        do {
            _ = try SpecDecoder.decode(SpecSource(file: "c.yaml", text: text), limits: limits) { $0.entries() }
            return []
        } catch {
            return error.diagnostics.map(\.code)
        }
    }

    @Test("every tab in indentation is one tabInIndentation")
    func tabs() {
        #expect(Self.codes("a:\n\tb: 1\nc:\n\td: 2\n") == [.tabInIndentation, .tabInIndentation])
    }

    @Test("libyaml's problem is data of invalidYAML; a misindented line becomes misindented")
    func yamlProblems() {
        #expect(Self.codes("a: [1, 2\n") == [.invalidYAML("did not find expected ',' or ']'")])
        #expect(
            Self.codes("scenario: X\n device: iphone-12\n") == [.misindented(spaces: 1, siblings: 0, siblingLine: 1)])
    }

    @Test("a value of the wrong type says what was expected and what was found")
    func wrongType() {
        let decoder = SpecDecoder(file: "w.yaml")
        let root = decoder.parse(Array("width: abc\n".utf8))
        _ = root?.entries()?.first?.value.number()
        #expect(decoder.diagnostics.map(\.code) == [.wrongType(expected: "a number", found: "the string 'abc'")])
        #expect(decoder.diagnostics.map(\.message) == ["expected a number, found the string 'abc'"])
    }

    @Test("a name the user wrote is kept whole in the code, and bounded only where the message quotes it")
    func boundedOnlyInTheMessage() {
        let long = String(repeating: "x", count: 500)
        let code = DiagnosticCode.unknownKey(long)
        #expect(code == .unknownKey(long))
        #expect(code.message.count < 300)
        #expect(code.message.hasPrefix("unknown key 'xxx"))
    }

    @Test("a file that cannot be read says why as a value; a storyboard that cannot be read keeps that reason")
    func unreadable() throws {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("no-such-\(UUID().uuidString).yaml")
            .path
        #expect(throws: SpecError(diagnostics: [Diagnostic(.cannotReadFile(.missing), file: missing)])) {
            _ = try SpecSource.read(path: missing)
        }
        let scenario = try InvalidScenarioFixtureTests.folder.appendingPathComponent("missing-storyboard-file.yaml")
            .path
        let codes = SpecValidator().validate(path: scenario).map(\.code)
        #expect(codes == [.cannotReadStoryboard(path: "storyboards/missing.yaml", because: .cannotReadFile(.missing))])
    }

    @Test("a file over the size limit is fileTooLarge with the limit")
    func tooLarge() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("large-\(UUID().uuidString).yaml")
        try Data(repeating: 0x20, count: 2048).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        var limits = SpecLimits.standard
        limits.maximumFileSize = 1024
        #expect(
            throws: SpecError(diagnostics: [
                Diagnostic(.fileTooLarge(limit: 1024), at: SourceLocation(file: file.path, line: 1, column: 1))
            ])
        ) {
            _ = try SpecSource.read(path: file.path, limits: limits)
        }
        #expect(
            DiagnosticCode.fileTooLarge(limit: 1024).message == "file is larger than the limit of 1 KiB (1024 bytes)")
    }
}

import AdaptivePresentation
import Testing

@testable import AdaptivePresentationSpec

/// `replay --record` writes observed names back into the user's file: a name with a line break, an escape or
/// a bidirectional control must read back as the same name, and the file must not hold the raw character
/// (found in review: a name with a line break was written as two lines, one with ESC made the file invalid).
struct ScenarioRecorderQuotingTests {
    @Test(
        "a recorded string reads back as written, with no control character in the file",
        arguments: [
            "D\nx", "a\u{1B}[31m", "r\u{202E}l", "p\u{2028}q", "n\u{85}", "tab\tcr\r", "quote \" and \\ back", "plain",
            "é 😀",
        ])
    func roundTrip(_ text: String) throws {
        for style in [SpecNode.WrittenStyle.plain, .singleQuoted, .doubleQuoted] {
            let rendered = ScenarioRecorder.render(.string(text), flow: false, style: style)
            #expect(!rendered.unicodeScalars.contains { UserText.needsEscape($0) }, "\(style): \(rendered)")
            let reader = YAMLReader(decoder: SpecDecoder(file: "r.yaml", limits: .standard))
            let root = try reader.read(Array("key: \(rendered)\n".utf8)).get()
            #expect(root.mapping?["key"]?.string == text, "\(style): \(rendered)")
        }
    }
}

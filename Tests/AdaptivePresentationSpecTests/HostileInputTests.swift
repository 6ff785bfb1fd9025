import Foundation
import Testing

@testable import AdaptivePresentationSpec

/// Inputs built to crash, hang or exhaust a YAML reader; each must become one located diagnostic, quickly.
@Suite("Hostile input", .timeLimit(.minutes(1)))
struct HostileInputTests {
    private func diagnostics(_ text: String, limits: SpecLimits = .standard) -> String {
        FixtureFiles.diagnostics(loading: SpecSource(file: "input.yaml", text: text), limits: limits)
    }

    private func diagnostics(bytes: [UInt8], limits: SpecLimits = .standard) -> String {
        FixtureFiles.diagnostics(loading: SpecSource(file: "input.yaml", bytes: bytes), limits: limits)
    }

    @Test("20,000 nested brackets are refused before the parser sees them")
    func nestedBrackets() {
        #expect(
            diagnostics(String(repeating: "[", count: 20_000))
                == "input.yaml:1:65: error: nesting is deeper than 64 levels")
        #expect(
            diagnostics("devices: " + String(repeating: "{a: ", count: 20_000))
                == "input.yaml:1:262: error: nesting is deeper than 64 levels")
    }

    @Test("20,000 nested block sequences on one line are refused")
    func nestedBlockSequences() {
        #expect(
            diagnostics(String(repeating: "- ", count: 20_000) + "x\n")
                == "input.yaml:1:129: error: nesting is deeper than 64 levels")
    }

    @Test("deep indentation is refused at the line that goes too deep")
    func deepIndentation() {
        let text = (0..<100).map { String(repeating: " ", count: $0) + "a:" }.joined(separator: "\n")
        #expect(diagnostics(text) == "input.yaml:65:65: error: nesting is deeper than 64 levels")
    }

    @Test("64 levels are allowed, 65 are not")
    func depthBoundary() {
        let allowed = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
        #expect(diagnostics(allowed) == "input.yaml:1:1: error: expected a mapping, found a sequence")
        let refused = String(repeating: "[", count: 65) + String(repeating: "]", count: 65)
        #expect(diagnostics(refused) == "input.yaml:1:65: error: nesting is deeper than 64 levels")
    }

    @Test("brackets in quotes, comments and block scalars are not nesting")
    func bracketsInText() {
        let brackets = String(repeating: "[", count: 100)
        let text = """
            # \(brackets)
            devices: []
            quoted: "\(brackets)"
            single: 'it''s \(brackets)'
            literal: |
              \(brackets)
              more \(brackets)
            plain: a\(brackets)
            """
        #expect(diagnostics(text).hasPrefix("input.yaml:2:10: error: expected at least one device at devices"))
    }

    @Test("an apostrophe in a flow scalar does not hide the brackets after it")
    func apostropheInFlow() {
        let text = "devices: [it's, " + String(repeating: "[", count: 100) + "]"
        // The block mapping `devices:` is the first level, `[it's` the second.
        #expect(diagnostics(text) == "input.yaml:1:79: error: nesting is deeper than 64 levels")
    }

    @Test("a billion-laughs alias used as a mapping key is refused before Yams hashes it")
    func billionLaughsKey() {
        var text = "devices: []\na: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        var previous = "a"
        for name in ["b", "c", "d", "e", "f", "g", "h", "i"] {
            text += "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ", ") + "]\n"
            previous = name
        }
        #expect(diagnostics(text + "j: {*i : 1}\n") == "input.yaml:11:5: error: an alias cannot be a mapping key")
        #expect(diagnostics(text + "j: {*i: 1}\n") == "input.yaml:11:5: error: an alias cannot be a mapping key")
        #expect(diagnostics(text + "*i : 1\n") == "input.yaml:11:1: error: an alias cannot be a mapping key")
        #expect(
            diagnostics(text + "j: {[*i]: 1}\n")
                == "input.yaml:11:5: error: a sequence or mapping cannot be a mapping key")
    }

    @Test("many small aliases that together expand too far are refused at the root")
    func manyAliases() {
        let text =
            "devices: []\nbase: &base [1, 2, 3, 4, 5, 6, 7, 8, 9]\nmany: ["
            + Array(repeating: "*base", count: 200).joined(separator: ", ") + "]\n"
        #expect(
            diagnostics(text, limits: SpecLimits(maximumNodes: 1000))
                == "input.yaml:1:1: error: aliases expand the document beyond the limit of 1000 nodes")
    }

    @Test("a file one byte over the size limit is refused, in memory and on disk")
    func tooLarge() throws {
        let limit = SpecLimits.standardMaximumFileSize
        #expect(limit == 1_048_576)
        let tooLarge = [UInt8](repeating: UInt8(ascii: "#"), count: limit + 1)
        let message = "input.yaml:1:1: error: file is larger than the limit of 1 MiB (1048576 bytes)"
        #expect(diagnostics(bytes: tooLarge) == message)
        let atLimit = Array("# ".utf8) + [UInt8](repeating: UInt8(ascii: "x"), count: limit - 2)
        #expect(diagnostics(bytes: atLimit) == "input.yaml:1:1: error: file has no YAML content, only comments")

        let url = FileManager.default.temporaryDirectory.appendingPathComponent("adaptive-sim-large-\(UUID()).yaml")
        try Data(tooLarge).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(throws: SpecError.self) { try SpecSource.read(path: url.path) }
        do {
            _ = try SpecSource.read(path: url.path)
        } catch {
            #expect(
                error.description == "\(url.path):1:1: error: file is larger than the limit of 1 MiB (1048576 bytes)")
        }
    }

    @Test(
        "malformed UTF-8 is located at its first bad byte",
        arguments: [
            (
                [0x61, 0x3A, 0x20, 0xC0, 0x80],
                "input.yaml:1:4: error: file is not valid UTF-8 (byte 0xC0); save it as UTF-8"
            ),
            (
                [0x61, 0x3A, 0x0A, 0x20, 0xED, 0xA0, 0x80],
                "input.yaml:2:2: error: file is not valid UTF-8 (byte 0xED); save it as UTF-8"
            ),
            (
                [0x61, 0x3A, 0x20, 0xE2, 0x82],
                "input.yaml:1:4: error: file is not valid UTF-8 (byte 0xE2); save it as UTF-8"
            ),
            (
                [0xC3, 0xA9, 0xC3, 0xA9, 0xFF],
                "input.yaml:1:3: error: file is not valid UTF-8 (byte 0xFF); save it as UTF-8"
            ),
            ([0x61, 0x0D, 0x62, 0x00], "input.yaml:2:2: error: file contains a NUL byte; is it a binary file?"),
            ([0x61, 0x3A, 0x20, 0xC2, 0x9B], "input.yaml:1:4: error: control character U+009B is not allowed in YAML"),
            ([0x61, 0x3A, 0x20, 0x7F], "input.yaml:1:4: error: control character U+007F is not allowed in YAML"),
            (
                [0x61, 0x3A, 0x20, 0xEF, 0xBF, 0xBF],
                "input.yaml:1:4: error: control character U+FFFF is not allowed in YAML"
            ),
        ] as [([UInt8], String)])
    func malformedText(_ bytes: [UInt8], _ expected: String) {
        #expect(diagnostics(bytes: bytes) == expected)
    }

    @Test("random binary garbage never crashes", arguments: 0..<20)
    func randomGarbage(_ seed: Int) {
        var generator = SplitMix(seed: UInt64(seed))
        let bytes = (0..<4096).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
        #expect(diagnostics(bytes: bytes).contains(": error: "))
    }

    @Test("random YAML punctuation never crashes", arguments: 0..<20)
    func randomPunctuation(_ seed: Int) {
        var generator = SplitMix(seed: UInt64(seed))
        let alphabet = Array("[]{}:,-?*&!|>'\"# \n\ta1".utf8)
        let bytes = (0..<4096).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
        #expect(diagnostics(bytes: bytes).contains(": error: "))
    }

    @Test("a byte order mark and CRLF line ends are accepted")
    func byteOrderMarkAndCRLF() throws {
        let source = try FixtureFiles.source("valid", "minimal.yaml")
        let crlf = String(decoding: source.bytes, as: UTF8.self).replacingOccurrences(of: "\n", with: "\r\n")
        let catalog = try SpecLoader.loadDevices(
            from: SpecSource(file: "input.yaml", bytes: [0xEF, 0xBB, 0xBF] + Array(crlf.utf8)))
        #expect(catalog.devices.map(\.id) == ["tiny-phone"])
    }

    @Test("past the diagnostics limit, the rest are counted")
    func tooManyProblems() {
        let text = "devices:\n" + String(repeating: "  - {bogus: 1}\n", count: 120)
        let lines = diagnostics(text).split(separator: "\n")
        // Each device: an unknown key with its note, and six missing keys.
        // The count is a note, located at the first problem left out (device 14's unknown key), never an
        // error line without a location.
        #expect(lines.last == "input.yaml:16:5: note: too many problems: 740 more not shown (the limit is 100)")
        #expect(
            lines.filter { $0.contains("error:") }.allSatisfy {
                $0.hasPrefix("input.yaml:") && $0.split(separator: ":").count > 3
            })
    }

    // The check of a file's bytes skips its slow passes for plain ASCII text, eight bytes at a time: a byte
    // that is not plain must be found at every place in a word and in the tail after the last whole word.
    @Test("a NUL, a control character, DEL or a non-ASCII byte is found wherever it sits in the text")
    func unplainBytesAnywhere() {
        for bad in [UInt8(0x00), 0x01, 0x1F, 0x7F, 0x80, 0xC3] {
            for position in 0..<19 {
                var bytes = Array("ab: cd\n\tef: 'g h'\r\n".utf8)
                #expect(bytes.count == 19)
                #expect(bytes.withUnsafeBufferPointer { TextEncodingCheck.isPlainASCII($0) } == true)
                bytes[position] = bad
                #expect(
                    bytes.withUnsafeBufferPointer { TextEncodingCheck.isPlainASCII($0) } == false,
                    "byte \(bad) at \(position)")
            }
        }
    }
}

/// A small deterministic random number generator (SplitMix64) so that fuzz cases are reproducible.
struct SplitMix: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

import AdaptivePresentation
import Foundation
import Testing

@testable import adaptive_sim

/// ``JSONValue/serialized`` escapes what JSON requires and what ``UserText`` escapes, whether the text around it is copied as a
/// run or the string needs no escaping at all.
struct JSONValueTests {
    @Test(
        "strings are escaped as before, runs around the escapes kept whole",
        arguments: [
            ("plain", #""plain""#),
            ("", #""""#),
            ("a\"b\\c", #""a\"b\\c""#),
            ("\"", #""\"""#),
            ("line\nreturn\rtab\t", #""line\nreturn\rtab\t""#),
            ("\u{1}x\u{1F}", #""\u0001x\u001f""#),
            ("é — 😀 \"q\"", #""é — 😀 \"q\"""#),
            ("e\u{301}\n", "\"e\u{301}\\n\""),
            ("\u{7F}/<", #""\u007f/<""#),
            // What UserText escapes in a terminal is escaped here too: C1 controls, separators, bidi controls.
            ("a\u{85}b\u{2028}c\u{202E}d\u{61C}é\"\n", #""a\u0085b\u2028c\u202ed\u061cé\"\n""#),
        ])
    func escapes(_ input: String, _ expected: String) {
        // Bytes, not String's canonical equivalence: a combining accent must stay as written.
        #expect(Array(JSONValue.string(input).serialized.utf8) == Array(expected.utf8))
    }

    @Test(
        "numbers read as Size.format writes them",
        arguments: [
            0, -0.0, 5, -5, 9, 10, 99, 100, 320, 1024, -2732, 0.5, -2.25, 1e15 - 1, -(1e15 - 1), 1e15, 1e20,
            123_456_789_012_345,
        ])
    func numbers(_ value: Double) {
        #expect(JSONValue.number(value).serialized == Size.format(value))
        var bytes: [UInt8] = []
        JSONValue.writeNumber(value, to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == Size.format(value))
    }

    @Test("objects and arrays keep their order; every string reads back as written")
    func roundTrip() throws {
        let strings = ["a", "\"", "\\\\", "x\ny", "\u{0}", "ü\u{8}", "tail\\"]
        let value = JSONValue.object(
            strings.enumerated().map {
                ("k\($0.offset)\n", .array([.string($0.element), .number(1.5), .bool(true), .null]))
            })
        let text = value.serialized
        #expect(text.hasPrefix(#"{"k0\n":["a",1.5,true,null],"k1\n":["\"""#))
        let decoded = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: [Any]]
        for (index, string) in strings.enumerated() {
            #expect(decoded?["k\(index)\n"]?.first as? String == string)
        }
    }
}

import AdaptivePresentation

/// JSON output is built from the core's ``TraceValue`` (objects keep their key order, which the formats of
/// FORMATS.md fix and `JSONEncoder` does not keep): one JSON-shaped value type for replay traces and reports.
typealias JSONValue = TraceValue

extension TraceValue {
    /// The compact JSON text.
    var serialized: String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(256)
        serialize(into: &bytes)
        // Valid UTF-8 by construction: every byte comes from a String, or is ASCII.
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the compact JSON text to `bytes` as UTF-8 (a report written in chunks reuses one buffer).
    /// Appending bytes to an array is a copy, where appending short strings to a String checks and grows
    /// it each time (`compare --format json` writes ~300 KB).
    func serialize(into bytes: inout [UInt8]) {
        switch self {
        case let .object(members):
            bytes.append(UInt8(ascii: "{"))
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                Self.writeString(key, to: &bytes)
                bytes.append(UInt8(ascii: ":"))
                value.serialize(into: &bytes)
            }
            bytes.append(UInt8(ascii: "}"))
        case let .array(elements):
            bytes.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                element.serialize(into: &bytes)
            }
            bytes.append(UInt8(ascii: "]"))
        case let .string(string):
            Self.writeString(string, to: &bytes)
        case let .number(number):
            bytes.append(contentsOf: (number.isFinite ? Size.format(number) : "null").utf8)
        case let .bool(bool):
            bytes.append(contentsOf: (bool ? "true" : "false").utf8)
        case .null:
            bytes.append(contentsOf: "null".utf8)
        }
    }

    /// Writes `string` quoted and escaped. Only ASCII bytes need escaping, so the bytes between them (all of
    /// a typical id, name or sentence) are copied as one run, not scalar by scalar.
    private static func writeString(_ string: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        var string = string
        string.withUTF8 { utf8 in
            var runStart = 0
            for index in utf8.indices {
                let byte = utf8[index]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
                switch byte {
                case UInt8(ascii: "\""): bytes.append(contentsOf: #"\""#.utf8)
                case UInt8(ascii: "\\"): bytes.append(contentsOf: #"\\"#.utf8)
                case UInt8(ascii: "\n"): bytes.append(contentsOf: #"\n"#.utf8)
                case UInt8(ascii: "\r"): bytes.append(contentsOf: #"\r"#.utf8)
                case UInt8(ascii: "\t"): bytes.append(contentsOf: #"\t"#.utf8)
                default:
                    let hex = String(byte, radix: 16)
                    bytes.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
                }
                runStart = index + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
        }
        bytes.append(UInt8(ascii: "\""))
    }
}

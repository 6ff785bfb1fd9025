import AdaptivePresentation

/// JSON output is built from the core's ``TraceValue`` (objects keep their key order, which the formats of
/// FORMATS.md fix and `JSONEncoder` does not keep): one JSON-shaped value type for replay traces and reports.
typealias JSONValue = TraceValue

extension TraceValue {
    /// The compact JSON text.
    var serialized: String {
        var text = ""
        write(to: &text)
        return text
    }

    private func write(to text: inout String) {
        switch self {
        case let .object(members):
            text += "{"
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { text += "," }
                Self.writeString(key, to: &text)
                text += ":"
                value.write(to: &text)
            }
            text += "}"
        case let .array(elements):
            text += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { text += "," }
                element.write(to: &text)
            }
            text += "]"
        case let .string(string):
            Self.writeString(string, to: &text)
        case let .number(number):
            text += number.isFinite ? Size.format(number) : "null"
        case let .bool(bool):
            text += bool ? "true" : "false"
        case .null:
            text += "null"
        }
    }

    /// Writes `string` quoted and escaped. Runs of characters that need no escaping (all of a typical id,
    /// name or sentence) are appended whole, not scalar by scalar: this is most of `compare --format json`.
    private static func writeString(_ string: String, to text: inout String) {
        text += "\""
        let utf8 = string.utf8
        var runStart = utf8.startIndex
        var index = runStart
        while index != utf8.endIndex {
            let byte = utf8[index]
            guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else {
                utf8.formIndex(after: &index)
                continue
            }
            // Only ASCII bytes are escaped, so both ends of the run are on scalar boundaries.
            text += string[runStart..<index]
            switch byte {
            case UInt8(ascii: "\""): text += "\\\""
            case UInt8(ascii: "\\"): text += "\\\\"
            case UInt8(ascii: "\n"): text += "\\n"
            case UInt8(ascii: "\r"): text += "\\r"
            case UInt8(ascii: "\t"): text += "\\t"
            default:
                let hex = String(byte, radix: 16)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            }
            utf8.formIndex(after: &index)
            runStart = index
        }
        if runStart == utf8.startIndex {
            text += string
        } else {
            text += string[runStart...]
        }
        text += "\""
    }
}

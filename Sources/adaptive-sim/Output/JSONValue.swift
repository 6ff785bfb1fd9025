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

    private static func writeString(_ string: String, to text: inout String) {
        text += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case let scalar where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
    }
}

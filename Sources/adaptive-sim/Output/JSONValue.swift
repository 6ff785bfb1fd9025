/// A JSON value whose objects keep their key order, serialised compactly: the output formats of
/// FORMATS.md list their keys in a fixed order, which `JSONEncoder` does not keep.
enum JSONValue {
    case object([(String, JSONValue)])
    case array([JSONValue])
    case string(String)
    /// A number, written without `.0` when it is integral (`320`, `561.5`).
    case number(Double)
    case bool(Bool)
    case null

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
            text += number.isFinite ? Self.format(number) : "null"
        case let .bool(bool):
            text += bool ? "true" : "false"
        case .null:
            text += "null"
        }
    }

    /// `320` for integral values, otherwise Swift's shortest round-tripping form (`561.5`).
    static func format(_ number: Double) -> String {
        if number.rounded() == number, abs(number) < 1e15 { return String(Int64(number)) }
        return String(number)
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

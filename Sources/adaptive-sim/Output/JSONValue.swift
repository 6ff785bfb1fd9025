import AdaptivePresentation

/// JSON output is built from the core's ``/AdaptivePresentation/TraceValue`` (objects keep their key order, which the formats of
/// file formats fix and `JSONEncoder` does not keep): one JSON-shaped value type for replay traces and reports.
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
    /// it each time (`compare --format json` writes ~300 KB). With `bounded`, every string, member names too,
    /// is escaped and bounded by ``/AdaptivePresentation/UserText`` (as `UserText.bounded` gives it) as it is
    /// written, without a bounded copy of the value made first.
    func serialize(into bytes: inout [UInt8], bounded: Bool = false) {
        switch self {
        case let .object(members):
            bytes.append(UInt8(ascii: "{"))
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                Self.writeString(key, to: &bytes, bounded: bounded)
                bytes.append(UInt8(ascii: ":"))
                value.serialize(into: &bytes, bounded: bounded)
            }
            bytes.append(UInt8(ascii: "}"))
        case let .array(elements):
            bytes.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                element.serialize(into: &bytes, bounded: bounded)
            }
            bytes.append(UInt8(ascii: "]"))
        case let .string(string):
            Self.writeString(string, to: &bytes, bounded: bounded)
        case let .number(number):
            if number.isFinite {
                Self.writeNumber(number, to: &bytes)
            } else {
                bytes.append(contentsOf: "null".utf8)
            }
        case let .bool(bool):
            bytes.append(contentsOf: (bool ? "true" : "false").utf8)
        case .null:
            bytes.append(contentsOf: "null".utf8)
        }
    }

    /// Appends `string` as ``writeString(_:to:)`` does, bounded first when `bounded`.
    private static func writeString(_ string: String, to bytes: inout [UInt8], bounded: Bool) {
        if bounded { writeBoundedString(string, to: &bytes) } else { writeString(string, to: &bytes) }
    }

    /// Writes `UserText.bounded(string)` as a JSON string: short printable ASCII (nearly every string), which
    /// bounding leaves as it is, is written in one pass over its bytes.
    static func writeBoundedString(_ string: String, to bytes: inout [UInt8]) {
        var string = string
        let written = string.withUTF8 { utf8 -> Bool in
            guard utf8.count <= UserText.standardLimit else { return false }
            // One pass, which gives up (and takes back what it wrote) at the first byte bounding would change.
            let start = bytes.count
            bytes.append(UInt8(ascii: "\""))
            var runStart = 0
            for index in utf8.indices {
                let byte = utf8[index]
                if byte < 0x20 || byte >= 0x7F {
                    bytes.removeSubrange(start...)
                    return false
                }
                guard byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
                bytes.append(UInt8(ascii: "\\"))
                bytes.append(byte)
                runStart = index + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
            bytes.append(UInt8(ascii: "\""))
            return true
        }
        if !written { writeString(UserText.bounded(string), to: &bytes) }
    }

    /// Appends `string` quoted and escaped, as ``serialize(into:bounded:)`` writes a ``/AdaptivePresentation/TraceValue/string(_:)``. Besides what JSON
    /// requires, every scalar ``/AdaptivePresentation/UserText`` escapes (DEL, C1 controls, line separators, bidirectional controls)
    /// is written as `\uXXXX`, so that a report shown in a terminal or an editor shows names as they are. An
    /// ASCII string (nearly every id, name or sentence) is copied whole, and otherwise the runs between
    /// escapes are.
    static func writeString(_ string: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        let start = bytes.count
        // One pass over the bytes, which gives up (and takes back what it wrote) at the first non-ASCII one.
        var string = string
        let ascii = string.withUTF8 { utf8 -> Bool in
            var runStart = 0
            for index in utf8.indices {
                let byte = utf8[index]
                if byte >= 0x80 { return false }
                guard needsEscaping(byte) else { continue }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
                switch byte {
                case UInt8(ascii: "\""): bytes.append(contentsOf: #"\""#.utf8)
                case UInt8(ascii: "\\"): bytes.append(contentsOf: #"\\"#.utf8)
                case UInt8(ascii: "\n"): bytes.append(contentsOf: #"\n"#.utf8)
                case UInt8(ascii: "\r"): bytes.append(contentsOf: #"\r"#.utf8)
                case UInt8(ascii: "\t"): bytes.append(contentsOf: #"\t"#.utf8)
                default: writeEscape(UInt32(byte), to: &bytes)
                }
                runStart = index + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
            return true
        }
        if !ascii {
            bytes.removeSubrange(start...)
            for scalar in string.unicodeScalars {
                if scalar.isASCII || !UserText.needsEscape(scalar) {
                    writeASCIIOrScalar(scalar, to: &bytes)
                } else {
                    writeEscape(scalar.value, to: &bytes)
                }
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private static func needsEscaping(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }

    /// `\uXXXX` for a scalar of the Basic Multilingual Plane (every one that is escaped).
    private static func writeEscape(_ value: UInt32, to bytes: inout [UInt8]) {
        let hex = String(value, radix: 16)
        bytes.append(contentsOf: ("\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex).utf8)
    }

    /// One scalar as JSON writes it unescaped, or with the escapes ASCII needs.
    private static func writeASCIIOrScalar(_ scalar: Unicode.Scalar, to bytes: inout [UInt8]) {
        guard scalar.isASCII else {
            bytes.append(contentsOf: String(Character(scalar)).utf8)
            return
        }
        let byte = UInt8(scalar.value)
        switch byte {
        case UInt8(ascii: "\""): bytes.append(contentsOf: #"\""#.utf8)
        case UInt8(ascii: "\\"): bytes.append(contentsOf: #"\\"#.utf8)
        case UInt8(ascii: "\n"): bytes.append(contentsOf: #"\n"#.utf8)
        case UInt8(ascii: "\r"): bytes.append(contentsOf: #"\r"#.utf8)
        case UInt8(ascii: "\t"): bytes.append(contentsOf: #"\t"#.utf8)
        case _ where needsEscaping(byte): writeEscape(UInt32(byte), to: &bytes)
        default: bytes.append(byte)
        }
    }

    /// Appends a number as ``/AdaptivePresentation/Size/format(_:)`` writes it (`320`, `-2`, `0.5`): a whole number's digits are
    /// written straight into `bytes`, without making a String of them.
    static func writeNumber(_ value: Double, to bytes: inout [UInt8]) {
        guard value.rounded() == value, abs(value) < 1e15 else {
            bytes.append(contentsOf: Size.format(value).utf8)
            return
        }
        var integer = Int64(value)
        if integer < 0 {
            bytes.append(UInt8(ascii: "-"))
            integer = -integer
        }
        var divisor: Int64 = 1
        while divisor <= integer / 10 { divisor *= 10 }
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(integer / divisor))
            integer %= divisor
            divisor /= 10
        } while divisor > 0
    }
}

/// Text a user wrote (a key, a value, a file name, a title), made safe to show in a diagnostic or a report.
///
/// Control characters are shown as escapes, so that a key like `"a\nerror: injected"` cannot start a
/// second line that a tool would take for a real error, and an escape sequence cannot drive the terminal:
/// line feed, carriage return and tab as `\n`, `\r`, `\t`, the others (C0, DEL, C1, and the Unicode line and
/// paragraph separators and bidirectional controls) as `\u{1B}`. Long text is cut at a bounded length and the
/// cut is marked, so a megabyte-long value is not echoed in full.
public enum UserText {
    /// The most characters of user text shown in one place: 200.
    public static let standardLimit = 200
    /// The most characters of a file path shown in one place: 1,000.
    public static let pathLimit = 1000

    /// `text` with every control character escaped, cut after `limit` characters with the cut marked:
    /// `aaaa… (999800 more characters)`.
    public static func bounded(_ text: String, limit: Int = standardLimit) -> String {
        // Nearly all text is short printable ASCII, shown as it is.
        if text.utf8.count <= limit, text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text }
        var result = ""
        var shown = 0
        var index = text.startIndex
        while index < text.endIndex, shown < limit {
            let character = text[index]
            result += escaped(character)
            shown += 1
            index = text.index(after: index)
        }
        guard index < text.endIndex else { return result }
        // Counting what is left is linear but cheap next to reading the file that held it.
        let rest = text[index...].count
        return result + "… (\(rest) more character\(rest == 1 ? "" : "s"))"
    }

    /// `text` with every control character escaped, whatever its length.
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = ""
        for character in text { result += escaped(character) }
        return result
    }

    /// One character, escaped when it is or holds a control character.
    private static func escaped(_ character: Character) -> String {
        guard character.unicodeScalars.contains(where: needsEscape) else { return String(character) }
        var result = ""
        for scalar in character.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where needsEscape(scalar):
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether a scalar must not reach a terminal or a line-oriented reader as it is: controls, line and
    /// paragraph separators, bidirectional controls.
    public static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x2028, 0x2029: true  // line and paragraph separators
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true  // bidirectional controls
        default: false
        }
    }
}

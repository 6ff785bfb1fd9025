import AdaptivePresentation

/// Text made safe for HTML and for inline SVG, which a browser and an XML parser both read.
///
/// Every user string (scenario titles, file names, controller and segue ids, expectation values) goes
/// through ``escaped(_:)`` before it reaches the page: `&`, `<`, `>`, `"` and `'` become entities, and
/// characters XML 1.0 forbids (C0 controls other than tab, line feed and carriage return, U+FFFE, U+FFFF)
/// become U+FFFD, so the SVG stays well-formed whatever the input; the other characters ``/AdaptivePresentation/UserText`` escapes
/// (C1 controls, line separators, bidirectional controls) are shown escaped as in the text report.
enum MarkupText {
    /// `text` escaped for element content and for quoted attribute values.
    static func escaped(_ text: String) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    result += "\u{FFFD}"
                } else if UserText.needsEscape(scalar) {
                    // C1 controls, line separators and bidirectional controls: shown as the other reports
                    // show them (`\u{202E}`), so that a name cannot reorder the text around it.
                    result += UserText.escaped(String(scalar))
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// A point value for an SVG attribute: whole numbers without `.0`, others to at most two decimals.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 100).rounded() / 100
        return Size.format(rounded)
    }
}

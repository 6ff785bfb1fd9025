/// Rows of text cells rendered as an aligned table, Markdown or CSV.
struct TextTable {
    var header: [String]
    var rows: [[String]]

    /// Columns padded to their widest cell, two spaces apart; the header in bold on a terminal.
    func aligned(console: Console) -> String {
        let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        func format(_ row: [String]) -> String {
            row.indices.map { column in
                column == row.count - 1
                    ? row[column] : Self.padded(row[column], to: widths[column] + 2)
            }.joined()
        }
        var text = console.styled(format(header), .bold) + "\n"
        for row in rows { text += format(row) + "\n" }
        return text
    }

    /// `text` with spaces up to `length` UTF-16 units: what Foundation's `padding(toLength:withPad:startingAt:)`
    /// returns, without its round trip through NSString for every cell (most of `devices`' table time).
    /// Foundation also truncates a text longer than `length`; that rare case is left to it.
    static func padded(_ text: String, to length: Int) -> String {
        let count = text.utf16.count
        guard count <= length else { return text.padding(toLength: length, withPad: " ", startingAt: 0) }
        return text + String(repeating: " ", count: length - count)
    }

    /// A GitHub-flavoured Markdown table (`|` in cells escaped).
    var markdown: String {
        func line(_ cells: [String]) -> String {
            "| " + cells.map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ") + " |"
        }
        var text = line(header) + "\n" + "|" + String(repeating: "---|", count: header.count) + "\n"
        for row in rows { text += line(row) + "\n" }
        return text
    }

    /// RFC 4180 CSV: cells with a comma, quote or line break are quoted, quotes doubled.
    var csv: String {
        func cell(_ text: String) -> String {
            guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
            return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
        }
        return ([header] + rows).map { $0.map(cell).joined(separator: ",") }.joined(separator: "\r\n") + "\r\n"
    }
}

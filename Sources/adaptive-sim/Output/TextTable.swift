/// Rows of text cells rendered as an aligned table, Markdown or CSV.
struct TextTable {
    var header: [String]
    var rows: [[String]]

    /// Columns padded to their widest cell, two spaces apart; the header in bold on a terminal.
    ///
    /// The rows are written as UTF-8 bytes into one buffer: `compare`'s table is some 1,000 rows of ten
    /// cells, and padding and joining them as Strings was a third of the whole command.
    func aligned(console: Console) -> String {
        var widths = header.map(Self.width)
        for row in rows {
            for column in row.indices where column < widths.count {
                widths[column] = max(widths[column], Self.width(row[column]))
            }
        }
        func format(_ row: [String]) -> String {
            row.indices.map { column in
                column == row.count - 1
                    ? row[column] : Self.padded(row[column], to: widths[column] + 2)
            }.joined()
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(rows.count * (widths.reduce(0, +) + 2 * widths.count + 1))
        for row in rows {
            for column in row.indices {
                if column == row.count - 1 {
                    bytes.append(contentsOf: row[column].utf8)
                } else {
                    Self.appendPadded(row[column], to: widths[column] + 2, to: &bytes)
                }
            }
            bytes.append(UInt8(ascii: "\n"))
        }
        return console.styled(format(header), .bold) + "\n" + String(decoding: bytes, as: UTF8.self)
    }

    /// The width of a cell in characters (what the columns are aligned by); printable ASCII, nearly every
    /// cell, is counted by its bytes without breaking it into grapheme clusters.
    private static func width(_ text: String) -> Int {
        let bytes = text.utf8
        return isPrintableASCII(text) ? bytes.count : text.count
    }

    private static func isPrintableASCII(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F } }
    }

    /// Appends ``padded(_:to:)`` of `text` to `bytes`: printable ASCII, where UTF-16 units are bytes, gets its
    /// spaces directly.
    private static func appendPadded(_ text: String, to length: Int, to bytes: inout [UInt8]) {
        let count = text.utf8.count
        guard count <= length, isPrintableASCII(text) else {
            bytes.append(contentsOf: padded(text, to: length).utf8)
            return
        }
        bytes.append(contentsOf: text.utf8)
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: length - count))
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

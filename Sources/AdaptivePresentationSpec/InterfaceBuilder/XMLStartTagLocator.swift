/// Where an element's start tag begins (its `<`), from where libxml2 reports the element: `XMLParser` gives
/// the line and column at the end of the start tag, which for a long `<segue … id="…">` is far to the right, or
/// lines below when the tag is wrapped. An attribute value cannot hold a raw `<`, so the nearest `<` before
/// that place starts the tag.
///
/// Columns count Unicode scalars from 1, as the rest of the diagnostics do. The parser reports elements in
/// document order, so each question continues the walk along its line from where the one before stopped: a
/// storyboard written on one line costs its length, not its length per element.
struct XMLStartTagLocator {
    private let bytes: [UInt8]
    /// The byte offset where each line starts (line 1 at index 0).
    private let lineStarts: [Int]
    /// Where the last walk along a line stopped: its line, column and byte offset.
    private var cursor = (line: 0, column: 1, offset: 0)

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == 0x0A { starts.append(offset + 1) }
        lineStarts = starts
    }

    /// The line and column of the `<` that opens the tag ending at (`line`, `column`); the place itself when
    /// it is out of the file or no `<` precedes it.
    mutating func startOfTag(line: Int, column: Int) -> (line: Int, column: Int) {
        guard line >= 1, line <= lineStarts.count, column >= 1 else { return (line, column) }
        // The byte offset of the reported column, clamped to its line.
        let lineEnd = line < lineStarts.count ? lineStarts[line] : bytes.count
        var offset = lineStarts[line - 1]
        var scalars = 1
        if cursor.line == line, cursor.column <= column {
            (scalars, offset) = (cursor.column, cursor.offset)
        }
        while scalars < column, offset < lineEnd {
            offset += 1
            // Continuation bytes (10xxxxxx) belong to the scalar before them.
            while offset < lineEnd, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
            scalars += 1
        }
        cursor = (line, scalars, offset)
        var index = min(offset, bytes.count - 1)
        // The tag's own bytes, back to its `<`: every tag is walked once.
        while index >= 0, bytes[index] != UInt8(ascii: "<") { index -= 1 }
        guard index >= 0 else { return (line, column) }
        // The line that holds it: the last line start at or before it.
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= index { low = middle } else { high = middle - 1 }
        }
        // Its column: counted back from the cursor when the tag starts on the cursor's line, so that a long
        // line is not counted again from its start.
        if low + 1 == line {
            var count = scalars
            var position = offset
            while position > index {
                position -= 1
                if bytes[position] & 0xC0 != 0x80 { count -= 1 }
            }
            return (line, count)
        }
        let start = lineStarts[low]
        let columnOfTag = String(decoding: bytes[start..<index], as: UTF8.self).unicodeScalars.count + 1
        return (low + 1, columnOfTag)
    }
}

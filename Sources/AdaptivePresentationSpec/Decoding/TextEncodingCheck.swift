/// The checks of a file's bytes that come before YAML: the encoding is UTF-8, there is no NUL byte, and
/// no character YAML forbids. Each problem is located at its byte.
enum TextEncodingCheck {
    /// The first problem of `bytes` (without a byte order mark), or `nil`.
    static func problem(in bytes: [UInt8], file: String) -> Diagnostic? {
        bytes.withUnsafeBufferPointer { problem(in: $0, file: file) }
    }

    /// The first problem of `bytes` (without a byte order mark), or `nil`, checked a chunk at a time: each
    /// chunk is handed to `eachChunk` with its offset once checked, so that a caller streaming a mapped file
    /// can look at it in the same pass and then give its pages back. Chunks end at the start of a UTF-8
    /// sequence, so no sequence is cut; the problem reported is the one a single pass would report: a NUL
    /// byte first, then the first byte of invalid UTF-8, then the first control character.
    static func problem(
        in bytes: UnsafeBufferPointer<UInt8>, file: String, chunkSize: Int = 1 << 20,
        eachChunk: (UnsafeBufferPointer<UInt8>, Int) -> Void = { _, _ in }
    ) -> Diagnostic? {
        func located(_ offset: Int) -> SourceLocation {
            let (line, column) = position(of: offset, in: bytes)
            return SourceLocation(file: file, line: line, column: column)
        }
        let head = Array(bytes.prefix(4))
        if head.starts(with: [0xFF, 0xFE]) || head.starts(with: [0xFE, 0xFF]) || head.starts(with: [0, 0, 0xFE, 0xFF]) {
            return Diagnostic(.utf16OrUTF32, at: located(0))
        }
        var invalid: Int?
        var control: (offset: Int, scalar: UInt32)?
        var start = 0
        while start < bytes.count {
            var end = min(bytes.count, start + max(chunkSize, 4))
            var backed = 0
            while end < bytes.count, backed < 3, bytes[end] & 0xC0 == 0x80 {
                end -= 1
                backed += 1
            }
            let chunk = UnsafeBufferPointer(rebasing: bytes[start..<end])
            // Most text is printable ASCII, tabs and line breaks, which none of the checks below can fault:
            // one pass tells so, and the three passes that find the first problem run only when it is not.
            if isPlainASCII(chunk) {
                eachChunk(chunk, start)
                start = end
                continue
            }
            if let offset = chunk.firstIndex(of: 0) {
                return Diagnostic(.nulByte, at: located(start + offset))
            }
            if invalid == nil, let offset = firstInvalidUTF8(in: chunk) { invalid = start + offset }
            if invalid == nil, control == nil, let found = firstControlCharacter(in: chunk) {
                control = (start + found.offset, found.scalar)
            }
            eachChunk(chunk, start)
            start = end
        }
        if let offset = invalid {
            return Diagnostic(.invalidUTF8(byte: bytes[offset]), at: located(offset))
        }
        if let (offset, scalar) = control {
            return Diagnostic(.controlCharacter(scalar), at: located(offset))
        }
        return nil
    }

    /// Whether every byte is printable ASCII (U+0020 to U+007E), a tab, a line feed or a carriage return.
    static func isPlainASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        // Eight bytes at a time: a word with no byte at or above 0x7F and none below 0x20 is plain; a word
        // with a byte below 0x20 (a line break, most often) has its bytes looked at one by one.
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        var index = 0
        while index + 8 <= bytes.count {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            let high = word & highs
            // A byte of 0x7F plus one carries into its high bit.
            let del = (word &+ ones) & highs & ~word
            let low = (word &- ones &* 0x20) & ~word & highs
            if high | del != 0 { return false }
            if low != 0, !UnsafeBufferPointer(start: base + index, count: 8).allSatisfy(isPlain) { return false }
            index += 8
        }
        return UnsafeBufferPointer(rebasing: bytes[index...]).allSatisfy(isPlain)
    }

    /// Whether a byte is printable ASCII, a tab, a line feed or a carriage return.
    private static func isPlain(_ byte: UInt8) -> Bool {
        (byte &- 0x20) < 0x5F || byte == 0x0A || byte == 0x09 || byte == 0x0D
    }

    /// The byte offset of a 1-based line and column (in Unicode scalars), or `nil` past the end.
    static func offset(line: Int, column: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var currentLine = 1, currentColumn = 1
        for index in bytes.indices {
            let byte = bytes[index]
            if byte & 0xC0 != 0x80, currentLine == line, currentColumn == column { return index }
            if byte == 0x0A || (byte == 0x0D && (index + 1 >= bytes.count || bytes[index + 1] != 0x0A)) {
                currentLine += 1
                currentColumn = 1
            } else if byte != 0x0D, byte & 0xC0 != 0x80 {
                currentColumn += 1
            }
        }
        return nil
    }

    /// The 1-based line and column (in Unicode scalars) of a byte offset. Lines end at LF, CRLF or CR.
    static func position(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int) {
        var line = 1, column = 1
        var index = 0
        while index < offset, index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A || (byte == 0x0D && (index + 1 >= bytes.count || bytes[index + 1] != 0x0A)) {
                line += 1
                column = 1
            } else if byte != 0x0D, byte & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
        return (line, column)
    }

    /// The offset of the first byte that does not belong to a well-formed UTF-8 sequence.
    static func firstInvalidUTF8(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let length: Int
            var second: ClosedRange<UInt8> = 0x80...0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; second = 0xA0...0xBF
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; second = 0x80...0x9F
            case 0xF0: length = 4; second = 0x90...0xBF
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; second = 0x80...0x8F
            default: return index
            }
            guard index + length <= bytes.count, second.contains(bytes[index + 1]) else { return index }
            for offset in 2..<length where !(0x80...0xBF).contains(bytes[index + offset]) {
                return index
            }
            index += length
        }
        return nil
    }

    /// The first character YAML does not allow (C0 controls but tab, LF and CR; DEL; C1 controls but NEL;
    /// U+FFFE and U+FFFF), in bytes already known to be UTF-8.
    static func firstControlCharacter(in bytes: UnsafeBufferPointer<UInt8>) -> (offset: Int, scalar: UInt32)? {
        for index in bytes.indices {
            let byte = bytes[index]
            if byte < 0x20, byte != 0x09, byte != 0x0A, byte != 0x0D { return (index, UInt32(byte)) }
            if byte == 0x7F { return (index, 0x7F) }
            if byte == 0xC2, index + 1 < bytes.count, (0x80...0x9F).contains(bytes[index + 1]), bytes[index + 1] != 0x85
            {
                return (index, UInt32(bytes[index + 1]))
            }
            if byte == 0xEF, index + 2 < bytes.count, bytes[index + 1] == 0xBF, bytes[index + 2] >= 0xBE {
                return (index, 0xFFF0 + UInt32(bytes[index + 2] - 0xB0))
            }
        }
        return nil
    }
}

/// The YAML 1.1 types of plain scalars, resolved as the project always read them (Yams' default resolver:
/// bool, int, float, merge, null, timestamp, value, in that order, else str), and their values.
///
/// These are the schema's rules for what a plain scalar means, not YAML syntax: libyaml has already read
/// the scalar; this only decides whether `no` is a boolean and `0x1F` an integer.
enum ScalarResolver {
    /// The tag of a plain, untagged scalar.
    static func tag(of text: String) -> String {
        var text = text
        return text.withUTF8 { YAMLDocument.TagCode.coreTags[Int(tag(of: $0).rawValue)] }
    }

    /// The tag of a plain, untagged scalar whose UTF-8 text is `bytes`.
    static func tag(of bytes: UnsafeBufferPointer<UInt8>) -> YAMLDocument.TagCode {
        guard let first = bytes.first else { return .null }
        // Only a scalar that starts with a digit, a sign, `.`, `~`, `<`, `=` or a letter of a boolean or
        // null can be anything but a string; most text is ruled out by its first byte.
        let numeric = isDigit(first) || first == 0x2B || first == 0x2D || first == 0x2E
        if !numeric {
            guard bytes.count <= 5 else { return .str }
            switch first {
            case 0x79, 0x59, 0x6E, 0x4E, 0x74, 0x54, 0x66, 0x46, 0x6F, 0x4F, 0x7E, 0x3C, 0x3D: break
            default: return .str
            }
        }
        if !numeric, isBool(bytes) { return .bool }
        if isInt(bytes) { return .int }
        if isFloat(bytes) { return .float }
        if bytes.elementsEqual("<<".utf8) { return .merge }
        if isNull(bytes) { return .null }
        if isTimestamp(bytes) { return .timestamp }
        if bytes.elementsEqual("=".utf8) { return .value }
        return .str
    }

    // MARK: - Values

    /// The boolean a scalar names (`true`, `yes`, `on`, … in any case), or `nil`.
    static func bool(_ text: String) -> Bool? {
        switch text.lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default: return nil
        }
    }

    /// The integer a plain `int` scalar names (`12`, `-3`, `0x1F`, `0o17`, `017`, `0b101`, `1_000`, `1:30`),
    /// or `nil` when it is out of range.
    static func int(_ text: String) -> Int? {
        // Plain decimal digits (nearly every integer in a spec file) need no rewriting.
        if let first = text.utf8.first, first != 0x30 || text.utf8.count == 1,
            text.utf8.allSatisfy({ isDigit($0) })
        {
            return Int(text)
        }
        let digits = text.filter { $0 != "_" }
        if digits == "0" { return 0 }
        let negative = digits.hasPrefix("-")
        let hasSign = negative || digits.hasPrefix("+")
        let sign = negative ? "-" : ""
        let unsigned = digits.dropFirst(hasSign ? 1 : 0)
        for (prefix, radix) in [("0x", 16), ("0b", 2), ("0o", 8), ("0", 8)] where unsigned.hasPrefix(prefix) {
            return Int(sign + unsigned.dropFirst(prefix.count), radix: radix)
        }
        if unsigned.contains(":") {
            var value = 0
            for part in unsigned.split(separator: ":", omittingEmptySubsequences: false) {
                guard let part = Int(part) else { return nil }
                let (shifted, overflow) = value.multipliedReportingOverflow(by: 60)
                let (sum, overflow2) = shifted.addingReportingOverflow(part)
                guard !overflow, !overflow2 else { return nil }
                value = sum
            }
            return negative ? -value : value
        }
        return Int(digits)
    }

    /// The number a plain `int` or `float` scalar names, `.inf` and `.nan` included.
    static func double(_ text: String) -> Double? {
        switch text.lowercased() {
        case ".inf", "+.inf": return .infinity
        case "-.inf": return -.infinity
        case ".nan": return .nan
        default:
            let digits = text.filter { $0 != "_" }
            guard digits.contains(":") else { return Double(digits) }
            let negative = digits.hasPrefix("-")
            let unsigned = digits.drop { $0 == "-" || $0 == "+" }
            var value = 0.0
            for part in unsigned.split(separator: ":", omittingEmptySubsequences: false) {
                guard let part = Double(part) else { return nil }
                value = value * 60 + part
            }
            return negative ? -value : value
        }
    }

    // MARK: - Matching

    private typealias Bytes = UnsafeBufferPointer<UInt8>

    private static func isBool(_ bytes: Bytes) -> Bool {
        // Compared as bytes, by length first: plain scalars of 2 to 5 letters are common (`none`, `pad`).
        let words: [StaticString]
        switch bytes.count {
        case 2: words = ["on", "no"]
        case 3: words = ["yes", "off"]
        case 4: words = ["true"]
        case 5: words = ["false"]
        default: return false
        }
        return words.contains { isWord(bytes, $0) }
    }

    /// Whether `bytes` are `word` (lowercase ASCII) written in lowercase, capitalized or in uppercase.
    private static func isWord(_ bytes: Bytes, _ word: StaticString) -> Bool {
        let letters = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        guard bytes.count == letters.count, let first = bytes.first else { return false }
        let upper = { (byte: UInt8) in byte &- 0x20 }
        guard first == letters[0] || first == upper(letters[0]) else { return false }
        let rest = bytes.dropFirst(), restLetters = letters.dropFirst()
        if rest.elementsEqual(restLetters) { return true }
        return first == upper(letters[0]) && rest.elementsEqual(restLetters.map(upper))
    }

    private static func isNull(_ bytes: Bytes) -> Bool {
        switch String(decoding: bytes, as: UTF8.self) {
        case "~", "null", "Null", "NULL", "": return true
        default: return false
        }
    }

    private static func isDigit(_ byte: UInt8, _ range: ClosedRange<UInt8> = 0x30...0x39) -> Bool {
        range.contains(byte)
    }

    /// A cursor over the bytes of a scalar, for the patterns below.
    private struct Cursor {
        let bytes: Bytes
        var index = 0
        var atEnd: Bool { index == bytes.count }
        var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

        mutating func take(_ byte: UInt8) -> Bool {
            guard peek == byte else { return false }
            index += 1
            return true
        }

        mutating func take(_ text: StaticString) -> Bool {
            let count = text.utf8CodeUnitCount
            guard bytes.count - index >= count else { return false }
            let start = text.utf8Start
            for offset in 0..<count where bytes[index + offset] != start[offset] { return false }
            index += count
            return true
        }

        mutating func sign() { _ = take(0x2B) || take(0x2D) }

        /// Takes bytes while `accept` holds; returns how many.
        @discardableResult
        mutating func many(_ accept: (UInt8) -> Bool) -> Int {
            let start = index
            while let byte = peek, accept(byte) { index += 1 }
            return index - start
        }

        /// `(?::[0-5]?[0-9])+`: returns whether at least one group was taken.
        mutating func sexagesimalGroups() -> Bool {
            var count = 0
            while peek == 0x3A {
                let mark = index
                index += 1
                if let first = peek, isDigit(first, 0x30...0x35), index + 1 < bytes.count, isDigit(bytes[index + 1]) {
                    index += 2
                } else if let first = peek, isDigit(first) {
                    index += 1
                } else {
                    index = mark
                    break
                }
                count += 1
            }
            return count > 0
        }
    }

    private static func digitOrUnderscore(_ byte: UInt8) -> Bool { isDigit(byte) || byte == 0x5F }

    private static func isInt(_ bytes: Bytes) -> Bool {
        func attempt(_ body: (inout Cursor) -> Bool) -> Bool {
            var cursor = Cursor(bytes: bytes)
            return body(&cursor) && cursor.atEnd
        }
        return attempt { c in
            c.sign(); return c.take("0b") && c.many { $0 == 0x30 || $0 == 0x31 || $0 == 0x5F } > 0
        }
            || attempt { c in
                c.sign();
                return c.take(0x30)
                    && {
                        _ = c.take(0x6F); return c.many { isDigit($0, 0x30...0x37) || $0 == 0x5F } > 0
                    }()
            }
            || attempt { c in
                c.sign(); if c.take(0x30) { return true };
                guard let b = c.peek, isDigit(b, 0x31...0x39) else { return false }; c.index += 1;
                c.many(digitOrUnderscore); return true
            }
            || attempt { c in
                c.sign();
                return c.take("0x")
                    && c.many { isDigit($0) || (0x41...0x46).contains($0) || (0x61...0x66).contains($0) || $0 == 0x5F }
                        > 0
            }
            || attempt { c in
                c.sign(); guard let b = c.peek, isDigit(b, 0x31...0x39) else { return false }; c.index += 1;
                c.many(digitOrUnderscore); return c.sexagesimalGroups()
            }
    }

    private static func isFloat(_ bytes: Bytes) -> Bool {
        func attempt(_ body: (inout Cursor) -> Bool) -> Bool {
            var cursor = Cursor(bytes: bytes)
            return body(&cursor) && cursor.atEnd
        }
        func exponent(_ c: inout Cursor, signRequired: Bool) -> Bool {
            let mark = c.index
            guard c.take(0x65) || c.take(0x45) else { return true }
            let signed = c.take(0x2B) || c.take(0x2D)
            if (signRequired && !signed) || c.many({ isDigit($0) }) == 0 { c.index = mark }
            return true
        }
        return attempt { c in
            c.sign()
            guard let b = c.peek, isDigit(b) else { return false }
            c.index += 1
            c.many(digitOrUnderscore)
            if c.take(0x2E) { c.many(digitOrUnderscore) }
            return exponent(&c, signRequired: false)
        }
            || attempt { c in c.take(0x2E) && c.many(digitOrUnderscore) > 0 && exponent(&c, signRequired: true) }
            || attempt { c in
                c.sign()
                guard let b = c.peek, isDigit(b) else { return false }
                c.index += 1
                c.many(digitOrUnderscore)
                guard c.sexagesimalGroups(), c.take(0x2E) else { return false }
                c.many(digitOrUnderscore)
                return true
            }
            || attempt { c in
                c.sign(); return c.take(".inf") || c.take(".Inf") || c.take(".INF")
            }
            || attempt { c in c.take(".nan") || c.take(".NaN") || c.take(".NAN") }
    }

    private static func isTimestamp(_ bytes: Bytes) -> Bool {
        func digits(_ c: inout Cursor, _ count: Int) -> Bool {
            for _ in 0..<count {
                guard let b = c.peek, isDigit(b) else { return false }
                c.index += 1
            }
            return true
        }
        func oneOrTwo(_ c: inout Cursor) -> Bool {
            guard digits(&c, 1) else { return false }
            _ = digits(&c, 1)
            return true
        }
        var date = Cursor(bytes: bytes)
        if digits(&date, 4), date.take(0x2D), digits(&date, 2), date.take(0x2D), digits(&date, 2), date.atEnd {
            return true
        }
        var c = Cursor(bytes: bytes)
        guard digits(&c, 4), c.take(0x2D), oneOrTwo(&c), c.take(0x2D), oneOrTwo(&c) else { return false }
        guard c.take(0x54) || c.take(0x74) || c.many({ $0 == 0x20 || $0 == 0x09 }) > 0 else { return false }
        guard oneOrTwo(&c), c.take(0x3A), digits(&c, 2), c.take(0x3A), digits(&c, 2) else { return false }
        if c.take(0x2E) { c.many { isDigit($0) } }
        let beforeZone = c.index
        c.many { $0 == 0x20 || $0 == 0x09 }
        if c.take(0x5A) {
        } else if c.take(0x2B) || c.take(0x2D) {
            guard oneOrTwo(&c) else { return false }
            let mark = c.index
            if !(c.take(0x3A) && digits(&c, 2)) { c.index = mark }
        } else {
            c.index = beforeZone
        }
        return c.atEnd
    }
}

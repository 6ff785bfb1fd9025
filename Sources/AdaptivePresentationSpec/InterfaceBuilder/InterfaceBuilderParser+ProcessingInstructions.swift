extension InterfaceBuilderParser {
    /// `bytes` with every processing instruction that has a target and no data (`<?x?>`) turned into spaces of
    /// the same length, or `nil` when there is none.
    ///
    /// libxml2 reports such an instruction with a null data pointer, which swift-corelibs-foundation's
    /// `XMLParser` reads as a C string and crashes on (found by fuzzing). A storyboard holds no processing
    /// instruction but the XML declaration, and the importer ignores them, so blanking one changes nothing
    /// that is read; the bytes keep their offsets, so every line and column the parser reports stays right.
    ///
    /// The scan is linear and follows the markup: instructions in element content, the prolog or after the
    /// root element are blanked; text inside a comment, a CDATA section, another instruction, a declaration
    /// or a tag (where `<` is an error libxml2 reports) is left alone. `<?xml?>` is left to libxml2, which
    /// refuses it before any callback.
    static func blankingEmptyProcessingInstructions(_ bytes: [UInt8]) -> [UInt8]? {
        var result: [UInt8]?
        var index = 0
        let count = bytes.count
        func starts(_ marker: StaticString, at offset: Int) -> Bool {
            let length = marker.utf8CodeUnitCount
            guard offset + length <= count else { return false }
            return marker.withUTF8Buffer { marker in
                (0..<length).allSatisfy { bytes[offset + $0] == marker[$0] }
            }
        }
        /// The offset just past the first `marker` at or after `offset`, or the end.
        func skip(past marker: StaticString, from offset: Int) -> Int {
            var index = offset
            while index < count {
                if starts(marker, at: index) { return index + marker.utf8CodeUnitCount }
                index += 1
            }
            return count
        }
        while index < count {
            guard bytes[index] == UInt8(ascii: "<") else {
                index += 1
                continue
            }
            if starts("<!--", at: index) {
                index = skip(past: "-->", from: index + 4)
            } else if starts("<![CDATA[", at: index) {
                index = skip(past: "]]>", from: index + 9)
            } else if starts("<?", at: index) {
                var end = index + 2
                if end < count, isNameStart(bytes[end]) {
                    end += 1
                    while end < count, isNameCharacter(bytes[end]) { end += 1 }
                }
                let name = bytes[(index + 2)..<end]
                if !name.isEmpty, !name.elementsEqual("xml".utf8), starts("?>", at: end) {
                    if result == nil { result = bytes }
                    for offset in index..<(end + 2) { result?[offset] = UInt8(ascii: " ") }
                    index = end + 2
                } else {
                    index = skip(past: "?>", from: end)
                }
            } else if starts("<!", at: index) {
                index = skip(past: ">", from: index + 2)
            } else {
                // A tag: `>` ends it outside quoted attribute values.
                index += 1
                var quote: UInt8?
                while index < count {
                    let byte = bytes[index]
                    index += 1
                    if let open = quote {
                        if byte == open { quote = nil }
                    } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                        quote = byte
                    } else if byte == UInt8(ascii: ">") {
                        break
                    }
                }
            }
        }
        return result
    }

    /// Whether `byte` can start an XML name: a letter, `_`, `:` or any byte of a non-ASCII character.
    private static func isNameStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":") || byte >= 0x80
    }

    /// Whether `byte` can continue an XML name: a name start, a digit, `-` or `.`.
    private static func isNameCharacter(_ byte: UInt8) -> Bool {
        isNameStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
            || byte == UInt8(ascii: ".")
    }
}

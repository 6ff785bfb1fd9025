/// What `replay --record` needs to splice text into a file at a node: where the node starts as a byte
/// offset, and how it was written (quoted or not, flow or block). Nothing here reads the YAML text itself.
extension SpecNode {
    /// How a scalar or collection was written.
    enum WrittenStyle: Equatable {
        case plain, singleQuoted, doubleQuoted, otherScalar, flow, block
    }

    /// How this node was written, told by the first byte at its position in `bytes` (the file it was
    /// parsed from): `[` or `{` opens a flow collection, a quote a quoted scalar.
    func writtenStyle(in bytes: [UInt8]) -> WrittenStyle {
        guard let offset = byteOffset(in: bytes), offset < bytes.count else { return .otherScalar }
        let first = bytes[offset]
        if isMapping || isSequence {
            return first == UInt8(ascii: "[") || first == UInt8(ascii: "{") ? .flow : .block
        }
        switch first {
        case UInt8(ascii: "'"): return .singleQuoted
        case UInt8(ascii: "\""): return .doubleQuoted
        case UInt8(ascii: "|"), UInt8(ascii: ">"): return .otherScalar
        default: return yaml.string == nil ? .otherScalar : .plain
        }
    }

    /// The byte offset in `bytes` (the file the node was parsed from) where the node starts: the start of the
    /// byte range the reader recorded for it. `nil` when that lies outside the bytes.
    func byteOffset(in bytes: [UInt8]) -> Int? {
        let offset = byteRange.lowerBound
        return offset <= bytes.count ? offset : nil
    }
}

/// What `replay --record` needs to splice text into a file at a node: where the node starts as a byte
/// offset, and how it was written (quoted or not, flow or block). Nothing here reads the YAML text itself.
extension SpecNode {
    /// How a scalar or collection was written.
    enum WrittenStyle: Equatable {
        case plain, singleQuoted, doubleQuoted, otherScalar, flow, block
    }

    /// How this node was written, told by the first byte at its position in `bytes` (the file it was
    /// parsed from): `[` or `{` opens a flow collection, a quote a quoted scalar. Yams does not keep the
    /// collection styles, so the byte where the decoder located the node is what says it.
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
        default: return yaml.scalar == nil ? .otherScalar : .plain
        }
    }

    /// The byte offset in `bytes` (the file the node was parsed from) where the node starts: its line and
    /// its column, which counts Unicode scalars from 1. `nil` when the location lies outside the bytes.
    func byteOffset(in bytes: [UInt8]) -> Int? {
        var line = 1
        var offset = 0
        while line < location.line {
            guard let newline = bytes[offset...].firstIndex(of: 0x0A) else { return nil }
            offset = newline + 1
            line += 1
        }
        var column = 1
        while column < location.column {
            guard offset < bytes.count, bytes[offset] != 0x0A else { return nil }
            offset += 1
            while offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset += 1 }  // UTF-8 continuation bytes
            column += 1
        }
        return offset
    }
}

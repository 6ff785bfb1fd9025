/// One node of a YAML document as ``YAMLReader`` composes it from libyaml's events: a scalar with its
/// resolved tag, a sequence or a mapping, and where it starts.
///
/// Nodes are classes so that an alias is the very node its anchor names: expanding an alias costs a
/// reference, never a copy. Each node knows its size and height with every alias expanded, so the reader
/// bounds a "billion laughs" document without walking it.
final class YAMLNode {
    /// What the node holds.
    enum Content {
        case scalar(String)
        case sequence([YAMLNode])
        case mapping([(key: YAMLNode, value: YAMLNode)])
    }

    /// What the node holds.
    let content: Content
    /// The resolved tag of a scalar (`tag:yaml.org,2002:int`); empty for a collection.
    let tag: String
    /// Whether the scalar was written plain (neither quoted nor a block scalar).
    let isPlain: Bool
    /// The 1-based line of the node's first character.
    let line: Int
    /// The 1-based column, in Unicode scalars, of the node's first character.
    let column: Int
    /// The node's anchor (`&name`), if it has one.
    let anchor: String?
    /// How many nodes this one stands for with every alias expanded (itself included); saturates.
    let size: Int
    /// Where the node's text is in the file, in bytes: from its first character (a quote, a bracket, a
    /// sequence's first `-`) to just past its last. An alias's node keeps the range of its anchor's node.
    var byteRange: Range<Int> = 0..<0
    /// How many bytes of scalar text this node stands for with every alias expanded; saturates.
    let bytes: Int
    /// How many collection levels this node spans with every alias expanded (0 for a scalar).
    let height: Int

    init(content: Content, tag: String, isPlain: Bool, line: Int, column: Int, anchor: String?, size: Int, bytes: Int, height: Int) {
        self.content = content
        self.tag = tag
        self.isPlain = isPlain
        self.line = line
        self.column = column
        self.anchor = anchor
        self.size = size
        self.bytes = bytes
        self.height = height
    }

    /// The text of a scalar, or `nil` for a collection.
    var string: String? {
        if case let .scalar(text) = content { return text }
        return nil
    }

    /// The elements of a sequence, or `nil`.
    var sequence: [YAMLNode]? {
        if case let .sequence(elements) = content { return elements }
        return nil
    }

    /// The entries of a mapping, in document order, or `nil`.
    var mapping: Mapping? {
        if case let .mapping(pairs) = content { return Mapping(pairs: pairs) }
        return nil
    }

    /// The entries of a mapping, readable by a scalar key's text.
    struct Mapping: Sequence {
        let pairs: [(key: YAMLNode, value: YAMLNode)]

        /// The value of the first entry whose key is the scalar `key`.
        subscript(_ key: String) -> YAMLNode? {
            pairs.first { $0.key.string == key }?.value
        }

        func makeIterator() -> IndexingIterator<[(key: YAMLNode, value: YAMLNode)]> {
            pairs.makeIterator()
        }
    }
}

/// The tags of YAML's core types, as libyaml spells them.
enum YAMLTag {
    static let null = "tag:yaml.org,2002:null"
    static let bool = "tag:yaml.org,2002:bool"
    static let int = "tag:yaml.org,2002:int"
    static let float = "tag:yaml.org,2002:float"
    static let str = "tag:yaml.org,2002:str"
    static let merge = "tag:yaml.org,2002:merge"
    static let timestamp = "tag:yaml.org,2002:timestamp"
    static let value = "tag:yaml.org,2002:value"
}

/// One node of a ``YAMLDocument``: a scalar with its resolved tag, a sequence or a mapping, and where it
/// starts. A node is a position in its document, so it is as cheap to copy as a reference; an alias is
/// read as the very node its anchor names.
struct YAMLNode {
    /// The document the node is in.
    let document: YAMLDocument
    /// The node's index in ``YAMLDocument/entries`` (never an alias's: an alias is read as its anchor's node).
    let index: Int

    init(document: YAMLDocument, index: Int) {
        self.document = document
        self.index = document.resolved(index)
    }

    private var entry: YAMLDocument.Entry { document.entries[index] }

    /// Whether the node is a scalar.
    var isScalar: Bool { entry.kind == .scalar }

    /// The resolved tag of a scalar (`tag:yaml.org,2002:int`); empty for a collection.
    var tag: String { document.tagText(entry.tag) }
    /// The resolved tag's code, for comparing without text.
    var tagCode: YAMLDocument.TagCode { entry.tag }
    /// Whether the scalar was written plain (neither quoted nor a block scalar).
    var isPlain: Bool { entry.isPlain }
    /// The 1-based line of the node's first character.
    var line: Int { Int(entry.line) }
    /// The 1-based column, in Unicode scalars, of the node's first character.
    var column: Int { Int(entry.column) }
    /// The node's anchor (`&name`), if it has one.
    var anchor: String? {
        let anchor = entry.anchor
        return anchor < 0 ? nil : document.anchorNames[Int(anchor)]
    }
    /// How many nodes this one stands for with every alias expanded (itself included); saturates.
    var size: Int { entry.size }
    /// How many bytes of scalar text this node stands for with every alias expanded; saturates.
    var bytes: Int { entry.bytes }
    /// How many collection levels this node spans with every alias expanded (0 for a scalar).
    var height: Int { Int(entry.height) }
    /// Where the node's text is in the file, in bytes: from its first character (a quote, a bracket, a
    /// sequence's first `-`) to just past its last. An alias's node is its anchor's, range included.
    var byteRange: Range<Int> {
        let entry = entry
        return entry.byteStart..<entry.byteEnd
    }

    /// The text of a scalar, or `nil` for a collection.
    var string: String? {
        isScalar ? document.scalarText(index) : nil
    }

    /// Whether the node is a scalar whose text is `text`.
    func isScalar(equalTo text: StaticString) -> Bool {
        document.isScalar(index, equalTo: text)
    }

    /// The elements of a sequence, or `nil`.
    var sequence: [YAMLNode]? {
        guard entry.kind == .sequence else { return nil }
        return document.children(of: index).map { YAMLNode(document: document, index: $0) }
    }

    /// The entries of a mapping, in document order, or `nil`.
    var mapping: Mapping? {
        guard entry.kind == .mapping else { return nil }
        var pairs: [(key: YAMLNode, value: YAMLNode)] = []
        var key: YAMLNode?
        for child in document.children(of: index) {
            let node = YAMLNode(document: document, index: child)
            if let pending = key {
                pairs.append((pending, node))
                key = nil
            } else {
                key = node
            }
        }
        return Mapping(pairs: pairs)
    }

    /// Whether the node is a mapping.
    var isMapping: Bool { entry.kind == .mapping }
    /// Whether the node is a sequence.
    var isSequence: Bool { entry.kind == .sequence }

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

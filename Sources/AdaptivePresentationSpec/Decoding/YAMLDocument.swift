/// A YAML document as ``YAMLReader`` composes it from libyaml's events: every node in document order, in one
/// flat array, and the text of every scalar in one byte buffer.
///
/// A node is an ``Entry``, a value with no reference in it, so that composing a node costs an append and
/// letting a document go frees two buffers, whatever its size. A collection's descendants follow it, up to
/// its ``Entry/end``; an alias is an entry that names the index of its anchor's node, so that expanding an
/// alias costs nothing. ``YAMLNode`` reads a node of the document.
final class YAMLDocument {
    /// What a node is.
    enum Kind: UInt8 {
        case scalar, sequence, mapping, alias
    }

    /// One node, as composed.
    struct Entry {
        var kind: Kind
        /// The resolved tag of a scalar (see ``YAMLDocument/tagText(_:)``); ``TagCode/none`` for a collection.
        var tag: TagCode
        /// Whether the scalar was written plain (neither quoted nor a block scalar).
        var isPlain: Bool
        /// Whether the node is passed over as a child of its collection: a streamed step kept only because
        /// it defines anchors (see ``YAMLReader``).
        var isHidden = false
        /// The 1-based line of the node's first character.
        var line: Int32
        /// The 1-based column, in Unicode scalars, of the node's first character.
        var column: Int32
        /// The index just past the node's last descendant (a scalar's or an alias's own index plus one).
        var end: Int32
        /// An alias's anchored node; any other node's own index.
        var target: Int32
        /// How many children a collection has (hidden ones included).
        var count: Int32 = 0
        /// The index of the node's anchor name in ``YAMLDocument/anchorNames``, or -1.
        var anchor: Int32 = -1
        /// How many collection levels the node spans with every alias expanded (0 for a scalar).
        var height: Int32 = 0
        /// A scalar's text in ``YAMLDocument/text``; for a collection, where its descendants' text starts.
        var textStart: Int
        /// The length of a scalar's text in bytes.
        var textCount: Int = 0
        /// Where the node's text is in the file, in bytes: from its first character (a quote, a bracket, a
        /// sequence's first `-`) to just past its last.
        var byteStart: Int
        var byteEnd: Int
        /// How many nodes this one stands for with every alias expanded (itself included); saturates.
        var size = 1
        /// How many bytes of scalar text this node stands for with every alias expanded; saturates.
        var bytes = 0
    }

    /// The resolved tag of a scalar: one of YAML's core tags, or a tag written in the document.
    struct TagCode: Equatable {
        var rawValue: Int32

        static let none = TagCode(rawValue: -1)
        static let null = TagCode(rawValue: 0)
        static let bool = TagCode(rawValue: 1)
        static let int = TagCode(rawValue: 2)
        static let float = TagCode(rawValue: 3)
        static let str = TagCode(rawValue: 4)
        static let merge = TagCode(rawValue: 5)
        static let timestamp = TagCode(rawValue: 6)
        static let value = TagCode(rawValue: 7)

        /// The core tags, by code.
        static let coreTags = [
            YAMLTag.null, YAMLTag.bool, YAMLTag.int, YAMLTag.float, YAMLTag.str, YAMLTag.merge, YAMLTag.timestamp,
            YAMLTag.value,
        ]
    }

    // The document is read and written by one thread, and no access to these overlaps another: they are
    // read for every node of every step, so the run-time exclusivity check is left out.
    /// The nodes, in document order.
    @exclusivity(unchecked) var entries: [Entry] = []
    /// The text of every scalar, one after another.
    @exclusivity(unchecked) var text: [UInt8] = []
    /// The tags written in the document other than the core ones, by code (from ``TagCode/coreTags``' count).
    private(set) var writtenTags: [String] = []
    /// The anchor names, by ``Entry/anchor``.
    private(set) var anchorNames: [String] = []
    /// The decoder that collects the problems of the file the document is read from: the nodes of the
    /// document report to it.
    let decoder: SpecDecoder

    init(decoder: SpecDecoder) {
        self.decoder = decoder
    }

    /// The code of a resolved tag's text.
    func tagCode(_ tag: String) -> TagCode {
        if let core = TagCode.coreTags.firstIndex(of: tag) { return TagCode(rawValue: Int32(core)) }
        if let written = writtenTags.firstIndex(of: tag) {
            return TagCode(rawValue: Int32(TagCode.coreTags.count + written))
        }
        writtenTags.append(tag)
        return TagCode(rawValue: Int32(TagCode.coreTags.count + writtenTags.count - 1))
    }

    /// The text of a tag code; empty for ``TagCode/none``.
    func tagText(_ code: TagCode) -> String {
        let index = Int(code.rawValue)
        if index < 0 { return "" }
        if index < TagCode.coreTags.count { return TagCode.coreTags[index] }
        return writtenTags[index - TagCode.coreTags.count]
    }

    /// Keeps an anchor's name and returns its index for ``Entry/anchor``.
    func anchorIndex(_ name: String) -> Int32 {
        anchorNames.append(name)
        return Int32(anchorNames.count - 1)
    }

    /// The node an entry stands for: its anchor's node for an alias, itself otherwise.
    func resolved(_ index: Int) -> Int {
        let entry = entries[index]
        return entry.kind == .alias ? Int(entry.target) : index
    }

    /// The text of the scalar at `index`.
    func scalarText(_ index: Int) -> String {
        let entry = entries[index]
        return text.withUnsafeBufferPointer { buffer in
            String(
                decoding: UnsafeBufferPointer(rebasing: buffer[entry.textStart..<(entry.textStart + entry.textCount)]),
                as: UTF8.self)
        }
    }

    /// Whether the node at `index` is a scalar whose text is `expected`, compared without making a string.
    func isScalar(_ index: Int, equalTo expected: StaticString) -> Bool {
        let entry = entries[index]
        guard entry.kind == .scalar, entry.textCount == expected.utf8CodeUnitCount else { return false }
        return text.withUnsafeBufferPointer { buffer in
            let bytes = UnsafeBufferPointer(rebasing: buffer[entry.textStart..<(entry.textStart + entry.textCount)])
            return bytes.elementsEqual(
                UnsafeBufferPointer(start: expected.utf8Start, count: expected.utf8CodeUnitCount))
        }
    }

    /// Whether the scalars at `first` and `second` have the same text.
    func haveSameText(_ first: Int, _ second: Int) -> Bool {
        let one = entries[first], other = entries[second]
        guard one.textCount == other.textCount else { return false }
        return text.withUnsafeBufferPointer { buffer in
            buffer[one.textStart..<(one.textStart + one.textCount)]
                .elementsEqual(buffer[other.textStart..<(other.textStart + other.textCount)])
        }
    }

    /// The children of the collection at `index`, in order, each resolved (an alias is its anchor's node);
    /// hidden entries are passed over.
    func children(of index: Int) -> Children {
        Children(entries: entries, of: index)
    }

    /// The children of a collection, walked along each child's ``Entry/end``.
    struct Children: Sequence, IteratorProtocol {
        /// The document's entries (a reference to its buffer).
        let entries: [Entry]
        var position: Int
        let end: Int

        /// The children of the collection at `index` of `entries`.
        init(entries: [Entry], of index: Int) {
            self.entries = entries
            position = index + 1
            // An open collection (the reader is still composing it) ends where the document does so far.
            end = Swift.min(Int(entries[index].end), entries.count)
        }

        mutating func next() -> Int? {
            while position < end {
                let index = position
                let entry = entries[index]
                position = Int(entry.end)
                if entry.isHidden { continue }
                return entry.kind == .alias ? Int(entry.target) : index
            }
            return nil
        }
    }

    /// Lets go of every node from `index` on, and of their text.
    func truncate(to index: Int) {
        guard index < entries.count else { return }
        text.removeSubrange(entries[index].textStart...)
        entries.removeSubrange(index...)
    }
}

/// What one reading of a document by libyaml has composed so far (``YAMLReader``'s state between the calls of a
/// reading on request): the document, the collections still open, and where the text read has got to.
final class YAMLComposeState {
    let document: YAMLDocument
    let bytes: UnsafeBufferPointer<UInt8>
    var offsets: CharacterOffsets
    var stepIndex = 0
    var stack: [Open] = []
    var root: Int?
    var documents = 0
    /// The greatest index of a node with an anchor: a step at or before it defines anchors.
    var lastAnchor = -1
    /// Where the steps kept for the anchors they define end: letting steps go never cuts below it.
    var keptEnd = 0
    /// What the document lets go of when the reading resumes: the element the sink took (and, for a
    /// release-all, those kept before it) stays until then, for the sink's user.
    var pendingRelease: (truncateTo: Int, hidesFrom: Int?)?

    init(document: YAMLDocument, bytes: UnsafeBufferPointer<UInt8>, heldLimit: Int?) {
        self.document = document
        self.bytes = bytes
        offsets = CharacterOffsets(bytes: bytes)
        // A node takes about 10 bytes of text or more: room for the text held at once is made once, instead
        // of growing (and copying) the buffers step by step.
        let held = min(bytes.count, heldLimit.map { 2 * $0 } ?? bytes.count)
        document.entries.reserveCapacity(held / 10)
        document.text.reserveCapacity(held / 2)
    }

    /// Lets go of what the last element taken left in the document.
    func release() {
        guard let (end, hidesFrom) = pendingRelease else { return }
        pendingRelease = nil
        document.truncate(to: end)
        guard var kept = hidesFrom else { return }
        while kept < document.entries.count {
            document.entries[kept].isHidden = true
            kept = Int(document.entries[kept].end)
        }
    }

    /// A collection being composed.
    struct Open {
        /// The collection's entry in the document.
        var index: Int
        var isMapping: Bool
        var childCount = 0
        /// The entry of the last child (an alias's anchored node), or -1.
        var lastChild = -1
        var size = 1
        var bytes = 0
        var height = 1
        /// Whether the next child of a mapping is a key.
        var expectsKey: Bool { isMapping && childCount % 2 == 0 }
    }

    /// libyaml counts positions in characters; this turns them into byte offsets, walking forward from the
    /// last position asked for (events arrive nearly in order), so that all of a file's offsets cost one pass.
    struct CharacterOffsets {
        let bytes: UnsafeBufferPointer<UInt8>
        var character = 0
        var byte = 0

        mutating func byteOffset(ofCharacter index: Int) -> Int {
            if index < character {
                character = 0
                byte = 0
            }
            while character < index, byte < bytes.count {
                byte += 1
                while byte < bytes.count, bytes[byte] & 0xC0 == 0x80 { byte += 1 }
                character += 1
            }
            return byte
        }
    }
}

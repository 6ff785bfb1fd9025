/// What a ``YAMLReader`` does with an element of the streamed sequence once it is complete.
enum YAMLElementDisposition: Equatable {
    /// The document keeps it: the whole file is composed, as for any other file.
    case keep
    /// The sink has taken it: the document does not hold it.
    case release
    /// The sink has taken it, and the elements kept before it: the document lets go of all of them.
    case releaseAll
}

/// Takes the elements of one sequence of the root mapping (the one under ``sequenceKey``) from a
/// ``YAMLReader`` one at a time, as libyaml's events complete each, so that they can be used while the file
/// is read and memory does not grow with their number. The YAML layer knows no key of any file format: the
/// sink names the sequence (a scenario's reader names `steps`).
protocol YAMLSequenceSink: AnyObject {
    /// The root mapping's key whose sequence streams.
    var sequenceKey: StaticString { get }
    /// The element at `index` of the sequence, complete, and the root mapping as read so far (its last entry
    /// is the sequence's key, whose sequence is still open). The nodes are valid until the sink returns
    /// anything but ``YAMLElementDisposition/keep``: a sink that needs an element past that takes what it
    /// needs of it first (a scenario decodes its step).
    func element(_ node: YAMLNode, index: Int, root: YAMLNode) -> YAMLElementDisposition
    /// The reader starts over (a tab in indentation was turned into a space): forget the elements seen.
    func restart()
}

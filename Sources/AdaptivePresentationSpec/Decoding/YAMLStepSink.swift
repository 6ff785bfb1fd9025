/// What a ``YAMLReader`` does with an element of the root mapping's `steps` sequence once it is complete.
enum YAMLStepDisposition: Equatable {
    /// The document keeps it: the whole file is composed, as for any other file.
    case keep
    /// The sink has taken it: the document does not hold it.
    case release
    /// The sink has taken it, and the elements kept before it: the document lets go of all of them.
    case releaseAll
}

/// Takes a scenario's steps from a ``YAMLReader`` one at a time, as libyaml's events complete each, so that
/// they can be decoded and replayed while the file is read and memory does not grow with their number.
protocol YAMLStepSink: AnyObject {
    /// The element at `index` of the root mapping's `steps`, complete, and the root mapping as read so far
    /// (its last entry is `steps`, whose sequence is still open). The nodes are valid until the sink returns
    /// anything but ``YAMLStepDisposition/keep``: a sink that keeps a step past that copies it.
    func step(_ node: YAMLNode, index: Int, root: YAMLNode) -> YAMLStepDisposition
    /// The reader has stopped, at the end of the file or at a problem that stops it: whatever the sink does
    /// with the steps must be done before the reader's own problems are reported.
    func readerDidStop()
    /// The reader starts over (a tab in indentation was turned into a space): forget the steps seen.
    func restart()
}

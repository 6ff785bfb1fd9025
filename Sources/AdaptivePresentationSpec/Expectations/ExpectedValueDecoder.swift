import AdaptivePresentation

/// How the expected value of an expectation key is read from a scenario's `expect:` (the "Scenario and storyboard files" article): a
/// value that does not decode is reported at its node, with a did-you-mean where there is one.
///
/// The decoders of the standard keys are in ``ExpectationVocabulary/standard``; one for a key of one's own goes into an
/// ``ExpectationVocabulary`` with the key:
///
/// ```swift
/// let decoder = ExpectedValueDecoder { node in node.number().map(TraceValue.number) }
/// let vocabulary = ExpectationVocabulary.standard.adding(windowWidth, decoder: decoder)
/// ```
public struct ExpectedValueDecoder: Sendable {
    /// A decoded expected value, and whether it gives only some sub-keys of a mapping (``StepExpectation/partial``).
    typealias Decoded = (expected: TraceValue, partial: Bool)

    /// Decodes a value; the storyboard's names (`nil` when the storyboard is unreadable) check and resolve
    /// the controllers and segues it refers to.
    let decode: @Sendable (_ node: SpecNode, _ names: StoryboardFile.Names?) -> Decoded?

    /// A decoder of a whole value: `decode` gives the value, or `nil` after reporting at the node why it
    /// cannot (``SpecNode/boolean()``, ``SpecNode/number()`` and the other readers of ``SpecNode`` do).
    public init(_ decode: @escaping @Sendable (SpecNode) -> TraceValue?) {
        self.decode = { node, _ in decode(node).map { ($0, false) } }
    }

    /// A decoder that may read the storyboard's names, and may decode a partial mapping.
    init(withNames decode: @escaping @Sendable (_ node: SpecNode, _ names: StoryboardFile.Names?) -> Decoded?) {
        self.decode = decode
    }
}

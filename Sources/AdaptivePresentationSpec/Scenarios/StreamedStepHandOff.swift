import AdaptivePresentation

/// Decodes the steps of a streamed scenario, in order, each from a copy of its nodes, and hands each to the
/// scenario's consumer: the second half of ``ScenarioStepStreamer``, which runs on a thread of its own (see
/// ``StepPipeline``) while the reader composes the steps that follow.
///
/// A problem stops the hand-over at its step: a step that does not decode (every step is still decoded, for
/// its problems), or an input error of the consumer, reported at the step's key.
final class StreamedStepDecoder {
    /// Copies of steps, with where each is in its document.
    struct Batch {
        var document: YAMLDocument
        var steps: [(index: Int, node: Int)] = []

        /// An empty batch whose nodes report to `decoder`.
        init(decoder: SpecDecoder) {
            document = YAMLDocument(decoder: decoder)
        }
    }

    /// The file's decoder, which the pipeline's thread alone uses until the reader stops.
    let decoder: SpecDecoder
    private let header: ScenarioFile.Header
    private let catalog: DeviceCatalog
    /// `nil` once the hand-over has stopped (or when it could not start): steps are then decoded only.
    private(set) var consumer: (any ScenarioStepConsumer)?
    /// `steps`, the path every step's starts with.
    private let stepsPath = SpecPath.root.appending(key: "steps")

    init(
        decoder: SpecDecoder, header: ScenarioFile.Header, catalog: DeviceCatalog, consumer: (any ScenarioStepConsumer)?
    ) {
        self.decoder = decoder
        self.header = header
        self.catalog = catalog
        self.consumer = consumer
    }

    /// Decodes the steps of `batch` and hands them on.
    func decode(_ batch: Batch) {
        for step in batch.steps {
            decode(YAMLNode(document: batch.document, index: step.node), index: step.index)
        }
    }

    /// Decodes one step, and hands it on while nothing has gone wrong.
    private func decode(_ node: YAMLNode, index: Int) {
        let element = SpecNode(yaml: node, path: stepsPath.appending(index: index))
        var locations: [String: SpecNode] = [:]
        let step = ScenarioFile.decodeStep(
            element, header: header, locations: &locations, catalog: catalog, locates: false)
        guard let consumer else { return }
        guard let step, !decoder.hasErrors else {
            self.consumer = nil
            return
        }
        do {
            try consumer.take(step, index: index)
        } catch {
            (ScenarioFile.node(for: error.field, inStep: element) ?? element).error(
                .replayInput(error.message), suggestion: error.suggestion)
            self.consumer = nil
        }
    }
}

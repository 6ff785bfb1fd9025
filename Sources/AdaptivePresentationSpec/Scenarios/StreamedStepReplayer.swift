import AdaptivePresentation

/// Decodes and replays the steps of a streamed scenario, in order, each from a copy of its nodes: the
/// second half of ``ScenarioStepStreamer``, which runs on a thread of its own (see ``StepPipeline``) while
/// the reader composes the steps that follow.
///
/// A problem stops the replay at its step: a step that does not decode (every step is still decoded, for
/// its problems), or an input error of the replay, reported at the step's key.
final class StreamedStepReplayer {
    /// Copies of steps, with where each is in its document.
    struct Batch {
        var document: YAMLDocument
        var steps: [(index: Int, node: Int)] = []

        /// An empty batch whose nodes report to `decoder`.
        init(decoder: SpecDecoder) {
            document = YAMLDocument(decoder: decoder)
        }
    }

    /// The file's decoder, which the replayer's thread alone uses until the reader stops.
    let decoder: SpecDecoder
    private let header: ScenarioFile.Header
    private let catalog: DeviceCatalog
    private let observer: StreamingReplay.Observer
    /// `nil` once the replay has stopped (or when it could not start): steps are then decoded only.
    private(set) var simulation: Simulation?
    /// `steps`, the path every step's starts with.
    private let stepsPath = SpecPath.root.appending(key: "steps")

    init(decoder: SpecDecoder, header: ScenarioFile.Header, catalog: DeviceCatalog, simulation: Simulation?, observer: StreamingReplay.Observer) {
        self.decoder = decoder
        self.header = header
        self.catalog = catalog
        self.simulation = simulation
        self.observer = observer
    }

    /// Decodes and replays the steps of `batch`.
    func replay(_ batch: Batch) {
        for step in batch.steps {
            replay(YAMLNode(document: batch.document, index: step.node), index: step.index)
        }
    }

    /// Decodes one step, and replays it while nothing has gone wrong.
    private func replay(_ node: YAMLNode, index: Int) {
        let element = SpecNode(yaml: node, path: stepsPath.appending(index: index))
        var locations: [String: SpecNode] = [:]
        let step = ScenarioFile.decodeStep(element, header: header, locations: &locations, catalog: catalog, locates: false)
        guard let simulation else { return }
        guard let step, !decoder.hasErrors else {
            self.simulation = nil
            return
        }
        do {
            observer.didReplay(try simulation.replay(step, index: index))
        } catch {
            (ScenarioFile.node(for: error.field, inStep: element) ?? element).error(.replayInput(error.message), suggestion: error.suggestion)
            self.simulation = nil
        }
    }
}

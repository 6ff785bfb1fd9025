import AdaptivePresentation

/// Takes a scenario's steps from the reader (see ``YAMLSequenceSink``): leaves them in the document when the file
/// fits in ``SpecLimits/maximumFileSize``; for a longer file, decodes the keys before `steps` when the first
/// step arrives, hands the header to the consumer, and hands a copy of every step, as it is read, to a
/// ``StreamedStepDecoder`` that decodes it and hands it on, on its own thread (``StepPipeline``).
final class ScenarioStepStreamer: YAMLSequenceSink {
    /// A scenario streams its `steps`.
    let sequenceKey: StaticString = "steps"
    private let decoder: SpecDecoder
    private let reader: ScenarioReader
    private var loader: ScenarioLoader { reader.loader }
    private let consumer: any ScenarioStepConsumer
    /// Whether the file is longer than ``SpecLimits/maximumFileSize``: its steps stream.
    private let isLong: Bool

    /// Whether steps are streamed (and no longer kept in the document).
    private(set) var isStreaming = false
    /// The keys before `steps`, decoded.
    private var header: ScenarioFile.Header?
    /// Decodes the steps and hands them on, on a thread of its own, while they stream; `nil` when they are
    /// not decoded (the header did not decode, or the file is another kind).
    private var pipeline: StepPipeline?
    /// The steps read since the last batch was sent.
    private var batch: StreamedStepDecoder.Batch
    /// The step decoder, back from the pipeline once the reader has stopped.
    private var stepDecoder: StreamedStepDecoder?
    /// Problems of the storyboard file the scenario names.
    private var external: [Diagnostic] = []
    private var topLevel: [String: SpecNode] = [:]
    /// Whether the scenario is not one (another kind of file): its steps are not decoded.
    private var isOtherKind = false
    /// Whether the file is passed over (see ``ScenarioReader/passesOver(_:)``): nothing of it is reported.
    private var passedOver: ScenarioReader.PassedOver?

    init(
        decoder: SpecDecoder, reader: ScenarioReader, fileSize: Int, consumer: any ScenarioStepConsumer
    ) {
        self.decoder = decoder
        isLong = fileSize > reader.loader.limits.maximumFileSize
        batch = StreamedStepDecoder.Batch(decoder: decoder)
        self.reader = reader
        self.consumer = consumer
    }

    func element(_ node: YAMLNode, index: Int, root: YAMLNode) -> YAMLElementDisposition {
        if isStreaming {
            send(node, index: index)
            return .release
        }
        guard isLong else { return .keep }
        // The first step of a long file: the hand-over starts with it.
        isStreaming = true
        start(root)
        send(node, index: index)
        return .release
    }

    func restart() {}

    /// Decodes the keys before `steps` and hands them to the consumer; a problem leaves the step decoder
    /// without a consumer, so that steps are decoded for their problems only.
    ///
    /// The root is read as far as it goes: its last entry is `steps`, whose sequence is still open and holds
    /// the steps read so far (the header does not read them).
    private func start(_ document: YAMLNode) {
        let root = SpecNode(yaml: document, path: .root)
        if let reason = reader.passesOver(root) {
            passedOver = reason
            return
        }
        if SpecFileKind.reportIfOtherKind(root, expected: .scenario) {
            isOtherKind = true
            return
        }
        guard
            let (header, map) = ScenarioFile.decodeHeader(
                root, catalog: loader.catalog, directory: ScenarioLoader.directory(of: decoder.file), iOS: reader.iOS,
                limits: loader.limits, vocabulary: loader.vocabulary, external: &external, device: reader.device)
        else { return }
        self.header = header
        for key in map.keys { topLevel[key.rawValue] = map[key] }
        var started: (any ScenarioStepConsumer)?
        if !decoder.hasErrors, external.allSatisfy({ $0.severity != .error }), let scenario = header.scenario {
            do {
                try consumer.begin(scenario, streamed: true)
                started = consumer
            } catch {
                let key = error.field.split(separator: ".").first.map(String.init) ?? error.field
                (topLevel[key] ?? topLevel["storyboard"] ?? root).error(
                    .replayInput(error.message), suggestion: error.suggestion)
            }
        }
        // From here on the decoder is the step decoder's, on its thread, until the reader stops.
        let pipeline = StepPipeline(
            stepDecoder: StreamedStepDecoder(
                decoder: decoder, header: header, catalog: loader.catalog, consumer: started))
        pipeline.start()
        self.pipeline = pipeline
    }

    /// Hands a copy of a step to the step decoder, in batches.
    private func send(_ node: YAMLNode, index: Int) {
        guard let pipeline else { return }
        batch.steps.append((index, batch.document.appendCopy(of: node.index, from: node.document)))
        if batch.steps.count >= StepPipeline.batchSize {
            pipeline.send(batch)
            batch = pipeline.emptyBatch()
        }
    }

    func readerDidStop() {
        guard let pipeline else { return }
        if !batch.steps.isEmpty { pipeline.send(batch) }
        batch = StreamedStepDecoder.Batch(decoder: decoder)
        stepDecoder = pipeline.finish()
        self.pipeline = nil
    }

    /// The outcome once the reader is done with the file.
    func finish(root: SpecNode?) -> ScenarioReader.Outcome {
        let title = header?.title
        if let passedOver {
            return ScenarioReader.Outcome(title: title, diagnostics: [], streamed: true, passedOver: passedOver)
        }
        if let root, let pairs = root.yaml.mapping?.pairs,
            let stepsIndex = pairs.firstIndex(where: { $0.key.string == "steps" })
        {
            for pair in pairs[(stepsIndex + 1)...] {
                let key = pair.key.string ?? ""
                SpecNode(yaml: pair.key, path: SpecPath.root.appending(key: key)).error(
                    .keyAfterStreamedSteps(key, limit: loader.limits.maximumFileSize))
            }
        }
        guard header?.scenario != nil, stepDecoder?.consumer != nil, !decoder.hasErrors,
            external.allSatisfy({ $0.severity != .error })
        else {
            var diagnostics = external + decoder.diagnostics
            if diagnostics.isEmpty {
                diagnostics = [Diagnostic(.couldNotDecodeScenario, at: decoder.startOfFile)]
            }
            return ScenarioReader.Outcome(title: title, diagnostics: diagnostics, streamed: true)
        }
        return ScenarioReader.Outcome(title: title, diagnostics: [], streamed: true)
    }
}

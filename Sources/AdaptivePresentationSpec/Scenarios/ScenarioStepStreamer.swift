import AdaptivePresentation

/// Takes a scenario's steps from the reader (see ``YAMLSequenceSink``): leaves them in the document when the file
/// fits in ``SpecLimits/maximumFileSize``; for a longer file, decodes the keys before `steps` when the first
/// step arrives and hands the header to the consumer, then decodes every step as it is read and hands it, in
/// batches, to a ``StreamedStepHandOff`` that gives it to the consumer on its own thread (``StepPipeline``).
/// Decoding stays on the reader's thread, with the decoder: the other thread only replays and reports.
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
    /// Hands the decoded steps on, on a thread of its own, while they stream; `nil` when they are not decoded
    /// (the header did not decode, or the file is another kind).
    private var pipeline: StepPipeline?
    /// Whether decoded steps still go to the pipeline: not after a step that did not decode.
    private var handsOn = true
    /// The steps decoded since the last batch was sent.
    private var batch = StreamedStepHandOff.Batch()
    /// The hand-off, back from the pipeline once the reader has stopped.
    private var handOff: StreamedStepHandOff?
    /// `steps`, the path every step's starts with.
    private let stepsPath = SpecPath.root.appending(key: "steps")
    /// Problems of the storyboard file the scenario names.
    private var external: [Diagnostic] = []
    private var topLevel: [String: SpecNode] = [:]
    /// Whether the scenario is not one (another kind of file): its steps are not decoded.
    private var isOtherKind = false
    /// Whether the file is passed over (see ``ScenarioReader/passesOver(_:)``): nothing of it is reported.
    private var passedOver: ScenarioReader.PassedOver?
    /// Whether a run of `replay --devices` applies to its device, followed step by step as the steps are
    /// decoded; `nil` for a run on the scenario's own device.
    private var applicability: ScenarioApplicability?
    /// Why the run does not apply, once the header or a step showed it: no step is handed on from there.
    private var skip: ScenarioSkip?

    init(
        decoder: SpecDecoder, reader: ScenarioReader, fileSize: Int, consumer: any ScenarioStepConsumer
    ) {
        self.decoder = decoder
        isLong = fileSize > reader.loader.limits.maximumFileSize
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

    /// Decodes the keys before `steps` and hands them to the consumer; a problem leaves the hand-off without a
    /// consumer, so that steps are decoded for their problems only.
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
            if reader.device != nil, let own = header.ownDevice {
                let check = ScenarioApplicability(scenario: scenario, ownDevice: own, catalog: loader.catalog)
                applicability = check
                skip = check.skip
            }
            do {
                // A run whose device cannot take the scenario's header is not set up at all.
                if skip == nil {
                    try consumer.begin(scenario, streamed: true)
                    started = consumer
                }
            } catch {
                let key = error.field.split(separator: ".").first.map(String.init) ?? error.field
                (topLevel[key] ?? topLevel["storyboard"] ?? root).error(
                    .replayInput(error.message), suggestion: error.suggestion)
            }
        }
        // From here on the consumer is the hand-off's, on its thread, until the reader stops.
        let pipeline = StepPipeline(handOff: StreamedStepHandOff(consumer: started))
        pipeline.start()
        self.pipeline = pipeline
    }

    /// Decodes a step (every step, for its problems) and, while nothing has gone wrong, hands it to the
    /// pipeline in batches, with where its keys are.
    private func send(_ node: YAMLNode, index: Int) {
        guard let pipeline, let header else { return }
        let element = SpecNode(yaml: node, path: stepsPath.appending(index: index))
        var locations: [String: SpecNode] = [:]
        let step = ScenarioFile.decodeStep(
            element, header: header, locations: &locations, catalog: loader.catalog, locates: false)
        guard handsOn else { return }
        guard let step, !decoder.hasErrors else {
            handsOn = false
            return
        }
        if var check = applicability, !check.isSettled {
            check.take(step, index: index)
            applicability = check
            if let skip = check.skip {
                // The steps before it were handed on and replayed; from this one the run does not apply.
                self.skip = skip
                handsOn = false
                return
            }
        }
        var places = [StreamedStepHandOff.Place(key: nil, line: node.line, column: node.column)]
        for pair in node.mapping?.pairs ?? [] {
            guard let key = pair.key.string else { continue }
            places.append(StreamedStepHandOff.Place(key: key, line: pair.value.line, column: pair.value.column))
        }
        batch.steps.append(StreamedStepHandOff.Step(index: index, step: step, places: places))
        if batch.steps.count >= StepPipeline.batchSize {
            pipeline.send(batch)
            batch = pipeline.emptyBatch()
        }
    }

    func readerDidStop() {
        guard let pipeline else { return }
        if !batch.steps.isEmpty { pipeline.send(batch) }
        batch = StreamedStepHandOff.Batch()
        let handOff = pipeline.finish()
        self.handOff = handOff
        self.pipeline = nil
        // The decoder is the reader's alone again: the input error that stopped the hand-over is reported at its
        // place (the diagnostics are listed by place, so it takes its turn among the steps' problems).
        if let (error, index, place) = handOff.inputError {
            let element = stepsPath.appending(index: index)
            decoder.report(
                Diagnostic(
                    .replayInput(error.message),
                    at: SourceLocation(file: decoder.file, line: place.line, column: place.column),
                    path: place.key.map { element.appending(key: $0) } ?? element,
                    notes: error.suggestion.map { [.didYouMean($0)] } ?? []))
        }
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
        let isValid = header?.scenario != nil && !decoder.hasErrors && external.allSatisfy { $0.severity != .error }
        if isValid, let skip {
            return ScenarioReader.Outcome(title: title, diagnostics: [], streamed: true, skip: skip)
        }
        guard isValid, handOff?.consumer != nil else {
            var diagnostics = external + decoder.diagnostics
            if diagnostics.isEmpty {
                diagnostics = [Diagnostic(.couldNotDecodeScenario, at: decoder.startOfFile)]
            }
            return ScenarioReader.Outcome(title: title, diagnostics: diagnostics, streamed: true)
        }
        return ScenarioReader.Outcome(title: title, diagnostics: [], streamed: true)
    }
}

import AdaptivePresentation

/// Takes a scenario's steps from the reader (see ``YAMLStepSink``): leaves them in the document when the file
/// fits in ``SpecLimits/maximumFileSize``; for a longer file, decodes the keys before `steps` when the first
/// step arrives, sets the replay up, and hands a copy of every step, as it is read, to a
/// ``StreamedStepReplayer`` that decodes and replays it on its own thread (``StepPipeline``).
final class ScenarioStepStreamer: YAMLStepSink {
    private let decoder: SpecDecoder
    private let loader: ScenarioLoader
    private let iOS: Int?
    private let device: DeviceProfile?
    private let observer: StreamingReplay.Observer
    /// Whether the file is longer than ``SpecLimits/maximumFileSize``: its steps stream.
    private let isLong: Bool

    /// Whether steps are streamed (and no longer kept in the document).
    private(set) var isStreaming = false
    /// The keys before `steps`, decoded.
    private var header: ScenarioFile.Header?
    /// Decodes and replays the steps on a thread of its own while they stream; `nil` when they are not
    /// decoded (the header did not decode, or the file is another kind).
    private var pipeline: StepPipeline?
    /// The steps read since the last batch was sent.
    private var batch: StreamedStepReplayer.Batch
    /// The replayer, back from the pipeline once the reader has stopped.
    private var replayer: StreamedStepReplayer?
    /// Problems of the storyboard file the scenario names.
    private var external: [Diagnostic] = []
    private var topLevel: [String: SpecNode] = [:]
    /// Whether the scenario is not one (another kind of file): its steps are not decoded.
    private var isOtherKind = false

    init(
        decoder: SpecDecoder, loader: ScenarioLoader, iOS: Int?, device: DeviceProfile?, fileSize: Int,
        observer: StreamingReplay.Observer
    ) {
        self.decoder = decoder
        isLong = fileSize > loader.limits.maximumFileSize
        batch = StreamedStepReplayer.Batch(decoder: decoder)
        self.loader = loader
        self.iOS = iOS
        self.device = device
        self.observer = observer
    }

    func step(_ node: YAMLNode, index: Int, root: YAMLNode) -> YAMLStepDisposition {
        if isStreaming {
            send(node, index: index)
            return .release
        }
        guard isLong else { return .keep }
        // The first step of a long file: the replay starts with it.
        isStreaming = true
        start(root)
        send(node, index: index)
        return .release
    }

    func restart() {}

    /// Decodes the keys before `steps` and sets the replay up; a problem leaves the replayer without a
    /// simulation, so that steps are decoded for their problems only.
    ///
    /// The root is read as far as it goes: its last entry is `steps`, whose sequence is still open and holds
    /// the steps read so far (the header does not read them).
    private func start(_ document: YAMLNode) {
        let root = SpecNode(yaml: document, path: .root)
        if SpecFileKind.reportIfOtherKind(root, expected: .scenario) {
            isOtherKind = true
            return
        }
        guard let (header, map) = ScenarioFile.decodeHeader(
            root, catalog: loader.catalog, directory: ScenarioLoader.directory(of: decoder.file), iOS: iOS,
            limits: loader.limits, vocabulary: loader.vocabulary, external: &external, device: device)
        else { return }
        self.header = header
        for key in map.keys { topLevel[key.rawValue] = map[key] }
        var simulation: Simulation?
        if !decoder.hasErrors, external.allSatisfy({ $0.severity != .error }), let scenario = header.scenario {
            do {
                simulation = try Simulation(scenario: scenario, catalog: loader.catalog)
                observer.willStream(scenario.title, Simulation.setting(of: scenario))
            } catch {
                let key = error.field.split(separator: ".").first.map(String.init) ?? error.field
                (topLevel[key] ?? topLevel["storyboard"] ?? root).error(error.message, suggestion: error.suggestion)
            }
        }
        // From here on the decoder is the replayer's, on its thread, until the reader stops.
        let pipeline = StepPipeline(replayer: StreamedStepReplayer(
            decoder: decoder, header: header, catalog: loader.catalog, simulation: simulation, observer: observer))
        pipeline.start()
        self.pipeline = pipeline
    }

    /// Hands a copy of a step to the replayer, in batches.
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
        batch = StreamedStepReplayer.Batch(decoder: decoder)
        replayer = pipeline.finish()
        self.pipeline = nil
    }

    /// The outcome once the reader is done with the file.
    func finish(root: SpecNode?) -> StreamingReplay.Outcome {
        let title = header?.title
        if let root, let pairs = root.yaml.mapping?.pairs,
            let stepsIndex = pairs.firstIndex(where: { $0.key.string == "steps" }) {
            for pair in pairs[(stepsIndex + 1)...] {
                let key = pair.key.string ?? ""
                SpecNode(yaml: pair.key, path: SpecPath.root.appending(key: key)).error(
                    "'\(UserText.bounded(key))' comes after 'steps': in a scenario longer than "
                        + "\(loader.limits.fileSizeDescription), whose steps replay as they are read, every other key goes before 'steps'")
            }
        }
        guard let scenario = header?.scenario, let simulation = replayer?.simulation, !decoder.hasErrors,
            external.allSatisfy({ $0.severity != .error })
        else {
            var diagnostics = external + decoder.diagnostics
            if diagnostics.isEmpty {
                diagnostics = [Diagnostic("could not decode the scenario", at: decoder.startOfFile)]
            }
            return .invalid(title: title, diagnostics: diagnostics)
        }
        return .streamed(ScenarioRun(
            title: scenario.title, steps: [], inputError: nil, notes: simulation.notes,
            setting: Simulation.setting(of: scenario)))
    }
}

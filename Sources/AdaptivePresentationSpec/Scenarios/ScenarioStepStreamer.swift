import AdaptivePresentation

/// Takes a scenario's steps from the reader (see ``YAMLStepSink``): holds them while the file's text fits in
/// ``SpecLimits/maximumFileSize``, then decodes the keys before `steps`, sets the replay up, and decodes and
/// replays every step as it is read.
final class ScenarioStepStreamer: YAMLStepSink {
    private let decoder: SpecDecoder
    private let loader: ScenarioLoader
    private let iOS: Int?
    private let device: DeviceProfile?
    private let observer: StreamingReplay.Observer

    /// The steps held until the file's text goes past the limit.
    private var held: [YAMLNode] = []
    /// Whether steps are streamed (and no longer kept in the document).
    private(set) var isStreaming = false
    /// The header, held by reference so that decoding a step does not copy it.
    private var header: HeaderBox?
    private var simulation: Simulation?
    /// Problems of the storyboard file the scenario names.
    private var external: [Diagnostic] = []
    private var topLevel: [String: SpecNode] = [:]
    /// `steps`, the path every step's starts with.
    private let stepsPath = SpecPath.root.appending(key: "steps")
    /// Whether the scenario is not one (another kind of file): its steps are not decoded.
    private var isOtherKind = false

    init(decoder: SpecDecoder, loader: ScenarioLoader, iOS: Int?, device: DeviceProfile?, observer: StreamingReplay.Observer) {
        self.decoder = decoder
        self.loader = loader
        self.iOS = iOS
        self.device = device
        self.observer = observer
    }

    func step(_ node: YAMLNode, index: Int, root: YAMLNode, endOffset: Int) -> YAMLStepDisposition {
        if isStreaming {
            replay(node, index: index)
            return .release
        }
        held.append(node)
        guard endOffset > loader.limits.maximumFileSize else { return .keep }
        isStreaming = true
        start(root)
        for (index, node) in held.enumerated() { replay(node, index: index) }
        held = []
        return .releaseAll
    }

    func restart() {
        held = []
    }

    /// Decodes the keys before `steps` and sets the replay up; a problem leaves ``simulation`` `nil`, so that
    /// steps are decoded for their problems only.
    ///
    /// The root is read as far as it goes: its last entry is `steps`, whose sequence is still open and holds
    /// the steps read so far (the header does not read them).
    private func start(_ document: YAMLNode) {
        let root = SpecNode(yaml: document, path: .root, decoder: decoder)
        if SpecFileKind.reportIfOtherKind(root, expected: .scenario) {
            isOtherKind = true
            return
        }
        guard let (header, map) = ScenarioFile.decodeHeader(
            root, catalog: loader.catalog, directory: ScenarioLoader.directory(of: decoder.file), iOS: iOS,
            limits: loader.limits, external: &external, device: device)
        else { return }
        self.header = HeaderBox(header: header)
        for key in map.keys { topLevel[key.rawValue] = map[key] }
        guard !decoder.hasErrors, external.allSatisfy({ $0.severity != .error }), let scenario = header.scenario else { return }
        do {
            simulation = try Simulation(scenario: scenario, catalog: loader.catalog)
        } catch {
            let key = error.field.split(separator: ".").first.map(String.init) ?? error.field
            (topLevel[key] ?? topLevel["storyboard"] ?? root).error(error.message, suggestion: error.suggestion)
            return
        }
        observer.willStream(scenario.title, Simulation.setting(of: scenario))
    }

    /// Decodes one step, and replays it while nothing has gone wrong.
    private func replay(_ node: YAMLNode, index: Int) {
        guard !isOtherKind, let box = header else { return }
        let element = SpecNode(yaml: node, path: stepsPath.appending(index: index), decoder: decoder)
        var locations: [String: SpecNode] = [:]
        let step = ScenarioFile.decodeStep(element, header: box.header, locations: &locations, catalog: loader.catalog, locates: false)
        guard let simulation else { return }
        guard let step, !decoder.hasErrors else {
            self.simulation = nil
            return
        }
        do {
            observer.didReplay(try simulation.replay(step, index: index))
        } catch {
            (ScenarioFile.node(for: error.field, inStep: element) ?? element).error(error.message, suggestion: error.suggestion)
            self.simulation = nil
        }
    }

    /// The outcome once the reader is done with the file.
    func finish(root: SpecNode?) -> StreamingReplay.Outcome {
        let title = header?.header.title
        if let root, let pairs = root.yaml.mapping?.pairs,
            let stepsIndex = pairs.firstIndex(where: { $0.key.string == "steps" }) {
            for pair in pairs[(stepsIndex + 1)...] {
                let key = pair.key.string ?? ""
                SpecNode(yaml: pair.key, path: SpecPath.root.appending(key: key), decoder: decoder).error(
                    "'\(UserText.bounded(key))' comes after 'steps': in a scenario longer than "
                        + "\(loader.limits.fileSizeDescription), whose steps replay as they are read, every other key goes before 'steps'")
            }
        }
        guard let scenario = header?.header.scenario, let simulation, !decoder.hasErrors,
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

    /// A decoded header.
    private final class HeaderBox {
        let header: ScenarioFile.Header

        init(header: ScenarioFile.Header) {
            self.header = header
        }
    }
}

import AdaptivePresentation

/// Reads a scenario file once and hands its header, then each of its steps in order, to a
/// ``/AdaptivePresentation/ScenarioStepConsumer`` (a ``/AdaptivePresentation/ScenarioReplay``, for a replay); an input error the consumer throws becomes a
/// diagnostic at the key it comes from, so nothing is read or replayed twice to locate it.
///
/// Whether the file is held or streamed is the reader's business. A file whose text fits in
/// ``SpecLimits/maximumFileSize`` is held whole: it is decoded, every problem is found, and only then are its
/// steps handed on. A longer file streams from its first step: each step is composed from libyaml's events,
/// decoded and handed on when the consumer has taken the one before (see ``ScenarioFileSteps``), on the
/// caller's thread, and then let go, together with the pages of the file read past. A problem found once steps have streamed (an invalid step, an input error,
/// a syntax error further on) stops the hand-over there; the rest of the file is still read, so that every
/// problem of it is reported. In a streamed file every key must come before `steps`, since its steps are
/// handed on before the file ends (see the "Scenario and storyboard files" article).
///
/// ```swift
/// let catalog = try DeviceCatalog.builtIn
/// let steps = StepCollector()
/// let replay = ScenarioReplay(catalog: catalog, observer: steps)
/// let outcome = ScenarioReader(loader: ScenarioLoader(catalog: catalog)).read(path: "long.yaml", into: replay)
/// let run = outcome.isInvalid ? nil : replay.run(steps: steps.steps)
/// ```
public struct ScenarioReader: Sendable {
    /// Why a file is passed over.
    public enum PassedOver: Hashable, Sendable {
        /// Another kind of file (``ScenarioReader/passesOverOtherKinds``).
        case otherKind
        /// A scenario ``ScenarioReader/admits`` turned away.
        case notAdmitted
    }

    /// What reading a scenario file found.
    public struct Outcome: Sendable {
        /// The `scenario:` title, when the file declares a readable one.
        public var title: String?
        /// Every problem of the file (and of the storyboard file it names) when it is invalid; empty when the
        /// consumer got every step. Steps handed on before the first problem was found were handed on.
        public var diagnostics: [Diagnostic]
        /// Whether the steps were handed on as the file was read.
        public var streamed: Bool
        /// Why the file was passed over, its steps handed to no one; `nil` when it was not.
        public var passedOver: PassedOver?
        /// Why the run does not apply to its device (``ScenarioReader/device``), when it does not: no step was
        /// handed on, or, in a streamed file, none from the step the device cannot take.
        public var skip: ScenarioSkip?

        public init(
            title: String?, diagnostics: [Diagnostic], streamed: Bool, passedOver: PassedOver? = nil,
            skip: ScenarioSkip? = nil
        ) {
            self.title = title
            self.diagnostics = diagnostics
            self.streamed = streamed
            self.passedOver = passedOver
            self.skip = skip
        }

        /// Whether the input is invalid.
        public var isInvalid: Bool { !diagnostics.isEmpty }
    }

    public var loader: ScenarioLoader
    /// Overrides the file's `ios:` (a run of `replay --ios …`).
    public var iOS: Int?
    /// Overrides the file's `device:` (a run of `replay --devices …`). A run on a device that cannot take the
    /// scenario where its own device can (``/AdaptivePresentation/ScenarioApplicability``) is skipped, its ``Outcome/skip`` saying why.
    public var device: DeviceProfile?
    /// Whether a file of another kind (a storyboard, a devices file) is passed over rather than reported:
    /// a folder holds them beside its scenarios.
    public var passesOverOtherKinds = false
    /// Which scenarios to hand on, by title (`nil` when the file has no readable one), decided from the top
    /// level alone (`replay --filter`); `nil` hands on every scenario.
    public var admits: (@Sendable (_ title: String?) -> Bool)?

    public init(loader: ScenarioLoader, iOS: Int? = nil, device: DeviceProfile? = nil) {
        self.loader = loader
        self.iOS = iOS
        self.device = device
    }

    /// Reads the scenario file at `path` into `consumer`: its header, then each step as the consumer has taken
    /// the one before (see ``ScenarioFileSteps``), all on the caller's thread; an input error the consumer
    /// throws stops the steps and is reported at the key it comes from.
    public func read(path: String, into consumer: some ScenarioStepConsumer) -> Outcome {
        let steps = open(path: path)
        if let scenario = steps.scenario {
            do throws(ScenarioInputError) {
                try consumer.begin(scenario)
                try consumer.take(from: steps)
            } catch {
                steps.stop(at: error)
            }
        }
        return steps.finish()
    }

    /// Opens the scenario file at `path`: reads and decodes its header (the whole file when it is held), for
    /// its steps to be asked for one at a time.
    public func open(path: String) -> ScenarioFileSteps {
        let limits = loader.limits
        let mapped: MappedFile
        do {
            mapped = try MappedFile(path: path)
        } catch {
            return ScenarioFileSteps(outcome: Outcome(title: nil, diagnostics: error.diagnostics, streamed: false))
        }
        guard mapped.bytes.count <= limits.maximumStreamedFileSize else {
            return ScenarioFileSteps(
                outcome: Outcome(
                    title: nil,
                    diagnostics: [
                        Diagnostic(
                            .scenarioFileTooLarge(limit: limits.maximumStreamedFileSize),
                            at: SourceLocation(file: path, line: 1, column: 1))
                    ],
                    streamed: false))
        }
        let decoder = SpecDecoder(file: path, limits: limits)
        let streamer = ScenarioStepStreamer(decoder: decoder, reader: self, text: UnsafeBufferPointer(mapped.bytes))
        let (reader, progress) = decoder.beginParse(mapped: mapped, sink: streamer, pausing: true)
        let result: Result<YAMLNode, SpecError>
        switch progress {
        case .paused:
            return ScenarioFileSteps(reader: reader, streamer: streamer, file: mapped, decoder: decoder)
        case let .finished(read):
            result = read
        }
        let root = decoder.finishParse(result, mapped: mapped)
        if streamer.isStreaming {
            // A long file whose reading ended at its first step (a problem there).
            let steps = ScenarioFileSteps(reader: reader, streamer: streamer, file: mapped, decoder: decoder)
            steps.readerEnded(root: root)
            return steps
        }
        if let root, let reason = passesOver(root) {
            return ScenarioFileSteps(
                outcome: Outcome(title: Self.title(of: root), diagnostics: [], streamed: false, passedOver: reason))
        }
        if root == nil, let admits, !admits(nil) {
            return ScenarioFileSteps(
                outcome: Outcome(title: nil, diagnostics: [], streamed: false, passedOver: .notAdmitted))
        }
        do {
            let (scenario, locations) = try loader.decodedScenario(
                root: root, decoder: decoder, iOS: iOS, device: device)
            if device != nil, let own = ScenarioFile.ownDevice(locations, catalog: loader.catalog),
                let skip = ScenarioApplicability.skip(running: scenario, ownDevice: own, catalog: loader.catalog)
            {
                return ScenarioFileSteps(
                    outcome: Outcome(title: scenario.title, diagnostics: [], streamed: false, skip: skip))
            }
            return ScenarioFileSteps(scenario: scenario, locations: locations, decoder: decoder)
        } catch {
            return ScenarioFileSteps(
                outcome: Outcome(title: Self.title(of: root), diagnostics: error.diagnostics, streamed: false))
        }
    }

    /// Why a document is passed over (another kind of file, or a scenario not admitted), if it is.
    func passesOver(_ root: SpecNode) -> PassedOver? {
        if passesOverOtherKinds, let kind = SpecFileKind.ofRoot(root.yaml), kind != .scenario { return .otherKind }
        if let admits, !admits(Self.title(of: root)) { return .notAdmitted }
        return nil
    }

    /// Hands a decoded scenario's header and steps to `consumer`; an input error it throws becomes a
    /// diagnostic at the key it comes from, thrown with the file's others.
    static func handOn(
        _ scenario: Scenario, locations: ScenarioFile.Locations, decoder: SpecDecoder,
        to consumer: some ScenarioStepConsumer
    ) throws(SpecError) {
        let steps = ScenarioFileSteps(scenario: scenario, locations: locations, decoder: decoder)
        do throws(ScenarioInputError) {
            try consumer.begin(scenario)
            try consumer.take(from: steps)
        } catch {
            steps.stop(at: error)
            throw SpecError(diagnostics: decoder.diagnostics)
        }
    }

    /// The `scenario:` title of a document, when it is a non-empty string.
    static func title(of root: SpecNode?) -> String? {
        guard let root, root.isMapping, let entries = root.entries(),
            let value = entries.first(where: { $0.key == "scenario" })?.value, !value.isNull,
            let title = value.scalarText, !title.allSatisfy(\.isWhitespace)
        else { return nil }
        return title
    }
}

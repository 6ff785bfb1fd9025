import AdaptivePresentation

/// A scenario file being read: its header (``scenario``) once it is open, then its steps one at a time when
/// asked for (``nextStep()``), on the caller's thread, then what the reading found (``finish()``). Opened by
/// ``ScenarioReader/open(path:)``.
///
/// A file held whole (it fits in ``SpecLimits/maximumFileSize``) is decoded, every problem found, before a
/// step is handed out. A longer file is read up to its first step when it is opened, then one step further
/// each time the next is asked for: the step is composed from libyaml's events, decoded, handed out and let
/// go, so memory does not grow with the steps. The step last handed out stays readable until the next is
/// asked for, so that an input error the replay finds in it is located at the key it comes from
/// (``stop(at:)``) without the file being read again.
///
/// ```swift
/// let steps = ScenarioReader(loader: loader).open(path: "long.yaml")
/// let replay = ScenarioReplay(catalog: loader.catalog, observer: collector)
/// if let scenario = steps.scenario {
///     do {
///         try replay.begin(scenario)
///         try replay.take(from: steps)
///     } catch {
///         steps.stop(at: error)
///     }
/// }
/// let outcome = steps.finish()
/// ```
public final class ScenarioFileSteps: ScenarioStepSource {
    /// How the file is read.
    private enum Reading {
        /// Decoded whole: its steps, and where the keys of each are.
        case held(steps: [ScenarioStep], locations: ScenarioFile.Locations)
        /// Read as its steps are asked for.
        case streamed(YAMLReader, ScenarioStepStreamer, MappedFile)
        /// Nothing to hand out: the outcome is known (a problem, a file passed over, a run skipped).
        case done
    }

    private var reading: Reading
    private let decoder: SpecDecoder?
    /// The outcome once known.
    private var outcome: ScenarioReader.Outcome?
    /// The index of the next step of a file held whole.
    private var nextIndex = 0
    /// The step last handed out, where an input error of it is located.
    private var current: (index: Int, node: SpecNode)?
    /// Whether the replay stopped at an input error: the file is still read to its end for its problems.
    private var stopped = false
    /// The reader's result once a streamed file is read to its end.
    private var streamedRoot: SpecNode??

    /// The scenario to replay, its steps to come from ``nextStep()``; `nil` when there is none (see
    /// ``finish()`` for why).
    public let scenario: Scenario?
    /// Whether the steps are read as they are asked for (a file longer than what is held at once).
    public var isStreamed: Bool {
        if case .streamed = reading { return true }
        return outcome?.streamed ?? false
    }

    /// A file whose outcome is known before any step.
    init(outcome: ScenarioReader.Outcome) {
        reading = .done
        decoder = nil
        scenario = nil
        self.outcome = outcome
    }

    /// A file held whole and decoded.
    init(scenario: Scenario, locations: ScenarioFile.Locations, decoder: SpecDecoder) {
        var header = scenario
        header.steps = []
        self.scenario = header
        reading = .held(steps: scenario.steps, locations: locations)
        self.decoder = decoder
    }

    /// A long file read up to its first step.
    init(reader: YAMLReader, streamer: ScenarioStepStreamer, file: MappedFile, decoder: SpecDecoder) {
        reading = .streamed(reader, streamer, file)
        scenario = streamer.scenario
        self.decoder = decoder
    }

    /// The reading of a long file ended at its first step (a problem there): nothing is handed out.
    func readerEnded(root: SpecNode?) {
        streamedRoot = .some(root)
        if case let .streamed(_, streamer, _) = reading { streamer.stopHandingOut() }
    }

    /// The next step, once the last one handed out has been replayed; `nil` at the end, or once a problem
    /// stopped the steps (a step that does not decode in a long file, a step the run's device cannot take,
    /// ``stop(at:)``).
    public func nextStep() -> (index: Int, step: ScenarioStep)? {
        guard !stopped, scenario != nil else { return nil }
        switch reading {
        case let .held(steps, locations):
            guard nextIndex < steps.count else { return nil }
            defer { nextIndex += 1 }
            current =
                locations.stepNodes.indices.contains(nextIndex)
                ? (nextIndex, locations.stepNodes[nextIndex]) : nil
            return (nextIndex, steps[nextIndex])
        case let .streamed(reader, streamer, _):
            if current != nil {
                // The step handed out last is done with: read on to the next.
                current = nil
                streamer.pending = nil
                guard streamedRoot == nil, streamer.handsOut else { return nil }
                if case let .finished(result) = reader.resume() { streamedRoot = finished(result) }
            }
            guard let (index, step, node) = streamer.pending else { return nil }
            current = (index, node)
            return (index, step)
        case .done:
            return nil
        }
    }

    /// Records in `locations` where the step last handed out is in the file (its element, its keys and its
    /// expectations, `expect.KEY`), for a report that puts what the replay found on the line that asked for
    /// it: a failed expectation, a hazard, a note. A file held whole gives an expectation where the run took
    /// it from (under `when:` too); a long file's step, under `expect:` itself.
    public func locateCurrentStep(in locations: inout ScenarioStepLocations) {
        guard let (index, node) = current else { return }
        switch reading {
        case let .held(_, fileLocations) where fileLocations.variantSteps[index] != nil:
            locations.record(step: index, (fileLocations.variantSteps[index] ?? [:]).mapValues(\.location))
        case .held, .streamed:
            locations.record(step: index, ScenarioStepLocations.locations(of: node.yaml, file: node.location.file))
        case .done:
            return
        }
    }

    /// Stops the steps at an input error the replay threw (of the step last handed out, or of the scenario's
    /// setup), reported at the key it comes from.
    public func stop(at error: ScenarioInputError) {
        guard !stopped, let decoder else { return }
        stopped = true
        var node: SpecNode?
        switch reading {
        case let .held(_, locations):
            node = locations.node(for: error)
        case let .streamed(_, streamer, _):
            streamer.stopHandingOut()
            if let (index, step) = current, error.stepIndex == index {
                node = ScenarioFile.node(at: error.place.keyPath, in: step) ?? step
            } else {
                node = ScenarioFile.setupNode(for: error.place, topLevel: streamer.topLevel) ?? streamer.streamedRoot
            }
        case .done:
            return
        }
        guard let node else {
            decoder.report(
                Diagnostic(
                    .replayInput(error.reason), at: decoder.startOfFile,
                    notes: error.suggestion.map { [.didYouMean($0)] } ?? []))
            return
        }
        node.error(.replayInput(error.reason), suggestion: error.suggestion)
    }

    /// Reads the rest of the file, for its problems, and tells what the reading found: every problem of the
    /// file, or why it was passed over or skipped.
    public func finish() -> ScenarioReader.Outcome {
        if let outcome { return outcome }
        let result: ScenarioReader.Outcome
        switch reading {
        case .held:
            let diagnostics = stopped ? decoder?.diagnostics ?? [] : []
            result = ScenarioReader.Outcome(title: scenario?.title, diagnostics: diagnostics, streamed: false)
        case let .streamed(reader, streamer, _):
            current = nil
            let consumed = !stopped && streamer.handsOut
            streamer.stopHandingOut()
            while streamedRoot == nil {
                if case let .finished(read) = reader.resume() { streamedRoot = finished(read) }
            }
            result = streamer.finish(root: streamedRoot ?? nil, consumed: consumed)
        case .done:
            result = ScenarioReader.Outcome(title: nil, diagnostics: [], streamed: false)
        }
        reading = .done
        outcome = result
        return result
    }

    /// The root of a streamed file read to its end, or `nil` with its problems reported.
    private func finished(_ result: Result<YAMLNode, SpecError>) -> SpecNode? {
        guard let decoder, case let .streamed(_, _, file) = reading else { return nil }
        return decoder.finishParse(result, mapped: file)
    }
}

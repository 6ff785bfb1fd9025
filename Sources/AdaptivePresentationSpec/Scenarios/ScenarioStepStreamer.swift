import AdaptivePresentation

/// Takes a scenario's steps from the reader (see ``YAMLSequenceSink``): leaves them in the document when the
/// file fits in ``SpecLimits/maximumFileSize``; for a longer file, decodes the keys before `steps` when the
/// first step arrives, then decodes each step as it is read, for ``ScenarioFileSteps`` to hand out. The reader
/// pauses after each step it takes (``YAMLReader/pausesAfterRelease``), so a step is decoded only when the
/// replay asks for the next one, and its nodes stay in the document, to locate a problem the replay finds in
/// it, until the reading resumes.
final class ScenarioStepStreamer: YAMLSequenceSink {
    /// A scenario streams its `steps`.
    let sequenceKey: StaticString = "steps"
    private let decoder: SpecDecoder
    private let reader: ScenarioReader
    private var loader: ScenarioLoader { reader.loader }
    /// Whether the file is longer than ``SpecLimits/maximumFileSize``: its steps stream.
    private let isLong: Bool

    /// Whether steps are streamed (and no longer kept in the document).
    private(set) var isStreaming = false
    /// The keys before `steps`, decoded.
    private(set) var header: ScenarioFile.Header?
    /// The scenario to replay, once the header decoded with no problem and the run applies to its device.
    private(set) var scenario: Scenario?
    /// Whether decoded steps are still handed out: not after a step that did not decode, nor once the run
    /// stopped applying to its device, nor once the replay stopped at an input error.
    private(set) var handsOut = true
    /// The step just read and decoded, with its element (valid until the reading resumes), for
    /// ``ScenarioFileSteps`` to hand out.
    var pending: (index: Int, step: ScenarioStep, node: SpecNode)?
    /// `steps`, the path every step's starts with.
    private let stepsPath = SpecPath.root.appending(key: "steps")
    /// Problems of the storyboard file the scenario names.
    private(set) var external: [Diagnostic] = []
    /// The header's keys, where an input error of the scenario's setup is located.
    private(set) var topLevel: [String: SpecNode] = [:]
    /// The root as read when the first step arrived.
    private(set) var streamedRoot: SpecNode?
    /// Whether the file is passed over (see ``ScenarioReader/passesOver(_:)``): nothing of it is reported.
    private(set) var passedOver: ScenarioReader.PassedOver?
    /// Whether a run of `replay --devices` applies to its device, followed step by step as the steps are
    /// decoded; `nil` for a run on the scenario's own device.
    private var applicability: ScenarioApplicability?
    /// Why the run does not apply, once the header or a step showed it: no step is handed out from there.
    private(set) var skip: ScenarioSkip?
    /// The file's bytes, whose text of a step tells a step written as one before it.
    private let text: UnsafeBufferPointer<UInt8>
    /// The steps decoded last, by their text (see ``decodedAgain(_:)``).
    private var recent: [(text: [UInt8], step: ScenarioStep)] = []
    /// Where the next step decoded goes in ``recent``.
    private var nextRecent = 0
    /// How many steps ``recent`` keeps: a long file repeats a few steps (a resize back and forth).
    private static let recentCapacity = 8

    init(decoder: SpecDecoder, reader: ScenarioReader, text: UnsafeBufferPointer<UInt8>) {
        self.decoder = decoder
        isLong = text.count > reader.loader.limits.maximumFileSize
        self.reader = reader
        self.text = text
    }

    func element(_ node: YAMLNode, index: Int, root: YAMLNode) -> YAMLElementDisposition {
        if !isStreaming {
            guard isLong else { return .keep }
            // The first step of a long file: the header is decoded with it.
            isStreaming = true
            start(root)
        }
        take(node, index: index)
        return .release
    }

    func restart() {}

    /// Stops handing steps out (the replay stopped at an input error); the rest are still decoded, for their
    /// problems.
    func stopHandingOut() {
        handsOut = false
        pending = nil
    }

    /// Decodes the keys before `steps`; a problem leaves no scenario, so that steps are decoded for their
    /// problems only.
    ///
    /// The root is read as far as it goes: its last entry is `steps`, whose sequence is still open and holds
    /// the steps read so far (the header does not read them).
    private func start(_ document: YAMLNode) {
        let root = SpecNode(yaml: document, path: .root)
        streamedRoot = root
        if let reason = reader.passesOver(root) {
            passedOver = reason
            handsOut = false
            return
        }
        if SpecFileKind.reportIfOtherKind(root, expected: .scenario) {
            handsOut = false
            return
        }
        guard
            let (header, map) = ScenarioFile.decodeHeader(
                root, catalog: loader.catalog, directory: ScenarioLoader.directory(of: decoder.file), iOS: reader.iOS,
                limits: loader.limits, vocabulary: loader.vocabulary, external: &external, device: reader.device)
        else {
            handsOut = false
            return
        }
        self.header = header
        for key in map.keys { topLevel[key.rawValue] = map[key] }
        guard !decoder.hasErrors, external.allSatisfy({ $0.severity != .error }), let scenario = header.scenario
        else {
            handsOut = false
            return
        }
        if reader.device != nil, let own = header.ownDevice {
            let check = ScenarioApplicability(scenario: scenario, ownDevice: own, catalog: loader.catalog)
            applicability = check
            skip = check.skip
        }
        // A run whose device cannot take the scenario's header is not set up at all.
        if skip == nil { self.scenario = scenario } else { handsOut = false }
    }

    /// Decodes a step (every step, for its problems) and, while nothing has gone wrong, keeps it to be handed
    /// out.
    private func take(_ node: YAMLNode, index: Int) {
        pending = nil
        guard let header else { return }
        let element = SpecNode(yaml: node, path: stepsPath.appending(index: index))
        let step: ScenarioStep?
        if let again = decodedAgain(element) {
            step = again
        } else {
            let reported = decoder.reportedCount
            var locations: [String: SpecNode] = [:]
            step = ScenarioFile.decodeStep(
                element, header: header, locations: &locations, catalog: loader.catalog, locates: false)
            if let step, decoder.reportedCount == reported { remember(step, of: element) }
        }
        guard handsOut else { return }
        guard let step, !decoder.hasErrors else {
            handsOut = false
            return
        }
        if var check = applicability, !check.isSettled {
            check.take(step, index: index)
            applicability = check
            if let skip = check.skip {
                // The steps before it were handed out and replayed; from this one the run does not apply.
                self.skip = skip
                handsOut = false
                return
            }
        }
        pending = (index, step, element)
    }

    /// The step decoded before from the same text, when the step's text is one of the last few decoded
    /// without a problem: a step decodes from its text alone, given the header, unless it uses an anchor, an
    /// alias or a tag (`&`, `*`, `!`), which are never looked up here. Its problems, if any, would be its own,
    /// so only steps that decoded without one are remembered.
    private func decodedAgain(_ element: SpecNode) -> ScenarioStep? {
        guard !recent.isEmpty, let step = stepText(of: element) else { return nil }
        for entry in recent where entry.text.count == step.count {
            if entry.text.withUnsafeBufferPointer({ $0.elementsEqual(step) }) { return entry.step }
        }
        return nil
    }

    /// Remembers a step decoded without a problem, by its text.
    private func remember(_ step: ScenarioStep, of element: SpecNode) {
        guard let text = stepText(of: element) else { return }
        let entry = (Array(text), step)
        if recent.count < Self.recentCapacity {
            recent.append(entry)
        } else {
            recent[nextRecent] = entry
        }
        nextRecent = (nextRecent + 1) % Self.recentCapacity
    }

    /// The text of a step's element, `nil` when it may mean something else elsewhere in the file (an anchor,
    /// an alias, a tag) or is too long to be worth remembering.
    private func stepText(of element: SpecNode) -> UnsafeBufferPointer<UInt8>? {
        let range = element.byteRange
        guard range.lowerBound >= 0, range.upperBound <= text.count, range.count <= 512 else { return nil }
        let bytes = UnsafeBufferPointer(rebasing: text[range])
        for byte in bytes where byte == UInt8(ascii: "&") || byte == UInt8(ascii: "*") || byte == UInt8(ascii: "!") {
            return nil
        }
        return bytes
    }

    /// The outcome once the reader is done with the file, `consumed` telling whether the replay got every step.
    func finish(root: SpecNode?, consumed: Bool) -> ScenarioReader.Outcome {
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
        guard isValid, consumed else {
            var diagnostics = external + decoder.diagnostics
            if diagnostics.isEmpty {
                diagnostics = [Diagnostic(.couldNotDecodeScenario, at: decoder.startOfFile)]
            }
            return ScenarioReader.Outcome(title: title, diagnostics: diagnostics, streamed: true)
        }
        return ScenarioReader.Outcome(title: title, diagnostics: [], streamed: true)
    }
}

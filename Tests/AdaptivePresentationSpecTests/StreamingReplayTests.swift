import AdaptivePresentation
import Foundation
import Testing

@testable import AdaptivePresentationSpec

/// A scenario longer than what is held at once replays step by step as it is read (issue 12). The tests
/// lower ``SpecLimits/maximumFileSize`` to 4 KiB, so that a few hundred steps stream.
@Suite("Streaming a long scenario")
struct StreamingReplayTests {
    static let small = SpecLimits(maximumFileSize: 4096)

    /// A scenario that resizes an iPad window back and forth, every other step with an expectation.
    static func resizes(_ count: Int, failingAt failing: Int? = nil, extra: (Int) -> String? = { _ in nil }) -> String {
        var text =
            "scenario: Resize \(count) times\ndevice: ipad-air-2\norientation: landscape\n"
            + "storyboard: {initial: A, controllers: {A: {}}}\nsteps:\n"
        for index in 0..<count {
            if let line = extra(index) {
                text += line
            } else if index.isMultiple(of: 2) {
                let width = index == failing ? 999 : 320
                text += "  - resize: oneThird\n    expect: {presented: none, window: {width: \(width), height: 768}}\n"
            } else {
                text += "  - resize: twoThirds\n"
            }
        }
        return text
    }

    /// How a file was read and replayed.
    enum Outcome {
        /// Held whole; the run has every step.
        case held(ScenarioRun)
        /// Streamed; the run has every step the observer was told about as the file was read.
        case streamed(ScenarioRun)
        case invalid(title: String?, diagnostics: [Diagnostic])
    }

    /// Reads the file at `path` into the one replay loop, every step collected.
    static func read(_ path: String, limits: SpecLimits = .standard) throws -> (
        outcome: Outcome, collector: StepCollector, streamed: Bool
    ) {
        let collector = StepCollector()
        let replay = ScenarioReplay(catalog: try DeviceCatalog.builtIn, observer: collector)
        let read = ScenarioReader(loader: ScenarioLoader(catalog: try DeviceCatalog.builtIn, limits: limits))
            .read(path: path, into: replay)
        guard !read.isInvalid, let run = replay.run(steps: collector.steps) else {
            return (.invalid(title: read.title, diagnostics: read.diagnostics), collector, read.streamed)
        }
        return (read.streamed ? .streamed(run) : .held(run), collector, read.streamed)
    }

    /// Writes `text` to a file of its own and replays it, collecting the steps told as they streamed.
    static func replay(
        _ text: String, limits: SpecLimits = small
    ) throws -> (outcome: Outcome, steps: [StepResult], streamedTitle: String?) {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("adaptive-sim-stream-\(UUID()).yaml")
        try Data(text.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let (outcome, collector, streamed) = try read(url.path, limits: limits)
        guard streamed else { return (outcome, [], nil) }
        return (outcome, collector.steps, Self.title(of: outcome))
    }

    private static func title(of outcome: Outcome) -> String? {
        switch outcome {
        case let .held(run), let .streamed(run): run.title
        case let .invalid(title, _): title
        }
    }

    /// Every diagnostic, as printed, with the file's name left out.
    static func messages(_ outcome: Outcome) -> [String] {
        guard case let .invalid(_, diagnostics) = outcome else { return [] }
        return diagnostics.map { diagnostic in
            diagnostic.description.split(separator: "\n").map { line in
                line.split(separator: ":", maxSplits: 1).last.map(String.init) ?? String(line)
            }.joined(separator: "\n")
        }
    }

    @Test("a file within the limit is held whole and replayed as the loader replays it")
    func heldWhole() throws {
        let text = Self.resizes(20)
        let (outcome, steps, streamedTitle) = try Self.replay(text)
        guard case let .held(run) = outcome else {
            Issue.record("expected the file to be held whole, got \(outcome)")
            return
        }
        #expect(steps.isEmpty)
        #expect(streamedTitle == nil)
        let loaded = try ScenarioLoader(catalog: DeviceCatalog.builtIn).loadScenario(
            from: SpecSource(file: "x.yaml", text: text))
        #expect(run.steps == Simulation.replay(loaded, catalog: try DeviceCatalog.builtIn).steps)
        #expect(run.steps.count == 20)
    }

    @Test("a longer file streams: every step reaches the observer, the same as a replay of the whole file")
    func streamsEveryStep() throws {
        let text = Self.resizes(400, failingAt: 300)
        let (outcome, steps, streamedTitle) = try Self.replay(text)
        guard case let .streamed(run) = outcome else {
            Issue.record("expected the file to stream, got \(outcome)")
            return
        }
        #expect(streamedTitle == "Resize 400 times")
        // The run holds what the observer kept (here every step): the replay itself holds none.
        #expect(run.steps == steps)
        #expect(run.setting?.device == "ipad-air-2")
        // The same file held whole (standard limits) replays to the very same steps.
        let loaded = try ScenarioLoader(catalog: DeviceCatalog.builtIn).loadScenario(
            from: SpecSource(file: "x.yaml", text: text))
        let whole = Simulation.replay(loaded, catalog: try DeviceCatalog.builtIn)
        #expect(steps.count == 400)
        #expect(steps == whole.steps)
        #expect(steps.filter { !$0.passed }.map(\.index) == [300])
    }

    @Test("a step that does not decode stops the replay there, and every problem of the rest is reported")
    func invalidStepStopsTheReplay() throws {
        let text = Self.resizes(300) { index in
            switch index {
            case 150: "  - resize: oneQuarter\n"
            case 250: "  - rotate: sideways\n"
            default: nil
            }
        }
        let (outcome, steps, _) = try Self.replay(text)
        #expect(steps.count == 150)
        #expect(steps.last?.index == 149)
        let messages = Self.messages(outcome)
        #expect(messages.count == 2)
        #expect(messages.first?.contains("unknown layout 'oneQuarter'") == true)
        #expect(messages.first?.contains("steps[150].resize") == true)
        #expect(messages.last?.contains("steps[250].rotate") == true)
        guard case let .invalid(title, diagnostics) = outcome else { return }
        #expect(title == "Resize 300 times")
        #expect(diagnostics.first?.location?.line == 6 + 150 + 75)
    }

    @Test("an input error found while streaming is located at its step")
    func inputErrorIsLocated() throws {
        let text = Self.resizes(300) { index in index == 200 ? "  - dismiss: programmatic\n" : nil }
        let (outcome, steps, _) = try Self.replay(text)
        #expect(steps.count == 200)
        let messages = Self.messages(outcome)
        #expect(messages.count == 1)
        #expect(messages.first?.contains("nothing is presented to dismiss") == true)
        #expect(messages.first?.contains("steps[200].dismiss") == true)
    }

    @Test("in a streamed file a key after 'steps' is an error at that key")
    func keyAfterSteps() throws {
        let text = Self.resizes(300) + "ios: 12\n"
        let (outcome, _, _) = try Self.replay(text)
        let messages = Self.messages(outcome)
        #expect(messages.count == 1)
        #expect(messages.first?.contains("'ios' comes after 'steps'") == true)
        // Held whole, the same order is fine.
        let (held, _, _) = try Self.replay(Self.resizes(20) + "ios: 12\n")
        guard case let .held(run) = held else {
            Issue.record("expected the file to be held whole")
            return
        }
        #expect(run.setting?.iOS == 12)
    }

    @Test("a YAML error after steps have streamed is reported at its place")
    func syntaxErrorWhileStreaming() throws {
        let text = Self.resizes(300) { index in index == 280 ? "  - resize: [oneThird\n" : nil }
        let (outcome, steps, _) = try Self.replay(text)
        #expect(steps.count > 0)
        let messages = Self.messages(outcome)
        #expect(messages.count == 1)
        #expect(messages.first?.contains("invalid YAML") == true)
    }

    @Test("a file longer than the limit streams from its first step; one within it is held whole")
    func streamsFromTheFirstStep() throws {
        // A syntax error at step 5: a long file has replayed the 5 steps before it, a short one none.
        let long = Self.resizes(300) { index in index == 5 ? "  - resize: [oneThird\n" : nil }
        #expect(long.utf8.count > Self.small.maximumFileSize)
        let (longOutcome, longSteps, longTitle) = try Self.replay(long)
        #expect(longSteps.map(\.index) == [0, 1, 2, 3, 4])
        #expect(longTitle == "Resize 300 times")
        #expect(Self.messages(longOutcome).first?.contains("invalid YAML") == true)
        let short = Self.resizes(20) { index in index == 5 ? "  - resize: [oneThird\n" : nil }
        #expect(short.utf8.count <= Self.small.maximumFileSize)
        let (shortOutcome, shortSteps, shortTitle) = try Self.replay(short)
        #expect(shortSteps.isEmpty)
        #expect(shortTitle == nil)
        #expect(Self.messages(shortOutcome).first?.contains("invalid YAML") == true)
    }

    @Test("a misindented line after steps have streamed gets the indentation hint, read in place")
    func indentationHintWhileStreaming() throws {
        let text = Self.resizes(300) { index in
            index == 280 ? "  - resize: oneThird\n     expect: {presented: none}\n" : nil
        }
        let messages = Self.messages(try Self.replay(text).outcome)
        #expect(messages.count == 1)
        #expect(
            messages.first?.hasPrefix("\(6 + 280 + 140 + 1):6: error: this line is indented 5 spaces, its siblings 4")
                == true, "\(messages)")
    }

    @Test("a step or a head larger than the limit is refused, not held")
    func oversizedParts() throws {
        let long = String(repeating: "x", count: 5000)
        let step = Self.resizes(300) { index in index == 200 ? "  - perform: \(long)\n" : nil }
        #expect(
            Self.messages(try Self.replay(step).outcome).first?.contains(
                "this step is larger than the limit of 4 KiB (4096 bytes) held at once") == true)
        let head = "scenario: \(String(repeating: "y", count: 9000))\n" + Self.resizes(10)
        #expect(
            Self.messages(try Self.replay(head).outcome).first?.contains(
                "the file holds more than 8 KiB (8192 bytes) before its steps") == true)
    }

    @Test("a file that is not a scenario is told apart, however long")
    func otherKind() throws {
        let text = "devices:\n" + (0..<600).map { "  - id: device-\($0)\n" }.joined()
        let messages = Self.messages(try Self.replay(text).outcome)
        #expect(messages.count == 1, "\(messages)")
        #expect(messages.first?.contains("the file holds more than 8 KiB (8192 bytes) before its steps") == true)
        // Within the limit, it is told apart by its top-level key, as any file held whole.
        let short = "devices:\n" + (0..<10).map { "  - id: device-\($0)\n" }.joined()
        #expect(Self.messages(try Self.replay(short).outcome).first?.contains("but this is a devices file") == true)
    }

    @Test(
        "aliases that expand past the limits are refused: in a file held whole before any step decodes, in a long one counted across the file"
    )
    func aliasBombWhileStreaming() throws {
        var bomb = "  - expect: {calls: &l0 [a, a, a, a, a, a, a, a, a, a]}\n"
        for level in 1...7 {
            bomb +=
                "  - expect: {calls: &l\(level) ["
                + Array(repeating: "*l\(level - 1)", count: 10).joined(separator: ", ") + "]}\n"
        }
        // A file held whole is bounded before any step is decoded.
        let held = Self.resizes(20) { index in index == 10 ? bomb : nil }
        let heldMessages = Self.messages(try Self.replay(held).outcome)
        #expect(heldMessages.first?.contains("aliases expand anchor") == true, "\(heldMessages)")
        // A long file streams from its first step: what aliases expand to is counted across the file, near its
        // start or further on.
        for at in [10, 200] {
            let long = Self.resizes(300) { index in index == at ? bomb : nil }
            let messages = Self.messages(try Self.replay(long).outcome)
            #expect(messages.contains { $0.contains("beyond the limit of 1000000 nodes") }, "\(messages)")
        }
        // Many small aliases count together, as they would in a file held whole.
        var many =
            "scenario: Many\ndevice: ipad-air-2\norientation: landscape\n"
            + "storyboard: {initial: A, controllers: {A: {}}}\nsteps:\n  - &s {resize: oneThird}\n"
        many += String(repeating: "  - *s\n", count: 400)
        let limited = SpecLimits(maximumFileSize: 1024, maximumNodes: 500)
        let manyMessages = Self.messages(try Self.replay(many, limits: limited).outcome)
        #expect(
            manyMessages == ["6:5: error: aliases expand the document beyond the limit of 500 nodes"], "\(manyMessages)"
        )
    }

    @Test("an empty file is reported as empty (found by the fuzzer: libyaml asserted on a mapping without address)")
    func emptyFile() throws {
        #expect(Self.messages(try Self.replay("").outcome) == ["1:1: error: file is empty"])
        #expect(Self.messages(try Self.replay("\u{FEFF}").outcome) == ["1:1: error: file is empty"])
    }

    @Test("a missing file and a folder are reported, not streamed")
    func unreadable() throws {
        let outcome = try Self.read("/nonexistent/adaptive-sim.yaml").outcome
        guard case let .invalid(_, diagnostics) = outcome else {
            Issue.record("expected an error")
            return
        }
        #expect(diagnostics.map(\.message) == ["cannot read file: no such file or directory"])

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("adaptive-sim-stream-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let pipe = folder.appendingPathComponent("pipe.yaml").path
        try #require(mkfifo(pipe, 0o600) == 0)
        for path in [folder.path, pipe] {
            let outcome = try Self.read(path).outcome
            guard case let .invalid(_, diagnostics) = outcome else {
                Issue.record("expected an error for \(path)")
                continue
            }
            #expect(
                diagnostics.first?.message.hasPrefix(
                    path == pipe ? "cannot read file: not a regular file" : "cannot read file: it is a directory")
                    == true)
        }
    }

    @Test("steps written as aliases stream too, and do not count as held text")
    func aliasSteps() throws {
        var text =
            "scenario: Aliases\ndevice: ipad-air-2\norientation: landscape\n"
            + "storyboard: {initial: A, controllers: {A: {}}}\nsteps:\n"
            + "  - &narrow {resize: oneThird, expect: {window: {width: 320, height: 768}}}\n"
            + "  - &wide {resize: twoThirds}\n"
        for index in 2..<2_000 { text += index.isMultiple(of: 2) ? "  - *narrow\n" : "  - *wide\n" }
        text += "  - resize: full\n    expect: {window: {width: 1024, height: 768}}\n"
        let (outcome, steps, _) = try Self.replay(text)
        guard case .streamed = outcome else {
            Issue.record("expected the file to stream, got \(Self.messages(outcome))")
            return
        }
        #expect(steps.count == 2_001)
        #expect(steps.allSatisfy { $0.passed })
        #expect(steps.last?.state.window.width == 1024)
    }

    @Test("anchors defined in steps that have streamed stay for the aliases after them, nested or not")
    func anchorsInStreamedSteps() throws {
        var text =
            "scenario: Anchors\ndevice: ipad-air-2\norientation: landscape\n"
            + "storyboard: {initial: A, controllers: {A: {}}}\nsteps:\n"
        for index in 0..<600 {
            switch index {
            case 300:
                // A step anchored whole, and an anchor inside another step, both defined once streaming.
                text +=
                    "  - &narrow {resize: oneThird, expect: &seen {presented: none, window: {width: 320, height: 768}}}\n"
            case 301:
                text += "  - resize: twoThirds\n    expect: {window: &wideWindow {width: 694, height: 768}}\n"
            case let index where index > 301 && index.isMultiple(of: 3):
                text += "  - *narrow\n"
            case let index where index > 301 && index % 3 == 1:
                text += "  - resize: twoThirds\n    expect: {window: *wideWindow}\n"
            case let index where index > 301:
                // The same expectation through an alias, on a step where it fails: the window is wide.
                text += "  - resize: twoThirds\n    expect: *seen\n"
            default:
                text += index.isMultiple(of: 2) ? "  - resize: oneThird\n" : "  - resize: twoThirds\n"
            }
        }
        let (outcome, steps, _) = try Self.replay(text)
        guard case .streamed = outcome else {
            Issue.record("expected the file to stream, got \(Self.messages(outcome))")
            return
        }
        // The same file held whole replays to the same steps.
        let (held, _, _) = try Self.replay(text, limits: .standard)
        guard case let .held(run) = held else {
            Issue.record("expected the file to be held whole, got \(held)")
            return
        }
        #expect(steps.count == 600)
        #expect(steps == run.steps)
        #expect(steps[303].expectations.allSatisfy { $0.passed })
        #expect(steps[304].expectations.allSatisfy { $0.passed })
        #expect(steps[305].expectations.contains { !$0.passed && $0.key == "window" })
    }

    @Test("the steps a long file keeps for their anchors are bounded by the limit held at once")
    func keptAnchorsAreBounded() throws {
        // Every step defines an anchor, so every step is kept: past 4 KiB of them the file is refused at the
        // anchor of the step that goes past.
        let text = Self.resizes(300) { index in "  - &s\(index) {resize: oneThird}\n" }
        let messages = Self.messages(try Self.replay(text).outcome)
        #expect(messages.count == 1, "\(messages)")
        let first = messages.first ?? ""
        #expect(
            first.hasSuffix(
                ": error: the steps that define anchors hold more than the limit of 4 KiB (4096 bytes) at once (each is kept for the aliases after it); repeat the text instead"
            ), "\(first)")
        // The step at which the kept steps pass 4,096 bytes: each `  - &sN {resize: oneThird}` line after the
        // header is kept whole, from its `&` to its closing brace.
        let header =
            "scenario: Resize 300 times\ndevice: ipad-air-2\norientation: landscape\n"
            + "storyboard: {initial: A, controllers: {A: {}}}\nsteps:\n"
        var kept = 0, line = header.split(separator: "\n").count
        for index in 0..<300 {
            line += 1
            kept += "&s\(index) {resize: oneThird}".utf8.count
            if kept > 4096 { break }
        }
        #expect(first.hasPrefix("\(line):5:"), "\(first)")
    }
}

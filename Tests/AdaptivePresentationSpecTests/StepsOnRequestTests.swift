import AdaptivePresentation
import Foundation
import Testing

@testable import AdaptivePresentationSpec

/// A scenario file hands out its steps when the replay asks for the next, on the replay's thread; the files
/// library starts no thread of its own.
@Suite("Steps on request")
struct StepsOnRequestTests {
    private static func write(_ text: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("adaptive-sim-pull-\(UUID()).yaml")
        try Data(text.utf8).write(to: url)
        return url.path
    }

    @Test("a long file's steps are replayed on the caller's thread, held or streamed", arguments: [4096, 1 << 20])
    func callersThread(limit: Int) throws {
        let path = try Self.write(StreamingReplayTests.resizes(300))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let catalog = try DeviceCatalog.builtIn
        let replay = OneReadTests.CountingReplay(catalog: catalog)
        let outcome = ScenarioReader(
            loader: ScenarioLoader(catalog: catalog, limits: SpecLimits(maximumFileSize: limit))
        ).read(path: path, into: replay)
        #expect(outcome.streamed == (limit == 4096))
        #expect(!outcome.isInvalid)
        #expect(replay.taken == Array(0..<300))
        #expect(replay.threads == [OneReadTests.CountingReplay.currentThread])
    }

    @Test("steps come one at a time when asked for; a stop ends them, and the rest is still read for its problems")
    func pulledOneAtATime() throws {
        // Step 250 names a layout that does not exist: a problem of the file the replay never reaches.
        let text = StreamingReplayTests.resizes(300) { index in index == 250 ? "  - resize: quarter\n" : nil }
        let path = try Self.write(text)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let catalog = try DeviceCatalog.builtIn
        let steps = ScenarioReader(loader: ScenarioLoader(catalog: catalog, limits: SpecLimits(maximumFileSize: 4096)))
            .open(path: path)
        #expect(steps.isStreamed)
        let scenario = try #require(steps.scenario)
        #expect(scenario.steps.isEmpty, "a streamed scenario holds none of its steps")
        let replay = ScenarioReplay(catalog: catalog)
        try replay.begin(scenario)
        for expected in 0..<3 {
            let next = try #require(steps.nextStep())
            #expect(next.index == expected)
            try replay.take(next.step, index: next.index)
        }
        // The replay stops at step 2, as at an input error there.
        steps.stop(at: ScenarioInputError(.nothingToDismiss, at: .step(2, key: "resize")))
        #expect(steps.nextStep() == nil)
        let outcome = steps.finish()
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let stepLine = try #require(lines.firstIndex { $0.hasPrefix("  - resize: twoThirds") }) + 1
        let badLine = try #require(lines.firstIndex { $0.hasPrefix("  - resize: quarter") }) + 1
        #expect(
            outcome.diagnostics.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0) \($0.path)" } == [
                "\(stepLine + 1):13 steps[2].resize", "\(badLine):13 steps[250].resize",
            ])
    }

    @Test("the files library starts no thread and takes no lock: no Thread, NSCondition or queue in its sources")
    func noThreadInTheFilesLibrary() throws {
        let folder = FixtureFiles.repositoryRoot.appendingPathComponent("Sources/AdaptivePresentationSpec")
        let enumerator = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
        let pattern = try Regex(
            #"\b(Thread|NSCondition|NSConditionLock|DispatchQueue|OperationQueue|pthread_create)\b"#)
        var found: [String] = []
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            let text = try String(contentsOf: url, encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") && line.contains(pattern) {
                found.append("\(url.lastPathComponent):\(number + 1)")
            }
        }
        #expect(found.isEmpty)
    }
}

/// A long file's repeated steps are decoded once and handed out as the held file's are.
@Suite("Steps written again")
struct RepeatedStepTests {
    @Test("a streamed file replays as the same file held whole: repeated steps, anchors and aliases alike")
    func streamedAsHeld() throws {
        let text = StreamingReplayTests.resizes(300, failingAt: 120) { index in
            switch index {
            case 10: "  - &back {resize: twoThirds, expect: {presented: none}}\n"
            case 20, 40: "  - *back\n"
            case 30: "  - {resize: twoThirds, expect: {presented: none}}\n"
            default: nil
            }
        }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("adaptive-sim-again-\(UUID()).yaml")
        try Data(text.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let streamed = try StreamingReplayTests.read(url.path, limits: SpecLimits(maximumFileSize: 4096))
        let held = try StreamingReplayTests.read(url.path, limits: .standard)
        #expect(streamed.streamed && !held.streamed)
        #expect(streamed.collector.steps.count == 300)
        #expect(streamed.collector.steps == held.collector.steps)
        #expect(streamed.collector.steps.filter { !$0.passed }.map(\.index) == [120])
    }
}

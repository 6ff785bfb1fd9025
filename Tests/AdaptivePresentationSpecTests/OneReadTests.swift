import AdaptivePresentation
import Foundation
import Testing

@testable import AdaptivePresentationSpec

/// A scenario file is read once and replayed once, held or streamed: an input error met by the replay is
/// located as the reader hands the step on, not by reading or replaying the file again.
@Suite("One read, one replay")
struct OneReadTests {
    /// Counts what the reader hands on, and the threads it is handed on, and replays it.
    final class CountingReplay: ScenarioStepConsumer {
        let replay: ScenarioReplay
        var begun = 0
        var taken: [Int] = []
        var threads: Set<UInt> = []

        init(catalog: DeviceCatalog) {
            replay = ScenarioReplay(catalog: catalog)
        }

        /// The calling thread, as a number.
        static var currentThread: UInt { UInt(bitPattern: Int(bitPattern: pthread_self())) }

        func begin(_ scenario: Scenario) throws(ScenarioInputError) {
            begun += 1
            threads.insert(Self.currentThread)
            try replay.begin(scenario)
        }

        func take(_ step: ScenarioStep, index: Int) throws(ScenarioInputError) {
            taken.append(index)
            threads.insert(Self.currentThread)
            try replay.take(step, index: index)
        }
    }

    private static func write(_ text: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("adaptive-sim-once-\(UUID()).yaml")
        try Data(text.utf8).write(to: url)
        return url.path
    }

    @Test(
        "an input error in a long file is located at its key with one read and one replay", arguments: [4096, 1 << 20])
    func inputErrorLocatedOnce(limit: Int) throws {
        // 300 steps; step 200 dismisses when nothing is presented (an input error only the replay finds).
        let text = StreamingReplayTests.resizes(300) { index in index == 200 ? "  - dismiss: programmatic\n" : nil }
        let path = try Self.write(text)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let catalog = try DeviceCatalog.builtIn
        let counting = CountingReplay(catalog: catalog)
        let outcome = ScenarioReader(
            loader: ScenarioLoader(catalog: catalog, limits: SpecLimits(maximumFileSize: limit))
        )
        .read(path: path, into: counting)
        #expect(outcome.streamed == (limit == 4096))
        #expect(SpecFileReads.count(of: path) == 1)
        #expect(counting.begun == 1)
        #expect(counting.taken == Array(0...200))
        #expect(counting.replay.stepCount == 200)
        // At the value of the step's `dismiss`, held or streamed alike.
        let line = text.split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.hasPrefix("  - dismiss") }.map { $0 + 1 }
        #expect(
            outcome.diagnostics.map(\.description) == [
                "\(path):\(line ?? 0):14: error: nothing is presented to dismiss at steps[200].dismiss"
            ])
    }

    @Test("a file passed over by the filter or its kind is read once and handed to no one")
    func passedOverOnce() throws {
        let catalog = try DeviceCatalog.builtIn
        let storyboard = try Self.write("controllers: {A: {}}\ninitial: A\n")
        let scenario = try Self.write(StreamingReplayTests.resizes(4))
        defer {
            try? FileManager.default.removeItem(atPath: storyboard)
            try? FileManager.default.removeItem(atPath: scenario)
        }
        var reader = ScenarioReader(loader: ScenarioLoader(catalog: catalog))
        reader.passesOverOtherKinds = true
        let skipped = CountingReplay(catalog: catalog)
        #expect(reader.read(path: storyboard, into: skipped).passedOver == .otherKind)
        reader.admits = { title in title == "another title" }
        #expect(reader.read(path: scenario, into: skipped).passedOver == .notAdmitted)
        #expect(skipped.begun == 0 && skipped.taken.isEmpty)
        #expect(SpecFileReads.count(of: storyboard) == 1)
        #expect(SpecFileReads.count(of: scenario) == 1)
    }
}

import AdaptivePresentation
import AdaptivePresentationSpec
import Foundation
import Testing

@testable import adaptive_sim

/// `replay FOLDER` opens each file of the folder once: the read that replays a scenario also tells it from
/// the storyboards and devices files beside it, and gives the title `--filter` matches.
struct FolderReplayReadsTests {
    @Test("a folder replay opens each file once, with and without --filter", arguments: [nil, "second"])
    func eachFileOpenedOnce(filter: String?) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("adaptive-sim-reads-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let scenario = { (title: String) in
            "scenario: \(title)\ndevice: ipad-air-2\nstoryboard: {initial: A, controllers: {A: {}}}\n"
                + "steps:\n  - resize: oneThird\n    expect: {presented: none}\n"
        }
        let files = [
            ("a-first.yaml", scenario("The first")),
            ("b-second.yaml", scenario("The second")),
            ("c-storyboard.yaml", "controllers: {A: {}}\ninitial: A\n"),
            (
                "d-devices.yaml",
                String(
                    decoding: try Data(
                        contentsOf: URL(fileURLWithPath: #filePath)
                            .deletingLastPathComponent().appendingPathComponent("../../devices.yaml")), as: UTF8.self)
            ),
        ]
        for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        let loader = ScenarioLoader(catalog: try DeviceCatalog.builtIn)
        let report = ReplayCommand.report(
            paths: [folder.path], loader: loader, matrix: RunMatrix(versions: [], devices: []),
            selection: RunSelection(filter: filter, shard: nil), progress: CollectingProgress(keepsEveryStep: false))
        #expect(report.outcomes.map(\.title) == (filter == nil ? ["The first", "The second"] : ["The second"]))
        #expect(report.outcomes.allSatisfy { $0.passed })
        for (name, _) in files {
            #expect(SpecFileReads.count(of: folder.appendingPathComponent(name).path) == 1, "\(name)")
        }
    }

    @Test("a folder whose scenarios the filter all turns away reports that the filter matches nothing, once")
    func filterMatchingNothing() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("adaptive-sim-filter-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(
            "scenario: Only\ndevice: ipad-air-2\nstoryboard: {initial: A, controllers: {A: {}}}\nsteps: []\n".utf8
        ).write(to: folder.appendingPathComponent("only.yaml"))
        let report = ReplayCommand.report(
            paths: [folder.path], loader: ScenarioLoader(catalog: try DeviceCatalog.builtIn),
            matrix: RunMatrix(versions: [], devices: []), selection: RunSelection(filter: "zzzz", shard: nil),
            progress: CollectingProgress(keepsEveryStep: false))
        #expect(report.outcomes.flatMap(\.diagnostics).map(\.code) == [.noScenarioMatches(filter: "zzzz")])
    }
}

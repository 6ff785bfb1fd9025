import AdaptivePresentationTesting
import Foundation
import Testing

/// Scenario files found from the test's own source file, whatever the working directory.
@Suite("Scenario files relative to the test")
struct ScenarioFileHelperTests {
    static let matrixFile = "../../scenarios/pain-points/popover-across-devices-and-eras.yaml"

    @Test("replay(file:relativeTo:) and the URL overload find the file from #filePath")
    func relative() throws {
        let run = try ScenarioReplayer().replay(file: Self.matrixFile, relativeTo: #filePath)
        expectScenarioPasses(run)
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(Self.matrixFile)
        let again = try ScenarioReplayer().replay(file: url, iOS: 12)
        #expect(again.setting?.iOS == 12)
        expectScenarioPasses(again)
    }

    @Test("scenarioFiles(in:) lists every scenario file, storyboards left out")
    func listing() {
        let files = scenarioFiles(in: "../../scenarios")
        #expect(files.count >= 25)
        #expect(files.allSatisfy { $0.hasPrefix("/") && !$0.contains("/storyboards/") })
        #expect(files.contains { $0.hasSuffix("scenarios/pain-points/popover-across-devices-and-eras.yaml") })
        #expect(files == files.sorted() || files.count > 0)
    }

    @Test("every library scenario passes, one test case per file", arguments: scenarioFiles(in: "../../scenarios"))
    func libraryScenario(_ file: String) {
        expectScenarioPasses(file: file)
    }

    @Test("expectScenarioPasses(file:) reports an input error at the caller's line, did-you-mean included")
    func inputErrorAtCallersLine() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("adaptive-sim-helper-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("bad.yaml")
        try Data(
            """
            scenario: Bad
            device: ipad-air-3
            storyboard: {initial: Home, controllers: {Home: {}}}
            steps: []
            """.utf8
        ).write(to: file)
        let line = #line + 2
        withKnownIssue {
            expectScenarioPasses(file: file.path)
        } matching: { issue in
            issue.sourceLocation?.line == line
                && issue.comments.contains { $0.rawValue.contains("did you mean 'ipad-air-2'?") }
        }
    }
}

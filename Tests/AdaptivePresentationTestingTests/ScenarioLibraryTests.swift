import AdaptivePresentationTesting
import Foundation
import Testing

/// The scenario library in `scenarios/`, replayed through the testing helpers users call.
struct ScenarioLibraryTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let scenarioFiles: [String] = SpecValidator.files(for: [repository.appendingPathComponent("scenarios").path])
        .map { String($0.dropFirst(repository.path.count + 1)) }

    @Test func theLibraryHasPamperedPetsAndADozenPainPoints() {
        #expect(Self.scenarioFiles.filter { $0.hasPrefix("scenarios/pampered-pets/") }.count >= 2)
        #expect(Self.scenarioFiles.filter { $0.hasPrefix("scenarios/pain-points/") }.count >= 12)
    }

    @Test func theLibraryTeachesAnimatedTransitions() {
        #expect(Self.scenarioFiles.filter { $0.hasPrefix("scenarios/transitions/") }.count >= 15)
    }

    @Test(arguments: scenarioFiles)
    func scenarioPasses(_ file: String) throws {
        let run = try ScenarioReplayer().replay(file: Self.repository.appendingPathComponent(file).path)
        expectScenarioPasses(run)
    }

    @Test func everyScenarioFileStartsWithAComment() throws {
        for file in Self.scenarioFiles {
            let text = try String(contentsOf: Self.repository.appendingPathComponent(file), encoding: .utf8)
            #expect(text.hasPrefix("# "), "\(file) should start with a comment saying what it demonstrates")
        }
    }

    @Test func iOSOverrideChangesTheEra() throws {
        let file = Self.repository.appendingPathComponent("scenarios/pain-points/automatic-by-era.yaml").path
        let run = try ScenarioReplayer().replay(file: file, iOS: 12)
        #expect(!run.passed)
        #expect(run.steps.first?.state.style == .fullScreen)
        let pageSheet = try ScenarioReplayer().replay(file: file, iOS: 13)
        #expect(pageSheet.steps.first?.state.style == .pageSheet)
    }

    @Test func invalidFileThrowsLocatedDiagnostics() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("replayer-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("bad.yaml")
        try "scenario: Bad\ndevice: ipad-ar-2\nstoryboard: {initial: A, controllers: {A: {}}}\nsteps: []\n".write(
            to: file, atomically: true, encoding: .utf8)
        #expect(throws: SpecError.self) { try ScenarioReplayer().replay(file: file.path) }
        do {
            _ = try ScenarioReplayer().replay(file: file.path)
        } catch {
            #expect(
                error.diagnostics.map(\.description) == [
                    "\(file.path):2:9: error: unknown device 'ipad-ar-2' at device\n\(file.path):2:9: note: did you mean 'ipad-air-2'?"
                ])
        }
    }
}

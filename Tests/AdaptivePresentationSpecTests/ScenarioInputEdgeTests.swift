import AdaptivePresentation
import AdaptivePresentationSpec
import Foundation
import Testing

/// Scenario inputs beyond the fixtures: a storyboard that is a pipe, files of another kind, a valid inline
/// scenario under several eras.
@Suite("Scenario inputs that must not hang or mislead", .timeLimit(.minutes(1)))
struct ScenarioInputEdgeTests {
    private static func loader() throws(SpecError) -> ScenarioLoader {
        ScenarioLoader(catalog: try SpecLoader.builtInDevices())
    }

    private static func diagnostics(_ text: String, file: String = "scenario.yaml") throws -> String {
        do {
            _ = try loader().loadScenario(from: SpecSource(file: file, text: text))
            return ""
        } catch {
            return error.description
        }
    }

    @Test("a storyboard path that is a pipe is refused instead of blocking the replay")
    func fifoStoryboard() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("adaptive-sim-fifo-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let pipe = folder.appendingPathComponent("storyboard.yaml").path
        try #require(mkfifo(pipe, 0o600) == 0)
        let scenario = folder.appendingPathComponent("scenario.yaml").path
        let text = "scenario: Pipe\ndevice: iphone-15\nstoryboard: storyboard.yaml\nsteps: []\n"
        do {
            _ = try Self.loader().loadScenario(from: SpecSource(file: scenario, text: text))
            Issue.record("a pipe was accepted as a storyboard")
        } catch {
            #expect(
                error.description
                    == "\(scenario):3:13: error: cannot read storyboard 'storyboard.yaml': not a regular file at storyboard"
            )
        }
    }

    @Test("a storyboard or devices file replayed as a scenario says what it is")
    func otherKinds() throws {
        #expect(
            try Self.diagnostics("initial: Home\ncontrollers: {Home: {}}\n") == """
                scenario.yaml:1:1: error: expected a scenario file (top-level 'scenario'), but this is a storyboard (top-level 'controllers')
                """)
        #expect(
            try Self.diagnostics("devices:\n  - id: x\n") == """
                scenario.yaml:1:1: error: expected a scenario file (top-level 'scenario'), but this is a devices file (top-level 'devices')
                """)
    }

    @Test("a misspelt key of a scenario is not mistaken for another kind of file")
    func misspeltKeyIsNotAKind() throws {
        let text = """
            scenario: Typo
            devices: iphone-15
            storyboard: {initial: Home, controllers: {Home: {}}}
            steps: []
            """
        #expect(
            try Self.diagnostics(text) == """
                scenario.yaml:1:1: error: missing required key 'device'
                scenario.yaml:2:1: error: unknown key 'devices'
                scenario.yaml:2:1: note: did you mean 'device'?
                """)
    }

    @Test("a valid inline scenario loads and replays", arguments: [nil, 9, 26])
    func validInline(_ iOS: Int?) throws {
        let text = """
            scenario: Inline
            device: iphone-15
            storyboard:
              initial: Home
              controllers: {Home: {}, Sheet: {}}
              segues: [{id: Open, from: Home, to: Sheet, kind: presentModally, presentation: formSheet}]
            steps:
              - perform: Open
                expect: {presented: Sheet}
            """
        let loader = try Self.loader()
        let scenario = try loader.loadScenario(from: SpecSource(file: "scenario.yaml", text: text), iOS: iOS)
        #expect(scenario.era == (iOS.flatMap(Era.init(iOS:)) ?? .newest))
        #expect(Simulation.replay(scenario, catalog: loader.catalog).passed)
    }
}

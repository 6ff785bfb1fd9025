import AdaptivePresentation
import AdaptivePresentationSpec
import Testing

/// The expectation keys are declarations (``ObservationKey``, ``ExpectationVocabulary``): the standard ones
/// each have a decoder, and a key declared here, in a test, is decoded from `expect:`, checked by a replay,
/// reported and recorded like the standard ones, with no other change. The observed width is UIKit's: an
/// iPhone 12's window in portrait is 390 points wide.
@Suite("Expectation vocabulary")
struct ExpectationVocabularyTests {
    /// A key of the test's own: the window's width alone.
    static let windowWidth = ObservationKey("windowWidth", reportPosition: 100) { .number($0.window.width) }

    static let vocabulary = ExpectationVocabulary.standard
        .adding(windowWidth, decoder: ExpectedValueDecoder { $0.number().map(TraceValue.number) })

    static func scenario(width: String) -> String {
        """
        scenario: Window width
        device: iphone-12
        storyboard:
          initial: Home
          controllers:
            Home: {}
        steps:
          - rotate: portrait
            expect: {windowWidth: \(width), visible: Home}
        """
    }

    static func loader(_ vocabulary: ExpectationVocabulary = vocabulary) throws -> ScenarioLoader {
        ScenarioLoader(catalog: try DeviceCatalog.builtIn, vocabulary: vocabulary)
    }

    static func run(width: String) throws -> ScenarioRun {
        let scenario = try loader().loadScenario(from: SpecSource(file: "w.yaml", text: scenario(width: width)))
        return Simulation.replay(scenario, catalog: try DeviceCatalog.builtIn)
    }

    static func problems(_ text: String, _ vocabulary: ExpectationVocabulary = vocabulary) throws -> [String] {
        let loader = try loader(vocabulary)
        do {
            _ = try loader.loadScenario(from: SpecSource(file: "w.yaml", text: text))
            return []
        } catch {
            return error.diagnostics.map { ([$0.message] + $0.notes.map(\.message)).joined(separator: "; ") }
        }
    }

    @Test("every standard key has a decoder, in the order of the registry")
    func standardKeys() {
        #expect(ExpectationVocabulary.standard.keys == ObservationKey.all)
        #expect(
            ObservationKey.all.map(\.name) == [
                "presented", "style", "appearance", "substituted", "calls", "traits", "window", "frame", "stack",
                "visible",
                "retainedSegues", "error", "detent", "dimmed", "collapsed", "displayMode", "transition",
                "transitionCalls", "views", "layers", "hazards", "presentingViews",
            ])
        #expect(Set(ObservationKey.all.map(\.reportPosition)).count == ObservationKey.all.count)
    }

    @Test("a key of one's own decodes from expect: and passes a replay")
    func passes() throws {
        let run = try Self.run(width: "390")
        #expect(run.passed, "\(run.failures.map(\.expectation))")
        let results = run.steps[0].expectations
        #expect(results.map(\.key) == ["windowWidth", "visible"])
        #expect(
            results.first
                == ExpectationResult(key: "windowWidth", expected: .number(390), actual: .number(390), passed: true))
    }

    @Test("a key of one's own fails a replay, reported with its values")
    func fails() throws {
        let run = try Self.run(width: "320")
        #expect(!run.passed)
        let failure = try #require(run.failures.first)
        #expect(
            failure.expectation
                == ExpectationResult(key: "windowWidth", expected: .number(320), actual: .number(390), passed: false))
        #expect("\(failure.expectation.expected) \(failure.expectation.actual)" == "320 390")
        #expect(run.failures.count == 1)
    }

    @Test("a bad value of a key of one's own is reported by its decoder")
    func badValue() throws {
        #expect(try Self.problems(Self.scenario(width: "wide")) == ["expected a number, found the string 'wide'"])
    }

    @Test("without the key, it is an unknown key; with it, a misspelling is suggested it")
    func unknownKey() throws {
        let standard = try Self.problems(Self.scenario(width: "390"), .standard)
        #expect(standard.count == 1)
        #expect(standard.first?.hasPrefix("unknown key 'windowWidth'") == true)
        let misspelt = Self.scenario(width: "390").replacingOccurrences(of: "windowWidth:", with: "windowWidht:")
        #expect(try Self.problems(misspelt).first?.contains("windowWidth") == true)
    }

    @Test("--record rewrites a key of one's own")
    func record() throws {
        let recording = try ScenarioRecorder.record(
            SpecSource(file: "w.yaml", text: Self.scenario(width: "320")), loader: Self.loader())
        #expect(String(decoding: recording.bytes, as: UTF8.self) == Self.scenario(width: "390"))
        #expect(recording.changes == ["steps[0].expect.windowWidth: 320 -> 390"])
    }

    @Test("adding a key of a standard name replaces it in place")
    func replacing() throws {
        let loose = ObservationKey("visible", reportPosition: 7) { .string($0.visible.lowercased()) }
        let vocabulary = ExpectationVocabulary.standard.adding(
            loose, decoder: ExpectedValueDecoder { $0.string().map(TraceValue.string) })
        #expect(vocabulary.keys.map(\.name) == ObservationKey.all.map(\.name))
        let text = Self.scenario(width: "390").replacingOccurrences(
            of: "windowWidth: 390, visible: Home", with: "visible: home")
        let scenario = try Self.loader(vocabulary).loadScenario(from: SpecSource(file: "w.yaml", text: text))
        #expect(Simulation.replay(scenario, catalog: try DeviceCatalog.builtIn).passed)
    }
}

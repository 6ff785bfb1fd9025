import AdaptivePresentation
import AdaptivePresentationSpec
import Foundation
import Testing

/// A scenario's `segueClasses:` and `controllers:` add what lives in the app's code, to YAML storyboards as
/// to Interface Builder ones, and change what the replay does.
@Suite("Code facts a scenario adds")
struct CodeFactsTests {
    static func replay(_ text: String) throws -> ScenarioRun {
        let catalog = try SpecLoader.builtInDevices()
        let scenario = try ScenarioLoader(catalog: catalog).loadScenario(
            from: SpecSource(file: "facts.yaml", text: text))
        return Simulation.replay(scenario, catalog: catalog)
    }

    static let storyboard = """
        storyboard:
          initial: Home
          controllers:
            Home: {anchors: [share]}
            Sheet: {}
            Info: {}
          segues:
            - {id: ShowSheet, from: Home, to: Sheet, kind: presentModally, presentation: formSheet}
            - {id: ShowInfo, from: Home, to: Info, kind: popover, anchor: share, class: InfoSegue}
          segueClasses:
            InfoSegue: {}
        """

    @Test("shouldPerformSegue answers, isModalInPresentation and unwind actions apply to a YAML storyboard")
    func yamlStoryboard() throws {
        let run = try Self.replay(
            """
            scenario: Facts
            device: iphone-12
            ios: 17
            \(Self.storyboard)
            controllers:
              Home:
                shouldPerformSegue: {ShowInfo: false}
                unwindActions: [backHome]
              Sheet: {isModalInPresentation: true}
            steps:
              - trigger: ShowInfo
                expect: {presented: none, calls: ["shouldPerformSegue(withIdentifier:sender:)"]}
              - trigger: ShowSheet
                expect: {presented: Sheet}
              - dismiss: swipe
                expect: {presented: Sheet}
              - unwind: backHome
                expect: {presented: none}
            """)
        #expect(run.inputError == nil)
        #expect(run.failures.map { "\($0.step.index) \($0.expectation)" } == [])
        #expect(run.steps.count == 4)
    }

    @Test("segueClasses gives a storyboard's class its delegate, replacing the storyboard's own description")
    func segueClasses() throws {
        let run = try Self.replay(
            """
            scenario: Facts
            device: iphone-12
            ios: 17
            \(Self.storyboard)
            controllers:
              Home: {anchorFrames: {share: {x: 300, y: 60, width: 44, height: 44}}}
            segueClasses:
              InfoSegue:
                delegate: {adaptivePresentationStyle: none}
            steps:
              - perform: ShowInfo
                expect: {presented: Info, style: popover, appearance: popover}
            """)
        #expect(run.inputError == nil)
        #expect(run.passed, "\(run.failures)")
    }
}

import AdaptivePresentation
import AdaptivePresentationSpec
import Foundation
import Testing

/// `sheet:`, `adaptiveSheet:` and the split view keys (the "Scenario and storyboard files" article, "Storyboards"), the detent and column events and the
/// new expectations: decoded, or refused with located diagnostics.
struct SheetAndSplitDecodingTests {
    private static func load(_ text: String) throws(SpecError) -> Scenario {
        try ScenarioLoader(catalog: try SpecLoader.builtInDevices()).loadScenario(
            from: SpecSource(file: "s.yaml", text: text))
    }

    private static func diagnostics(_ text: String) -> String {
        do {
            _ = try load(text)
            return ""
        } catch {
            return error.description
        }
    }

    @Test("a sheet, an adaptive sheet and a column-style split view decode into the storyboard")
    func decodes() throws {
        let scenario = try Self.load(
            """
            scenario: Decodes
            device: iphone-12
            storyboard:
              initial: Root
              controllers:
                Root:
                  kind: split
                  split:
                    style: tripleColumn
                    primary: A
                    supplementary: B
                    secondary: C
                    preferredDisplayMode: twoBesideSecondary
                    preferredPrimaryColumnWidthFraction: 0.3
                    delegate: {topColumnForCollapsing: proposed, notifications: [didCollapse]}
                A:
                  sheet: {detents: [medium, {id: small, height: 200}, {id: hidden, height: null}, large], selectedDetent: small}
                B:
                  adaptiveSheet: {detents: [medium], largestUndimmedDetent: medium, prefersGrabberVisible: true}
                C: {}
            steps:
              - expect: {collapsed: true, displayMode: twoBesideSecondary, detent: none, dimmed: false}
            """)
        let root = try #require(scenario.storyboard.controllers["Root"]?.splitConfiguration)
        #expect(root.style == .tripleColumn)
        #expect(root.supplementary == "B")
        #expect(root.preferredPrimaryColumnWidthFraction == 0.3)
        #expect(root.delegate?.topColumnForCollapsing == .some(nil))
        #expect(root.delegate?.notifications == [.didCollapse])
        #expect(root.delegate?.collapseSecondary == nil, "only the named methods exist")
        let sheet = try #require(scenario.storyboard.controllers["A"]?.sheet)
        #expect(sheet.detents == [.medium, .custom("small", height: 200), .custom("hidden", height: nil), .large])
        #expect(sheet.selectedDetentIdentifier == "small")
        #expect(scenario.storyboard.controllers["B"]?.adaptiveSheet?.largestUndimmedDetentIdentifier == "medium")
        #expect(
            scenario.steps.first?.expectations == [
                .collapsed(true), .displayMode(.twoBesideSecondary), .detent(nil), .dimmed(false),
            ])
    }

    @Test("bad detents and split keys are located, with did-you-mean")
    func badInput() {
        let text = """
            scenario: Bad
            device: iphone-12
            storyboard:
              initial: Root
              controllers:
                Root:
                  kind: split
                  split: {primary: A, secondary: B, style: doubleColum, compact: Nowhere}
                A:
                  sheet: {detents: [large, medium]}
                B:
                  sheet: {detents: [meduim]}
            steps:
              - drag: large
              - showColumn: primery
            """
        #expect(
            Self.diagnostics(text) == """
                s.yaml:8:48: error: unknown split style 'doubleColum' at storyboard.controllers.Root.split.style
                s.yaml:8:48: note: did you mean 'doubleColumn'?
                s.yaml:8:70: error: 'compact' belongs to a column-style split view (doubleColumn or tripleColumn) at storyboard.controllers.Root.split.compact
                s.yaml:8:70: error: unknown controller 'Nowhere' at storyboard.controllers.Root.split.compact
                s.yaml:8:70: note: expected one of: A, B, Root
                s.yaml:10:24: error: detents go from smallest to largest: 'medium' comes before 'large' at storyboard.controllers.A.sheet.detents
                s.yaml:12:25: error: unknown detent 'meduim': use medium, large or {id, height} at storyboard.controllers.B.sheet.detents[0]
                s.yaml:12:25: note: did you mean 'medium'?
                s.yaml:15:17: error: unknown column 'primery' at steps[1].showColumn
                s.yaml:15:17: note: did you mean 'primary'?
                """)
    }

    @Test("a detent or column event with nothing to act on is an input error at its step")
    func eventsWithoutTarget() {
        let text = """
            scenario: Nothing to drag
            device: iphone-12
            storyboard: {initial: A, controllers: {A: {}}}
            steps:
              - drag: large
            """
        #expect(Self.diagnostics(text) == "s.yaml:5:11: error: nothing is presented at steps[0].drag")
        let columns = """
            scenario: No columns
            device: iphone-12
            storyboard: {initial: A, controllers: {A: {}}}
            steps:
              - hideColumn: primary
            """
        #expect(
            Self.diagnostics(columns)
                == "s.yaml:5:17: error: no column-style split view controller (doubleColumn or tripleColumn) is on screen at steps[0].hideColumn"
        )
    }

    private static func columnScenario(iOS: Int, topColumn: String = "primary", step: String = "showColumn: primary")
        -> String
    {
        """
        scenario: Columns
        device: ipad-air-2
        orientation: landscape
        ios: \(iOS)
        storyboard:
          initial: Split
          controllers:
            Split: {kind: split, split: {style: doubleColumn, primary: A, secondary: B, delegate: {topColumnForCollapsing: \(topColumn), showDetail: true}}}
            A: {}
            B: {}
        steps:
          - \(step)
        """
    }

    @Test("R67, R71: a column style before iOS 14 and the inspector column before iOS 26 are input errors")
    func columnStylesByVersion() {
        #expect(
            Self.diagnostics(Self.columnScenario(iOS: 13)).contains(
                "error: split view controller 'Split' has style doubleColumn: a column-style split view exists from iOS 14 (R67), not on iOS 13"
            ))
        #expect(!Self.diagnostics(Self.columnScenario(iOS: 14)).contains("error"))
        #expect(
            Self.diagnostics(Self.columnScenario(iOS: 25, topColumn: "inspector")).contains(
                "error: the delegate of split view controller 'Split' answers topColumnForCollapsing: inspector: the inspector column exists from iOS 26 (R71), not on iOS 25"
            ))
        #expect(!Self.diagnostics(Self.columnScenario(iOS: 26, topColumn: "inspector")).contains("error"))
        #expect(
            Self.diagnostics(Self.columnScenario(iOS: 25, step: "showColumn: inspector")).contains(
                "error: the inspector column exists from iOS 26 (R71), not on iOS 25 at steps[0].showColumn"))
        #expect(!Self.diagnostics(Self.columnScenario(iOS: 26, step: "showColumn: inspector")).contains("error"))
    }

    @Test("R67: showDetail is a classic delegate method: a column-style delegate declaring it is warned")
    func showDetailIsClassic() {
        // Warnings are reported with the file's errors (here the iOS 13 one).
        #expect(
            Self.diagnostics(Self.columnScenario(iOS: 13)).contains(
                "'showDetail' is a classic delegate method: UIKit never calls it for a doubleColumn split view (R67)"))
        // validate shows the warnings of a scenario that is otherwise valid.
        let warnings = SpecValidator().validate(SpecSource(file: "scenario.yaml", text: Self.columnScenario(iOS: 14)))
        #expect(warnings.map(\.severity) == [.warning])
        #expect(warnings.first?.message.contains("'showDetail' is a classic delegate method") == true)
    }
}

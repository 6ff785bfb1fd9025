import AdaptivePresentation
import AdaptivePresentationSpec
import Testing

/// Anchors placed relative to the window follow it into Split View, so the popover still points at its
/// button; an anchor left outside the window is a warning of the replay. Geometry: the popover sits below
/// its anchor, 13-point arrow, 10-point margins (R28, R29); ipad-air-2 landscape is 1024×768 in full and
/// 694 wide in two thirds.
@Suite("Anchors that follow the window")
struct AnchorPlacementTests {
    static func run(anchorFrames: String, steps: String, iOS: Int = 26) throws(SpecError) -> ScenarioRun {
        let text = """
            scenario: Anchors
            device: ipad-air-2
            orientation: landscape
            ios: \(iOS)
            storyboard:
              initial: Home
              controllers:
                Home: {anchors: [button]}
                Picker: {preferredContentSize: {width: 320, height: 200}}
              segues: [{id: Open, from: Home, to: Picker, kind: popover, anchor: button}]
            controllers:
              Home:
                anchorFrames: {button: \(anchorFrames)}
            steps:
            \(steps)
            """
        let catalog = try DeviceCatalog.builtIn
        return Simulation.replay(
            try ScenarioLoader(catalog: catalog).loadScenario(from: SpecSource(file: "a.yaml", text: text)),
            catalog: catalog)
    }

    static let steps = "  - perform: Open\n  - resize: twoThirds"

    @Test("an anchor pinned to the trailing edge moves with the window")
    func pinned() throws {
        let run = try Self.run(anchorFrames: "{trailing: 20, top: 30, width: 44, height: 44}", steps: Self.steps)
        #expect(run.inputError == nil)
        #expect(
            run.steps.map { $0.state.geometry?.popoverSourceRect } == [
                Rect(x: 960, y: 30, width: 44, height: 44), Rect(x: 630, y: 30, width: 44, height: 44),
            ])
        #expect(run.notes.isEmpty)
    }

    @Test("a bar button item of the navigation bar sits below the status bar, of the toolbar at the bottom")
    func barButtonItems() throws {
        let navigation = try Self.run(anchorFrames: "{barButtonItem: navigationBar, trailing: 8}", steps: Self.steps)
        #expect(navigation.steps.last?.state.geometry?.popoverSourceRect == Rect(x: 642, y: 20, width: 44, height: 44))
        let toolbar = try Self.run(anchorFrames: "{barButtonItem: toolbar, leading: 16, width: 60}", steps: Self.steps)
        #expect(toolbar.steps.last?.state.geometry?.popoverSourceRect == Rect(x: 16, y: 724, width: 60, height: 44))
    }

    /// R130: from iOS 26 a popover anchored to a bar button item grows out of it with no arrow; one anchored
    /// to a view keeps its arrow.
    @Test("a bar-button popover has no arrow from iOS 26", arguments: [18, 26, 27])
    func barButtonMorph(iOS: Int) throws {
        let bar = try Self.run(anchorFrames: "{barButtonItem: navigationBar, trailing: 8}", steps: Self.steps, iOS: iOS)
        #expect(bar.steps.map { $0.state.geometry?.popoverHasArrow } == [iOS < 26, iOS < 26])
        let view = try Self.run(
            anchorFrames: "{trailing: 20, top: 30, width: 44, height: 44}", steps: Self.steps, iOS: iOS)
        #expect(view.steps.map { $0.state.geometry?.popoverHasArrow } == [true, true])
    }

    @Test("a fixed frame left outside the narrowed window is a warning, once per step")
    func outside() throws {
        let run = try Self.run(anchorFrames: "{x: 960, y: 30, width: 44, height: 44}", steps: Self.steps)
        #expect(run.notes.count == 1)
        #expect(run.notes.first?.severity == .warning)
        #expect(run.notes.first?.stepIndex == 1)
        #expect(
            run.notes.first?.description.hasPrefix(
                "warning: steps[1]: popover anchor 'button' at {x: 960, y: 30, width: 44, height: 44} lies outside the 694x768 window"
            ) == true)
    }

    @Test(
        "placements are checked",
        arguments: [
            ("{trailing: 20, leading: 4, top: 30, width: 44, height: 44}", "give one of 'leading' and 'trailing'"),
            ("{trailing: 20, width: 44, height: 44}", "give one of 'top' and 'bottom'"),
            ("{barButtonItem: tabBar, trailing: 8}", "unknown bar 'tabBar'"),
            ("{trailing: 20, top: 30, width: 44}", "missing required key 'height'"),
        ])
    func invalid(_ frame: String, _ message: String) throws {
        do {
            _ = try Self.run(anchorFrames: frame, steps: Self.steps)
            Issue.record("loads")
        } catch {
            #expect(error.diagnostics.contains { $0.message.hasPrefix(message) }, "\(error.diagnostics.map(\.message))")
        }
    }
}

import AdaptivePresentation
import Foundation
import Testing

@testable import AdaptivePresentationSpec

/// `transitionStyle:` in YAML storyboards, `modalTransitionStyle` in Interface Builder files, and the audit's
/// transition findings (R87, R89–R91).
struct TransitionStyleSpecTests {
    private static let fixture = "TransitionStyles.storyboard"

    private static func load(_ text: String) throws(SpecError) -> Scenario {
        try ScenarioLoader(catalog: try SpecLoader.builtInDevices()).loadScenario(
            from: SpecSource(file: "s.yaml", text: text))
    }

    private static func scenario(iOS: Int, presentation: String? = nil) -> String {
        """
        scenario: Curl
        device: iphone-12
        ios: \(iOS)
        storyboard:
          initial: Home
          controllers: {Home: {anchors: [button]}, Page: {}, Info: {}}
          segues:
            - {id: Curl, from: Home, to: Page, kind: presentModally, transitionStyle: partialCurl\(
                presentation.map { ", presentation: \($0)" } ?? "")}
            - {id: Pop, from: Home, to: Info, kind: popover, anchor: button, transitionStyle: crossDissolve}
            - {id: Plain, from: Home, to: Info, kind: presentModally}
        steps:
          - perform: Curl
        """
    }

    // MARK: YAML

    @Test("a YAML segue's transitionStyle decodes on Present Modally and popover segues; absent is Default")
    func decodes() throws {
        let storyboard = try Self.load(Self.scenario(iOS: 17)).storyboard
        #expect(storyboard.segues.map(\.transitionStyle) == [.partialCurl, .crossDissolve, nil])
    }

    @Test("R90 through a YAML scenario: an automatic curl raises from iOS 13, a full-screen one never")
    func replay() throws {
        let catalog = try SpecLoader.builtInDevices()
        func run(_ text: String) throws -> ScenarioRun {
            Simulation.replay(
                try Self.load(text + "\n    expect: {error: NSInvalidArgumentException}"), catalog: catalog)
        }
        #expect(try run(Self.scenario(iOS: 17)).passed)
        #expect(try !run(Self.scenario(iOS: 12)).passed, "iOS 12: .automatic is full screen, nothing raises")
        #expect(try !run(Self.scenario(iOS: 17, presentation: "fullScreen")).passed)
    }

    // MARK: Interface Builder

    @Test("modalTransitionStyle is imported from segues and controllers; an unknown value is a located warning")
    func importsInterfaceBuilder() throws {
        let (imported, diagnostics) = InterfaceBuilderImportTests.load(Self.fixture)
        #expect(
            diagnostics == """
                TransitionStyles.storyboard:16:37: warning: modalTransitionStyle 'crossDisolve' is not a transition style; the default applies
                TransitionStyles.storyboard:16:37: note: did you mean 'crossDissolve'?
                TransitionStyles.storyboard:52:17: warning: modalTransitionStyle 'pageCurl' is not a transition style; the default applies
                """)
        let storyboard = try #require(imported.storyboard)
        let styles = Dictionary(uniqueKeysWithValues: storyboard.segues.map { ($0.identifier, $0.transitionStyle) })
        #expect(styles["Curl"] == .partialCurl)
        #expect(styles["Fade"] == .crossDissolve)
        #expect(styles["Typo"] == .some(nil), "an unknown value is Default")
        #expect(styles["Own"] == .some(nil))
        #expect(styles["ContextCover"] == .coverVertical, "an explicit Cover Vertical is not Default (R87)")
        #expect(storyboard.controllers["Faded"]?.modalTransitionStyle == .flipHorizontal)
        #expect(storyboard.controllers["InPopover"]?.modalTransitionStyle == nil)
        #expect(storyboard.controllers["Root"]?.modalTransitionStyle == nil)
    }

    @Test("the imported styles reach the window: a segue's own Transition wins over the destination's (R87)")
    func importedStylesReachTheWindow() throws {
        let (imported, _) = InterfaceBuilderImportTests.load(Self.fixture)
        let storyboard = try #require(imported.storyboard)
        let catalog = try SpecLoader.builtInDevices()
        let environment = try catalog.environment(device: "ipad-air-2", orientation: .portrait, layout: .full)
        func window() throws -> Window {
            Window(
                environment: environment, era: Era(iOS: 17)!,
                rootViewController: try storyboard.instantiateInitialViewController())
        }
        let own = try window()
        try own.performSegue("Own", from: own.rootViewController, sender: nil, userTriggered: false)
        #expect(own.presentedStack.first?.modalTransitionStyle == .flipHorizontal)
        let fade = try window()
        try fade.performSegue("Fade", from: fade.rootViewController, sender: nil, userTriggered: false)
        #expect(fade.presentedStack.first?.modalTransitionStyle == .crossDissolve)
        // R91: in the popover's context, the destination's own flip raises; an explicit Cover Vertical does not.
        let popover = try window()
        try popover.performSegue("Pop", from: popover.rootViewController, sender: nil, userTriggered: false)
        let content = popover.visibleViewController
        #expect(throws: SimulationError.exception(.transitionStyleInPopover(.flipHorizontal, presented: "Faded"))) {
            try popover.performSegue("Context", from: content, sender: nil, userTriggered: false)
        }
        try popover.performSegue("ContextCover", from: content, sender: nil, userTriggered: false)
        #expect(popover.presentedStack.map(\.identifier) == ["InPopover", "Faded"])
    }

    // MARK: Audit

    private static func audit(_ devices: [String], iOS: [Int]) throws -> [String: SegueAudit] {
        let (imported, _) = InterfaceBuilderImportTests.load(fixture)
        let catalog = try SpecLoader.builtInDevices()
        let audit = StoryboardAudit(
            devices: try devices.map { try #require(catalog.device(named: $0)) }, eras: iOS.compactMap(Era.init(iOS:))
        ).audit(imported)
        return Dictionary(uniqueKeysWithValues: audit.map { ($0.segue.name, $0) })
    }

    private static func findings(_ audit: SegueAudit?, _ rule: RuleID) -> [AuditFinding] {
        audit?.findings.filter { $0.rule == rule } ?? []
    }

    @Test("R90: a curl that is not full screen is an error where it shows so; presenting from a curl, everywhere")
    func auditPartialCurl() throws {
        let audit = try Self.audit(["iphone-12"], iOS: [12, 17])
        #expect(Self.findings(audit["Curl"], .R90).isEmpty, "full screen from the root")
        let sheet = try #require(Self.findings(audit["CurlSheet"], .R90).first)
        #expect(sheet.severity == .error)
        #expect(sheet.environment == "iphone-12 portrait full, iOS 17", "before iOS 13 .automatic is full screen")
        #expect(sheet.message.contains("shows as pageSheet"))
        #expect(sheet.message.contains("NSInvalidArgumentException"))
        let fromCurl = try #require(Self.findings(audit["FromCurl"], .R90).first)
        #expect(fromCurl.severity == .error)
        #expect(fromCurl.environment == nil, "every environment")
        #expect(fromCurl.message.contains("by segue 'Curl'"))
        #expect(fromCurl.message.contains("non-fullscreen view controller Curled."))
        for name in ["Fade", "Typo", "Own", "Pop", "Scale", "ContextCover"] {
            #expect(Self.findings(audit[name], .R90).isEmpty, "\(name)")
            #expect(Self.findings(audit[name], .R91).isEmpty, "\(name)")
        }
        let everyCurl = try Self.audit(["iphone-12"], iOS: [17])
        #expect(Self.findings(everyCurl["CurlSheet"], .R90).first?.environment == nil)
    }

    @Test("R91: another transition than Cover Vertical in a popover's context is an error where it is a popover")
    func auditInsidePopover() throws {
        let phone = try Self.audit(["iphone-12"], iOS: [17])
        #expect(Self.findings(phone["Context"], .R91).isEmpty, "on iPhone the popover adapts: no popover context")
        let both = try Self.audit(["iphone-12", "ipad-air-2"], iOS: [17])
        let finding = try #require(Self.findings(both["Context"], .R91).first)
        #expect(finding.severity == .error)
        #expect(finding.environment == "ipad-air-2 portrait full, iOS 17")
        #expect(finding.message.contains("flipHorizontal transition (the destination's own modalTransitionStyle)"))
        #expect(finding.message.contains("segue 'Pop'"))
        #expect(Self.findings(both["ContextCover"], .R91).isEmpty)
    }

    @Test("R87: a Present Modally or Popover segue with a custom class gets a note on describing its transition")
    func auditCustomClassNote() throws {
        let audit = try Self.audit(["iphone-12"], iOS: [17])
        let note = try #require(Self.findings(audit["Scale"], .R87).first)
        #expect(note.severity == .note)
        #expect(note.message.contains("transitioningDelegate"))
        #expect(note.message.contains("built-in flipHorizontal transition"))
        #expect(note.advice.contains("segueClasses: {ScaleSegue: {transitioningDelegate: {present: A, dismiss: B}}}"))
        #expect(note.advice.contains("animators:"))
        #expect(Self.findings(audit["Fade"], .R87).isEmpty, "no custom class")
        let (everything, _) = InterfaceBuilderImportTests.load("Everything.storyboard")
        let custom = StoryboardAudit(devices: [], eras: []).audit(everything).first { $0.segue.name == "Custom" }
        #expect(Self.findings(custom, .R87).isEmpty, "a custom kind presents in its own perform(): no template")
    }

    @Test("corpus storyboards with a Transition import it, and the page-sheet curl is an audit error")
    func corpus() throws {
        guard let corpus = StoryboardCorpus.folder else { return }
        let file = corpus.appendingPathComponent("IBDecodable-IBDecodable-StoryboardConnections.storyboard")
        let imported = InterfaceBuilderImporter.importStoryboard(atPath: file.path)
        let storyboard = try #require(imported.storyboard)
        #expect(storyboard.segues.first { $0.identifier == "NCO-CC-AeV" }?.transitionStyle == .flipHorizontal)
        #expect(storyboard.segues.first { $0.identifier == "o8d-bM-qoT" }?.transitionStyle == .partialCurl)
        let catalog = try SpecLoader.builtInDevices()
        let audit = StoryboardAudit(
            devices: [try #require(catalog.device(named: "iphone-12"))], eras: [Era(iOS: 17)].compactMap { $0 }
        ).audit(imported)
        let curl = try #require(audit.first { $0.segue.id == "o8d-bM-qoT" })
        #expect(curl.findings.contains { $0.rule == .R90 && $0.severity == .error })
        let flip = try #require(audit.first { $0.segue.id == "NCO-CC-AeV" })
        #expect(!flip.findings.contains { $0.rule == .R90 || $0.rule == .R91 })
        let goMap = corpus.appendingPathComponent("bryceco-GoMap-MainStoryboard_iPhone-2013.storyboard")
        let settings = InterfaceBuilderImporter.importStoryboard(atPath: goMap.path).storyboard?.controllers.values
            .first { $0.customClass == "SettingsViewController" }
        #expect(settings?.modalTransitionStyle == .partialCurl)
    }
}

import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `replay --devices …` skips the runs whose device cannot take a scenario, with the reason, in every format,
/// without changing the exit status; what the scenario's own device cannot take stays invalid input (issue 21,
/// item 7).
@Suite("adaptive-sim replay skips the matrix runs that do not apply")
struct ReplaySkipCommandTests {
    /// A landscape iPad scenario whose third step resizes into a half Split View pane.
    static let splitView = """
        scenario: Half pane
        device: ipad-air-2
        orientation: landscape
        storyboard:
          initial: Home
          controllers: {Home: {}, Sheet: {}}
          segues: [{id: Open, from: Home, to: Sheet, kind: presentModally, presentation: formSheet}]
        steps:
          - perform: Open
          - dismiss: programmatic
          - resize: oneHalf
            expect: {traits: {horizontal: compact}}
        """
    /// A scenario for iPad that passes on every iPad.
    static let padOnly = ScenarioFolder.sheetScenario(title: "Pad sheet", expecting: "formSheet")
        .replacingOccurrences(of: "device: iphone-15\n", with: "device: ipad-air-2\nidiom: pad\n")

    static let arguments = ["replay", ".", "--devices", "iphone-12", "ipad-air-2"]

    static func folder() throws -> ScenarioFolder {
        try ScenarioFolder(["a-split.yaml": splitView, "b-pad.yaml": padOnly])
    }

    @Test("text: a ↷ line per skipped run with its reason, the count in the summary, exit status 0")
    func text() throws {
        let folder = try Self.folder()
        let result = try CommandLineRunner.run(Self.arguments, in: folder.url)
        #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(
            lines.contains(
                "↷ Half pane [iphone-12, iOS 27]  ./a-split.yaml  (skipped: iPhone 12 has no Split View layout 'oneHalf' (step 2, 'resize'))"
            ))
        #expect(
            lines.contains(
                "↷ Pad sheet [iphone-12, iOS 27]  ./b-pad.yaml  (skipped: the scenario is for iPad (idiom: pad))"))
        #expect(!lines.contains { $0.hasPrefix("▸ Half pane [iphone-12") }, "a skipped run replays no step")
        #expect(lines.contains { $0.hasPrefix("✓ Half pane [ipad-air-2, iOS 27]") })
        #expect(lines.last == "4 runs of 2 scenarios: 2 passed, 0 failed, 0 invalid, 2 skipped")
        #expect(result.standardError.isEmpty)
    }

    @Test("JSON: status skipped with the reason on the run, and the summary's skipped count")
    func json() throws {
        let folder = try Self.folder()
        let result = try CommandLineRunner.run(Self.arguments + ["--format", "json"], in: folder.url)
        #expect(result.status == 0)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let scenarios = try #require(object["scenarios"] as? [[String: Any]])
        #expect(scenarios.count == 4)
        let skipped = scenarios[0]
        #expect(skipped["device"] as? String == "iphone-12")
        #expect(skipped["orientation"] as? String == "landscape")
        #expect(skipped["status"] as? String == "skipped")
        #expect(skipped["reason"] as? String == "iPhone 12 has no Split View layout 'oneHalf' (step 2, 'resize')")
        #expect(skipped["passed"] as? Bool == false)
        #expect(skipped["error"] is NSNull)
        #expect((skipped["steps"] as? [Any])?.isEmpty == true)
        #expect(scenarios[1]["status"] == nil, "a run that was not skipped keeps its shape")
        let summary = try #require(object["summary"] as? [String: Int])
        #expect(summary == ["scenarios": 4, "passed": 2, "failed": 0, "invalid": 0, "skipped": 2])
        #expect(result.standardOutput.hasSuffix("\"invalid\":0,\"skipped\":2}}\n"))
    }

    @Test("JUnit: a <skipped/> element per skipped run and the skipped count on the suites")
    func junit() throws {
        let folder = try Self.folder()
        let result = try CommandLineRunner.run(Self.arguments + ["--format", "junit"], in: folder.url)
        #expect(result.status == 0)
        let xml = result.standardOutput
        #expect(
            xml.contains(
                "<testsuites name=\"adaptive-sim replay\" tests=\"4\" failures=\"0\" errors=\"0\" skipped=\"2\""))
        #expect(
            xml.contains(
                "<testsuite name=\"adaptive-sim replay\" tests=\"4\" failures=\"0\" errors=\"0\" skipped=\"2\""))
        #expect(
            xml.contains(
                "<skipped message=\"iPhone 12 has no Split View layout &apos;oneHalf&apos; (step 2, &apos;resize&apos;)\"/>\n    </testcase>"
            ))
        #expect(xml.contains("<skipped message=\"the scenario is for iPad (idiom: pad)\"/>"))
        #expect(xml.components(separatedBy: "<skipped ").count == 3)
        _ = try XMLDocument(xmlString: xml)
    }

    @Test("HTML: the skipped run is marked, with its reason, and counted")
    func html() throws {
        let folder = try Self.folder()
        let result = try CommandLineRunner.run(Self.arguments + ["--format", "html"], in: folder.url)
        #expect(result.status == 0)
        let page = result.standardOutput
        #expect(page.contains("<title>adaptive-sim replay: 2 passed, 0 failed, 0 invalid, 2 skipped</title>"))
        #expect(page.contains("<span class=\"skipped\">2 skipped</span>"))
        #expect(page.contains("<tr class=\"row-skipped\"><td class=\"mark\" title=\"skipped\">↷</td>"))
        #expect(page.contains("<section class=\"scenario scenario-skipped\""))
        #expect(
            page.contains(
                "<p class=\"note\">skipped: iPhone 12 has no Split View layout &#39;oneHalf&#39; (step 2, &#39;resize&#39;)</p>"
            ))
    }

    @Test("skips do not change the exit status: a failure still exits 1, invalid input 2")
    func exitStatus() throws {
        let failing = ScenarioFolder.sheetScenario(title: "Wrong", expecting: "popover")
            .replacingOccurrences(of: "device: iphone-15\n", with: "device: ipad-air-2\n")
        let folder = try ScenarioFolder([
            "a-split.yaml": Self.splitView, "c-wrong.yaml": failing, "d-bad.yaml": ScenarioFolder.invalidScenario,
        ])
        let failed = try CommandLineRunner.run(
            ["replay", "a-split.yaml", "c-wrong.yaml", "--devices", "iphone-12", "ipad-air-2"], in: folder.url)
        #expect(failed.status == 1)
        #expect(failed.standardOutput.hasSuffix("4 runs of 2 scenarios: 1 passed, 2 failed, 0 invalid, 1 skipped\n"))
        let invalid = try CommandLineRunner.run(
            ["replay", "a-split.yaml", "d-bad.yaml", "--devices", "iphone-12"], in: folder.url)
        #expect(invalid.status == 2)
        #expect(invalid.standardOutput.hasSuffix("2 scenarios: 0 passed, 0 failed, 1 invalid, 1 skipped\n"))
    }

    @Test("what the scenario's own device cannot take is invalid input, with or without it in the matrix")
    func ownDevice() throws {
        let phone = Self.splitView.replacingOccurrences(of: "device: ipad-air-2", with: "device: iphone-12")
        let folder = try ScenarioFolder(["phone.yaml": phone])
        for arguments in [["replay", "phone.yaml"], ["replay", "phone.yaml", "--devices", "iphone-12", "ipad-air-2"]] {
            let result = try CommandLineRunner.run(arguments, in: folder.url)
            #expect(result.status == 2, "\(arguments)")
            #expect(
                result.standardError.contains(
                    "phone.yaml:11:13: error: iphone-12 is an iPhone: it has no Split View or Slide Over, so no 'oneHalf' layout at steps[2].resize"
                ), "\(result.standardError)")
            #expect(!result.standardOutput.contains("skipped"))
        }
    }

    @Test("idiom errors are located and reported with the file's other problems, exit 2")
    func idiomErrors() throws {
        let unknown = Self.padOnly.replacingOccurrences(of: "idiom: pad", with: "idiom: ipad")
            .replacingOccurrences(of: "presentation: formSheet", with: "presentation: formShet")
        let conflict = Self.padOnly.replacingOccurrences(of: "device: ipad-air-2", with: "device: iphone-12")
        let folder = try ScenarioFolder(["unknown.yaml": unknown, "conflict.yaml": conflict])
        let result = try CommandLineRunner.run(["replay", "unknown.yaml", "conflict.yaml"], in: folder.url)
        #expect(result.status == 2)
        #expect(result.standardError.contains("unknown.yaml:3:8: error: unknown idiom 'ipad' at idiom"))
        #expect(result.standardError.contains("unknown.yaml:3:8: note: did you mean 'pad'?"))
        #expect(result.standardError.contains("unknown presentation style 'formShet'"))
        #expect(
            result.standardError.contains(
                "conflict.yaml:2:9: error: iPhone 12 is an iPhone, but the scenario is for iPad (idiom: pad) at device")
        )
        let validate = try CommandLineRunner.run(["validate", "conflict.yaml"], in: folder.url)
        #expect(validate.status == 2)
    }
}

import Foundation
import Testing

/// `audit --format diagnostics|github` and `replay --format diagnostics|github`: one finding per line where
/// editors and CI read them, at the storyboard element or scenario step that it is about.
@Suite("Located formats: diagnostics and GitHub annotations")
struct LocatedFormatsCommandTests {
    /// A storyboard whose push segue has no navigation controller (an error, R36) and whose start tag is
    /// wrapped over three lines, as hand-edited or merged storyboards have them.
    static let pushWithoutNavigation = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="1">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="1" customClass="Home" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="2"/>
                            <connections>
                                <segue destination="10"
                                    kind="push"
                                    identifier="Open%Detail" id="3"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <viewController id="10" customClass="Detail" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="11"/>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>

        """

    @Test("audit --format diagnostics: path:line:col at the segue's start tag, the rule, then its notes")
    func auditDiagnostics() throws {
        let folder = try ScenarioFolder(["Push.storyboard": Self.pushWithoutNavigation])
        let result = try CommandLineRunner.run(
            ["audit", "Push.storyboard", "--format", "diagnostics", "--ios", "26"], in: folder.url)
        #expect(result.status == 1, "a finding of severity error fails the audit")
        #expect(result.standardError == "")
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        try #require(lines.count >= 3)
        // The start tag begins on line 9, column 25 (`<segue`), though libxml2 reports its end on line 11.
        #expect(
            lines[0]
                == "Push.storyboard:9:25: error: segue 'Open%Detail' (id '3') from scene 'Home': legacy push segue from a scene no navigation controller contains: UIKit raises NSGenericException (\"Could not find a navigation controller for segue …\") when it runs, instead of presenting [R36]"
        )
        #expect(lines[1] == "Push.storyboard:9:25: note: happens on every device and iOS version audited")
        #expect(lines[2].hasPrefix("Push.storyboard:9:25: note: fix: embed the source in a navigation controller"))
    }

    @Test("audit --format diagnostics on the library: every line clickable, at a <segue, sorted by line")
    func auditLibrary() throws {
        let root = CommandLineRunner.repositoryRoot
        let folder = "scenarios/interface-builder/storyboards"
        let result = try CommandLineRunner.run(["audit", folder, "--format", "diagnostics"], in: root)
        #expect(result.status == 1)
        let pattern = try Regex(#"^(.+\.storyboard):(\d+):(\d+): (error|warning|note): (.+)$"#)
        var previous: (String, Int) = ("", 0)
        var findings = 0
        var lastHead = ""
        for line in result.standardOutput.split(separator: "\n").map(String.init) {
            let match = try #require(line.wholeMatch(of: pattern), "not a located line: \(line)")
            let file = String(match.output[1].substring ?? ""), text = String(match.output[5].substring ?? "")
            let number = Int(match.output[2].substring ?? "") ?? 0
            let column = Int(match.output[3].substring ?? "") ?? 0
            #expect((file, number) >= previous, "not sorted: \(line)")
            previous = (file, number)
            let source = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            let sourceLine = Array(source.split(separator: "\n", omittingEmptySubsequences: false))[number - 1]
            #expect(sourceLine.dropFirst(column - 1).hasPrefix("<segue"), "\(line) is not at a <segue")
            if text.hasPrefix("segue '") {
                findings += 1
                #expect(try Regex(#" \[R\d+\]$"#).firstMatch(in: text) != nil, "no rule id: \(line)")
                lastHead = line
            } else {
                #expect(text.hasPrefix("happens on ") || text.hasPrefix("fix: "), "\(line) after \(lastHead)")
            }
        }
        #expect(findings >= 4)
    }

    @Test("the storyboard corpus audited with --format diagnostics: one clickable line per finding, at its '<'")
    func corpus() throws {
        let root = CommandLineRunner.repositoryRoot
        guard let corpus = StoryboardCorpus.folder else { return }
        let result = try CommandLineRunner.run(
            ["audit", corpus.path, "--format", "diagnostics", "--verbose"], in: root)
        #expect(result.status == 1, "the corpus has findings of severity error")
        #expect(result.standardError == "")
        let pattern = try Regex(#"^(.+\.storyboard):(\d+):(\d+): (error|warning|note): .+$"#)
        var sources: [String: [Substring]] = [:]
        var lines = 0
        for line in result.standardOutput.split(separator: "\n").map(String.init) {
            let match = try #require(line.wholeMatch(of: pattern), "not a located line: \(line)")
            let file = String(match.output[1].substring ?? "")
            let number = Int(match.output[2].substring ?? "") ?? 0
            let column = Int(match.output[3].substring ?? "") ?? 0
            if sources[file] == nil {
                sources[file] = try String(contentsOfFile: file, encoding: .utf8).split(
                    separator: "\n", omittingEmptySubsequences: false)
            }
            let text = try #require(sources[file]?[number - 1])
            #expect(Array(text.unicodeScalars).dropFirst(column - 1).first == "<", "\(line) is not at an element")
            lines += 1
        }
        #expect(lines >= 100)
        #expect(sources.count >= 10)
    }

    @Test("audit --format github: workflow commands, properties and message escaped, notes on further lines")
    func auditGitHub() throws {
        let folder = try ScenarioFolder(["a,b:c.storyboard": Self.pushWithoutNavigation])
        let result = try CommandLineRunner.run(
            ["audit", "a,b:c.storyboard", "--format", "github", "--ios", "26", "--verbose"], in: folder.url)
        #expect(result.status == 1)
        let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.count == 3, "two findings and the final newline: \(lines)")
        #expect(
            lines[0].hasPrefix(
                "::error file=a%2Cb%3Ac.storyboard,line=9,col=25,title=R36::segue 'Open%25Detail' (id '3') from scene 'Home': legacy push segue"
            ))
        #expect(lines[0].contains("%0Ahappens on every device and iOS version audited%0Afix: embed the source"))
        #expect(lines[1].hasPrefix("::notice file=a%2Cb%3Ac.storyboard,line=9,col=25,title=R36::"))
    }

    @Test("audit --format diagnostics puts an unreadable storyboard's problem among the findings, exit 2")
    func auditInvalidInput() throws {
        let folder = try ScenarioFolder(["Broken.storyboard": "<document><scenes>\n<scene>\n"])
        let result = try CommandLineRunner.run(
            ["audit", "Broken.storyboard", "--format", "diagnostics"], in: folder.url)
        #expect(result.status == 2)
        #expect(result.standardError == "")
        #expect(result.standardOutput.hasPrefix("Broken.storyboard:"))
        #expect(result.standardOutput.contains(": error: "))
    }

    @Test("audit --stamp FILE: written when the audit exits 0, removed when it exits 1 or 2, exit 2 when unwritable")
    func auditStamp() throws {
        // The push segue made a manual modal segue with no identifier: a finding of severity warning.
        let warned = Self.pushWithoutNavigation.replacingOccurrences(of: "kind=\"push\"", with: "kind=\"presentation\"")
            .replacingOccurrences(of: "identifier=\"Open%Detail\" ", with: "")
        let folder = try ScenarioFolder([
            "Warned.storyboard": warned, "Push.storyboard": Self.pushWithoutNavigation,
            "Broken.storyboard": "<document>",
        ])
        let stamp = folder.url.appendingPathComponent("audit.stamp.swift")

        let passed = try CommandLineRunner.run(
            ["audit", "Warned.storyboard", "--format", "diagnostics", "--stamp", stamp.path], in: folder.url)
        #expect(passed.status == 0, "a warning does not fail the audit: \(passed.standardOutput)")
        #expect(
            passed.standardOutput.hasPrefix(
                "Warned.storyboard:9:25: warning: segue '3' from scene 'Home': a manual segue with no identifier"))
        #expect(
            try String(contentsOf: stamp, encoding: .utf8)
                == "// adaptive-sim audit: 1 segue in 1 storyboard: 0 errors, 1 warning, 0 notes\n")

        let failed = try CommandLineRunner.run(
            ["audit", "Warned.storyboard", "Push.storyboard", "--format", "diagnostics", "--stamp", stamp.path],
            in: folder.url)
        #expect(failed.status == 1)
        #expect(!FileManager.default.fileExists(atPath: stamp.path), "an error removes the stamp: audited again")

        _ = try CommandLineRunner.run(["audit", "Warned.storyboard", "--stamp", stamp.path], in: folder.url)
        let invalid = try CommandLineRunner.run(
            ["audit", "Broken.storyboard", "--format", "diagnostics", "--stamp", stamp.path], in: folder.url)
        #expect(invalid.status == 2)
        #expect(!FileManager.default.fileExists(atPath: stamp.path), "invalid input removes the stamp")

        let unwritable = try CommandLineRunner.run(
            ["audit", "Warned.storyboard", "--stamp", "missing/folder/audit.stamp"], in: folder.url)
        #expect(unwritable.status == 2)
        #expect(unwritable.standardError.hasPrefix("error: cannot write the stamp 'missing/folder/audit.stamp': "))
    }

    /// A scenario whose second step expects the wrong style, the right one under `when:` for iPads.
    static let wrongStyle = """
        scenario: Sheet styles
        device: iphone-15
        storyboard:
          initial: Home
          controllers: {Home: {}, Sheet: {}}
          segues: [{id: Open, from: Home, to: Sheet, kind: presentModally, presentation: formSheet}]
        steps:
          - perform: Open
            expect:
              presented: Sheet
              style: popover
              when:
                - idiom: pad
                  expect: {style: formSheet}
          - dismiss: programmatic
            expect: {presented: none}

        """

    @Test("replay --format diagnostics: a failed expectation at its value, a run's label, nothing when it passes")
    func replayDiagnostics() throws {
        let folder = try ScenarioFolder(["styles.yaml": Self.wrongStyle])
        let result = try CommandLineRunner.run(["replay", "styles.yaml", "--format", "diagnostics"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.standardError == "")
        #expect(
            result.standardOutput
                == "styles.yaml:11:14: error: steps[0] expect.style: expected popover, observed formSheet\n")

        let matrix = try CommandLineRunner.run(
            ["replay", "styles.yaml", "--format", "diagnostics", "--devices", "iphone-12", "ipad-air-2"],
            in: folder.url)
        #expect(matrix.status == 1)
        // The iPad run passes: its expectation comes from the `when:` entry.
        #expect(
            matrix.standardOutput
                == "styles.yaml:11:14: error: steps[0] expect.style: expected popover, observed formSheet [iphone-12, iOS 27]\n"
        )

        let passing = try ScenarioFolder(["ok.yaml": ScenarioFolder.sheetScenario(title: "OK", expecting: "formSheet")])
        let quiet = try CommandLineRunner.run(["replay", "ok.yaml", "--format", "diagnostics"], in: passing.url)
        #expect(quiet.status == 0)
        #expect(quiet.standardOutput == "")
    }

    @Test("replay --format diagnostics: transition hazards at their step with the fix; github annotations")
    func replayHazards() throws {
        let root = CommandLineRunner.repositoryRoot
        let file = "scenarios/transitions/failure-f10-delegate-not-retained.yaml"
        let result = try CommandLineRunner.run(["replay", file, "--format", "diagnostics"], in: root)
        #expect(result.status == 0, "hazards the scenario expects are warnings, not failures")
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        try #require(lines.count == 2)
        let source = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
        let stepLine = try #require(
            source.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.hasPrefix("  - ") })
        #expect(lines[0].hasPrefix("\(file):\(stepLine + 1):5: warning: steps[0]: "))
        #expect(lines[0].hasSuffix(" [F10]"))
        #expect(lines[1].hasPrefix("\(file):\(stepLine + 1):5: note: fix: keep a strong reference"))

        let github = try CommandLineRunner.run(["replay", file, "--format", "github"], in: root)
        #expect(
            github.standardOutput.hasPrefix("::warning file=\(file),line=\(stepLine + 1),col=5,title=F10::steps[0]: "))
        #expect(github.standardOutput.contains("%0Afix: keep a strong reference"))
    }

    @Test("replay --format diagnostics reports invalid input located, on standard output, exit 2")
    func replayInvalidInput() throws {
        let folder = try ScenarioFolder([
            "bad.yaml": ScenarioFolder.sheetScenario(title: "Bad", expecting: "formSheet").replacingOccurrences(
                of: "device: iphone-15", with: "device: iphone-15\norientaton: landscape")
        ])
        let result = try CommandLineRunner.run(["replay", "bad.yaml", "--format", "diagnostics"], in: folder.url)
        #expect(result.status == 2)
        #expect(result.standardOutput.hasPrefix("bad.yaml:3:1: error: unknown key 'orientaton'"))
        #expect(result.standardOutput.contains("bad.yaml:3:1: note: did you mean 'orientation'?"))
    }
}

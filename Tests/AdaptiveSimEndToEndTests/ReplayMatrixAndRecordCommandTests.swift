import Foundation
import Testing

/// `replay --ios N... --devices D...`, `replay --record`, `--catalog` on every command and storyboards told
/// apart by content (the "Scenario and storyboard files" article, "JSON shapes").
@Suite("adaptive-sim replay matrix and record")
struct ReplayMatrixAndRecordCommandTests {
    static let matrixFile = "scenarios/pain-points/popover-across-devices-and-eras.yaml"

    @Test("one file replays once per device and iOS version, and every format names each run")
    func matrix() throws {
        let arguments = ["replay", Self.matrixFile, "--ios", "9", "13", "--devices", "ipad-air-2", "iphone-12"]
        let text = try CommandLineRunner.run(arguments, in: CommandLineRunner.repositoryRoot)
        #expect(text.status == 0, "\(text.standardOutput)\(text.standardError)")
        let headers = text.standardOutput.split(separator: "\n").filter { $0.hasPrefix("✓") || $0.hasPrefix("✗") }
        #expect(
            headers.map {
                $0.contains("[ipad-air-2, iOS 9]") || $0.contains("[ipad-air-2, iOS 13]")
                    || $0.contains("[iphone-12, iOS 9]") || $0.contains("[iphone-12, iOS 13]")
            } == [true, true, true, true])
        #expect(headers[0].contains("[ipad-air-2, iOS 9]") && headers[3].contains("[iphone-12, iOS 13]"))
        #expect(text.standardOutput.hasSuffix("4 runs of 1 scenario: 4 passed, 0 failed, 0 invalid\n"))

        let json = try CommandLineRunner.run(arguments + ["--format", "json"], in: CommandLineRunner.repositoryRoot)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        let scenarios = try #require(object["scenarios"] as? [[String: Any]])
        #expect(
            scenarios.map { "\($0["device"] ?? "") \($0["ios"] ?? "") \($0["orientation"] ?? "")" } == [
                "ipad-air-2 9 portrait", "ipad-air-2 13 portrait", "iphone-12 9 portrait", "iphone-12 13 portrait",
            ])

        let junit = try CommandLineRunner.run(arguments + ["--format", "junit"], in: CommandLineRunner.repositoryRoot)
        let names = junit.standardOutput.split(separator: "\n").filter { $0.contains("<testcase ") }
            .compactMap {
                $0.split(separator: "name=\"").dropFirst().first?.split(separator: "\"").first.map(String.init)
            }
        #expect(names.count == 4)
        #expect(Set(names).count == 4, "two runs never share a name: \(names)")
        #expect(names.last?.hasSuffix("[iphone-12, iOS 13]") == true)
    }

    @Test("the same file fails on a run whose expectation is wrong, named by that run")
    func matrixFailure() throws {
        let folder = try ScenarioFolder([
            "s.yaml": ScenarioFolder.sheetScenario(title: "Sheet", expecting: "formSheet")
        ])
        // A form sheet on an iPhone adapts to full screen before iOS 13 (R10): only that run fails.
        let result = try CommandLineRunner.run(["replay", "s.yaml", "--ios", "12", "17"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.standardOutput.contains("✗ Sheet [iphone-15, iOS 12]  s.yaml"))
        #expect(result.standardOutput.contains("✓ Sheet [iphone-15, iOS 17]  s.yaml"))
    }

    @Test(
        "list options are validated",
        arguments: [
            (
                ["replay", "s.yaml", "--devices", "ipad-air-3"],
                "unknown device 'ipad-air-3' (did you mean 'ipad-air-2'?)"
            ),
            (["replay", "s.yaml", "--ios", "9", "28"], "iOS 28 is not modelled"),
            (["replay", "s.yaml", "--record", "--ios", "13"], "--record cannot be combined with --ios or --devices"),
            (
                ["replay", "s.yaml", "--record", "--devices", "iphone-12"],
                "--record cannot be combined with --ios or --devices"
            ),
        ])
    func usage(_ arguments: [String], _ message: String) throws {
        let folder = try ScenarioFolder(["s.yaml": ScenarioFolder.sheetScenario(title: "Sheet", expecting: "formSheet")]
        )
        let result = try CommandLineRunner.run(arguments, in: folder.url)
        #expect(result.status == 2)
        #expect(result.standardError.contains(message), "\(result.standardError)")
        // Never the top-level usage, which says nothing about replay's options.
        #expect(!result.standardError.contains("adaptive-sim <subcommand>"), "\(result.standardError)")
    }

    @Test("--record that cannot write a value says why, leaves that value, and exits 1")
    func recordRefusalFails() throws {
        let original = ScenarioFolder.sheetScenario(title: "Sheet", expecting: "formSheet")
            .replacingOccurrences(
                of: "  - dismiss: programmatic\n    expect: {presented: none}", with: "  - {dismiss: programmatic}")
        let folder = try ScenarioFolder(["s.yaml": original])
        let result = try CommandLineRunner.run(["replay", "s.yaml", "--record"], in: folder.url)
        #expect(result.status == 1, "\(result.standardOutput)")
        #expect(
            result.standardOutput
                == "s.yaml: not recorded: steps[1]: cannot add 'expect' to a step written in flow style\n"
                + "recorded 0 files: 0 changes\n")
        let kept = try String(contentsOf: folder.url.appendingPathComponent("s.yaml"), encoding: .utf8)
        #expect(kept == original)
    }

    @Test("--record rewrites the file in place, prints what changed, and the file then passes")
    func record() throws {
        let original = ScenarioFolder.sheetScenario(title: "Sheet", expecting: "popover")
            .replacingOccurrences(of: "  - perform: Open\n", with: "  - perform: Open   # open it\n")
        let folder = try ScenarioFolder(["s.yaml": original])
        let result = try CommandLineRunner.run(["replay", "s.yaml", "--record"], in: folder.url)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(
            result.standardOutput == "s.yaml: steps[0].expect.style: popover -> formSheet\nrecorded 1 file: 1 change\n")
        let rewritten = try String(contentsOf: folder.url.appendingPathComponent("s.yaml"), encoding: .utf8)
        #expect(rewritten == original.replacingOccurrences(of: "style: popover}", with: "style: formSheet}"))
        let replay = try CommandLineRunner.run(["replay", "s.yaml"], in: folder.url)
        #expect(replay.status == 0)
        let again = try CommandLineRunner.run(["replay", "s.yaml", "--record"], in: folder.url)
        #expect(again.standardOutput == "s.yaml: unchanged\nrecorded 0 files: 0 changes\n")
    }

    @Test("--record leaves an invalid file as it was and exits 2")
    func recordInvalid() throws {
        let bad = ScenarioFolder.sheetScenario(title: "Sheet", expecting: "popvoer")
        let folder = try ScenarioFolder(["s.yaml": bad])
        let result = try CommandLineRunner.run(["replay", "s.yaml", "--record"], in: folder.url)
        #expect(result.status == 2)
        #expect(result.standardError.contains("unknown presentation style 'popvoer'"))
        #expect(try String(contentsOf: folder.url.appendingPathComponent("s.yaml"), encoding: .utf8) == bad)
    }

    @Test("a YAML storyboard anywhere in a folder is told apart by its content, not replayed")
    func storyboardByContent() throws {
        let folder = try ScenarioFolder([
            "app/Main.yaml": """
            initial: Home
            controllers: {Home: {}, Sheet: {}}
            segues: [{id: Open, from: Home, to: Sheet, kind: presentModally, presentation: formSheet}]
            """,
            "app/open.yaml": """
            scenario: Open the sheet
            device: iphone-15
            storyboard: Main.yaml
            steps:
              - perform: Open
                expect: {presented: Sheet, style: formSheet}
            """,
        ])
        let result = try CommandLineRunner.run(["replay", "."], in: folder.url)
        #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
        #expect(result.standardOutput.hasSuffix("1 scenario: 1 passed, 0 failed, 0 invalid\n"))
    }

    @Test(
        "--catalog is the catalog option of every command",
        arguments: [
            ["devices", "--catalog", "devices.yaml"],
            ["decide", "--device", "tiny-phone", "--style", "formSheet", "--catalog", "devices.yaml"],
            ["compare", "--devices", "tiny-phone", "--style", "formSheet", "--catalog", "devices.yaml"],
            ["validate", "s.yaml", "--catalog", "devices.yaml"],
            ["replay", "s.yaml", "--catalog", "devices.yaml"],
            ["replay", "s.yaml", "--devices", "tiny-phone", "--catalog", "devices.yaml"],
        ])
    func catalogEverywhere(_ arguments: [String]) throws {
        let devices = try String(
            contentsOf: CommandLineRunner.fixtures.appendingPathComponent("valid/minimal.yaml"), encoding: .utf8)
        let folder = try ScenarioFolder([
            "devices.yaml": devices,
            "s.yaml": ScenarioFolder.sheetScenario(title: "Tiny", expecting: "formSheet")
                .replacingOccurrences(of: "iphone-15", with: "tiny-phone"),
        ])
        let result = try CommandLineRunner.run(arguments, in: folder.url)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(
            result.standardOutput.contains("tiny") || result.standardOutput.contains("Tiny")
                || arguments[0] == "validate")
    }

    // MARK: - CI: --filter, --shard, JUnit

    static func junitCases(_ xml: String) -> [String] {
        xml.split(separator: "\n").filter { $0.contains("<testcase ") }.map(String.init)
    }

    @Test("--filter keeps the scenarios whose title or file contains the text, case-insensitively")
    func filter() throws {
        let folder = try ScenarioFolder([
            "a/one.yaml": ScenarioFolder.sheetScenario(title: "Open the Settings sheet", expecting: "formSheet"),
            "a/two.yaml": ScenarioFolder.sheetScenario(title: "Another", expecting: "formSheet"),
            "b/three.yaml": ScenarioFolder.sheetScenario(title: "Third", expecting: "popover"),
        ])
        let byTitle = try CommandLineRunner.run(["replay", ".", "--filter", "settings"], in: folder.url)
        #expect(byTitle.status == 0)
        #expect(byTitle.standardOutput.hasSuffix("1 scenario: 1 passed, 0 failed, 0 invalid\n"))
        let byFile = try CommandLineRunner.run(["replay", ".", "--filter", "a/"], in: folder.url)
        #expect(byFile.standardOutput.hasSuffix("2 scenarios: 2 passed, 0 failed, 0 invalid\n"))
        let none = try CommandLineRunner.run(["replay", ".", "--filter", "nothing-like-this"], in: folder.url)
        #expect(none.status == 2)
        #expect(none.standardError.contains("no scenario matches --filter 'nothing-like-this'"))
    }

    @Test("--shard I/N splits the runs: every run in exactly one shard, the same on every machine")
    func shards() throws {
        var files: [String: String] = [:]
        for index in 0..<5 {
            files["s\(index).yaml"] = ScenarioFolder.sheetScenario(title: "S\(index)", expecting: "formSheet")
        }
        let folder = try ScenarioFolder(files)
        let all = Self.junitCases(
            JUnitTimes.zeroed(
                try CommandLineRunner.run(["replay", ".", "--ios", "12", "17", "--format", "junit"], in: folder.url)
                    .standardOutput))
        #expect(all.count == 10)
        var union: [String] = []
        for index in 1...3 {
            let arguments = ["replay", ".", "--ios", "12", "17", "--format", "junit", "--shard", "\(index)/3"]
            let shard = Self.junitCases(
                JUnitTimes.zeroed(try CommandLineRunner.run(arguments, in: folder.url).standardOutput))
            let again = Self.junitCases(
                JUnitTimes.zeroed(try CommandLineRunner.run(arguments, in: folder.url).standardOutput))
            #expect(shard == again)
            #expect(shard.count == (index == 1 ? 4 : 3))
            union += shard
        }
        #expect(Set(union) == Set(all))
        #expect(union.count == all.count)
    }

    @Test("--shard is validated", arguments: ["0/3", "4/3", "1/0", "x", "1/2/3"])
    func badShard(_ value: String) throws {
        let result = try CommandLineRunner.run(["replay", "s.yaml", "--shard", value], in: CommandLineRunner.fixtures)
        #expect(result.status == 2)
        #expect(result.standardError.contains("--shard"))
    }

    @Test("JUnit test cases carry the file as typed-independent path and a measured time")
    func junitFileAndTime() throws {
        let folder = try ScenarioFolder(["d/s.yaml": ScenarioFolder.sheetScenario(title: "S", expecting: "formSheet")])
        for typed in ["d/s.yaml", "./d/s.yaml", "d/../d/s.yaml", folder.url.path + "/d/s.yaml"] {
            let result = try CommandLineRunner.run(["replay", typed, "--format", "junit"], in: folder.url)
            let testCase = try #require(Self.junitCases(result.standardOutput).first)
            #expect(testCase.contains(#"classname="d.s" file="d/s.yaml" time=""#), "\(typed): \(testCase)")
            #expect(testCase.range(of: #"time="[0-9]+\.[0-9]{3}""#, options: .regularExpression) != nil)
        }
    }

    @Test(
        "on one terminal an invalid file's error shows once (standard error), in a pipe the report repeats its first line",
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), "needs script(1) for a terminal"))
    func errorOnce() throws {
        let folder = try ScenarioFolder([
            "bad.yaml": ScenarioFolder.sheetScenario(title: "Bad", expecting: "formSheet")
                .replacingOccurrences(of: "iphone-15", with: "iphone-99")
        ])
        let executable = try CommandLineRunner.executable.path
        let terminal = try CommandLineRunner.run(
            ["-qec", "\(executable) replay bad.yaml", "/dev/null"], in: folder.url,
            executable: URL(fileURLWithPath: "/usr/bin/script"), environment: ["NO_COLOR": "1"])
        #expect(
            terminal.standardOutput.components(separatedBy: "unknown device 'iphone-99'").count == 2,
            "\(terminal.standardOutput)")
        let piped = try CommandLineRunner.run(["replay", "bad.yaml"], in: folder.url)
        #expect(piped.standardOutput.contains("    bad.yaml:2:9: error: unknown device 'iphone-99' at device"))
        #expect(piped.standardError.contains("bad.yaml:2:9: error: unknown device 'iphone-99' at device"))
    }

    @Test(
        "on a narrow terminal a long failure is a list with the first difference marked; a pipe keeps one line",
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), "needs script(1) for a terminal"))
    func narrowTerminal() throws {
        let folder = try ScenarioFolder([
            "wide.yaml": """
            scenario: Wide
            device: iphone-12
            ios: 12
            storyboard:
              initial: Home
              controllers: {Home: {anchors: [b]}, Picker: {}}
              segues: [{id: Open, from: Home, to: Picker, kind: popover, anchor: b}]
            steps:
              - perform: Open
                expect: {calls: [prepare(for:sender:), perform(), willPresentWithAdaptiveStyle(.fullScreen)]}
            """
        ])
        let executable = try CommandLineRunner.executable.path
        let terminal = try CommandLineRunner.run(
            ["-qec", "stty cols 60; \(executable) replay wide.yaml", "/dev/null"], in: folder.url,
            executable: URL(fileURLWithPath: "/usr/bin/script"), environment: ["NO_COLOR": "1"])
        let lines = terminal.standardOutput.replacingOccurrences(of: "\r", with: "").split(separator: "\n").map(
            String.init)
        #expect(lines.filter { $0.hasPrefix("        ") }.allSatisfy { $0.count <= 60 }, "failure lines fit: \(lines)")
        #expect(lines.contains("            → [2] willPresentWithAdaptiveStyle(.fullScreen)"))
        #expect(lines.contains("            → [2] (nothing)"))
        let piped = try CommandLineRunner.run(["replay", "wide.yaml"], in: folder.url)
        #expect(
            piped.standardOutput.contains(
                "✗ calls  expected: [prepare(for:sender:), perform(), willPresentWithAdaptiveStyle(.fullScreen)]  actual: [prepare(for:sender:), perform()]"
            ))
    }
}

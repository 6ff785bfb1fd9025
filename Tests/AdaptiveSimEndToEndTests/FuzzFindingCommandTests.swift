import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Issue 13's findings, through the built executable: each must be fixed where a user meets it.
@Suite("Fuzz findings, end to end", .timeLimit(.minutes(1)))
struct FuzzFindingCommandTests {
    private func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test("a folder with two links to '..' is walked once, with a warning per link", arguments: ["validate", "replay"])
    func folderLoop(command: String) throws {
        let folder = try ScenarioFolder([
            "a.yaml": ScenarioFolder.sheetScenario(title: "A", expecting: "formSheet"),
            "sub/b.yaml": ScenarioFolder.sheetScenario(title: "B", expecting: "formSheet"),
        ])
        try FileManager.default.createSymbolicLink(atPath: folder.url.path + "/sub/up1", withDestinationPath: "..")
        try FileManager.default.createSymbolicLink(atPath: folder.url.path + "/sub/up2", withDestinationPath: "..")
        let result = try CommandLineRunner.run([command, "."], in: folder.url)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(
            result.standardError == """
                ./sub/up1: warning: skipped symbolic link: it leads to '.', already walked
                ./sub/up2: warning: skipped symbolic link: it leads to '.', already walked

                """)
        if command == "validate" {
            #expect(result.standardOutput == "./a.yaml: ok\n./sub/b.yaml: ok\n")
        } else {
            #expect(result.standardOutput.hasSuffix("2 scenarios: 2 passed, 0 failed, 0 invalid\n"))
        }
    }

    @Test("a key with a line break and an escape sequence in a value are shown escaped, never raw")
    func injectedText() throws {
        let folder = try ScenarioFolder([
            "x.yaml": """
            scenario: "Title \\e[2J with \\n a break"
            device: iphone-15
            "a\\nerror: injected": 1
            orientation: "\\e[31m"
            storyboard: {initial: Home, controllers: {Home: {}}}
            steps: []
            """
        ])
        for format in ["text", "json", "junit"] {
            let result = try CommandLineRunner.run(["replay", "--format", format, "x.yaml"], in: folder.url)
            #expect(result.status == 2)
            let lines = result.standardError.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.count == 5)
            #expect(lines.first == "x.yaml:3:1: error: unknown key 'a\\nerror: injected'")
            #expect(lines.dropFirst().first?.hasPrefix("x.yaml:3:1: note: expected one of: scenario, device, ") == true)
            #expect(lines.dropFirst(2).first == "x.yaml:4:14: error: unknown orientation '\\u{1B}[31m' at orientation")
            #expect(lines.dropFirst(3).first == "x.yaml:4:14: note: expected one of: portrait, landscape")
            #expect(!result.standardOutput.contains("\u{1B}"), "\(format)")
        }
        let text = try CommandLineRunner.run(["replay", "x.yaml"], in: folder.url)
        #expect(text.standardOutput.hasPrefix("✗ Title \\u{1B}[2J with \\n a break  x.yaml  (invalid input)\n"))
    }

    @Test(
        "controller names and expected values in reports are escaped and bounded", arguments: ["text", "json", "junit"])
    func reportUserText(format: String) throws {
        let long = "Sheet\\e[31m" + String(repeating: "x", count: 300)
        let folder = try ScenarioFolder([
            "x.yaml": """
            scenario: Long names
            device: iphone-15
            storyboard:
              initial: Home
              controllers: {Home: {}, "\(long)": {}}
              segues: [{id: Open, from: Home, to: "\(long)", kind: presentModally, presentation: formSheet}]
            steps:
              - perform: Open
                expect: {presented: Home}
            """
        ])
        let result = try CommandLineRunner.run(["replay", "--format", format, "x.yaml"], in: folder.url)
        #expect(result.status == 1, "\(result.standardError)")
        #expect(!result.standardOutput.contains("\u{1B}"))
        #expect(!result.standardOutput.contains(String(repeating: "x", count: 201)))
        // 200 characters shown: `Sheet`, the escape character (shown as `\u{1B}`), `[31m` and 190 of the x's.
        #expect(
            result.standardOutput.contains("u{1B}[31m" + String(repeating: "x", count: 190) + "… (110 more characters)")
        )
    }

    @Test("a device name typed with an escape sequence is quoted escaped in the error")
    func typedDeviceEscaped() throws {
        let decide = try CommandLineRunner.run(["decide", "--device", "tiny\u{1B}[2J", "--style", "popover"])
        #expect(decide.status == 2)
        #expect(decide.standardError.hasPrefix("error: unknown device 'tiny\\u{1B}[2J'"))
        #expect(!decide.standardError.contains("\u{1B}"))
    }

    @Test("a file name with a line break stays on one line of the diagnostics")
    func fileNameWithLineBreak() throws {
        let folder = try ScenarioFolder(["bad\nerror: name.yaml": "scenario: [\n"])
        let result = try CommandLineRunner.run(["validate", "."], in: folder.url)
        #expect(result.status == 2)
        let lines = result.standardError.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { $0.hasPrefix("./bad\\nerror: name.yaml:") })
    }

    @Test("too many problems: the count is a located note, not an unlocated error")
    func tooManyProblems() throws {
        let steps = (0..<150).map { "  - resize: bogus\($0)\n" }.joined()
        let folder = try ScenarioFolder([
            "many.yaml": "scenario: Many\ndevice: ipad-air-2\nstoryboard: {initial: A, controllers: {A: {}}}\nsteps:\n"
                + steps
        ])
        let result = try CommandLineRunner.run(["validate", "many.yaml"], in: folder.url)
        #expect(result.status == 2)
        let lines = result.standardError.split(separator: "\n")
        #expect(lines.last == "many.yaml:105:13: note: too many problems: 50 more not shown (the limit is 100)")
        for line in lines {
            let fields = line.split(separator: ":", maxSplits: 3)
            #expect(fields.count == 4 && Int(fields[1]) != nil && Int(fields[2]) != nil, "unlocated: \(line)")
        }
    }

    @Test("a broken devices file still gives a well-formed report with the input errors in it")
    func brokenCatalogReports() throws {
        let folder = try ScenarioFolder([
            "BAD.yaml": "devices: [\n",
            "x.yaml": ScenarioFolder.sheetScenario(title: "X", expecting: "formSheet"),
        ])
        let jsonRun = try CommandLineRunner.run(
            ["replay", "--catalog", "BAD.yaml", "--format", "json", "x.yaml"], in: folder.url)
        #expect(jsonRun.status == 2)
        let report = try json(jsonRun.standardOutput)
        let scenarios = try #require(report["scenarios"] as? [[String: Any]])
        #expect(scenarios.count == 1)
        #expect(scenarios.first?["file"] as? String == "BAD.yaml")
        #expect((scenarios.first?["error"] as? String)?.hasPrefix("BAD.yaml:2:1: error: ") == true)
        #expect((report["summary"] as? [String: Any])?["invalid"] as? Int == 1)

        let junitRun = try CommandLineRunner.run(
            ["replay", "--catalog", "BAD.yaml", "--format", "junit", "x.yaml"], in: folder.url)
        #expect(junitRun.status == 2)
        let parser = XMLParser(data: Data(junitRun.standardOutput.utf8))
        #expect(parser.parse(), "well-formed XML: \(junitRun.standardOutput)")
        #expect(
            junitRun.standardOutput.contains(
                "<testsuites name=\"adaptive-sim replay\" tests=\"1\" failures=\"0\" errors=\"1\""))
        #expect(junitRun.standardOutput.contains("<error message=\"invalid input: BAD.yaml:2:1: error: "))
    }

    @Test("a folder without scenarios is in the JSON report too")
    func emptyFolderInJSON() throws {
        let folder = try ScenarioFolder(["empty/README": "nothing here"])
        let result = try CommandLineRunner.run(["replay", "--format", "json", "empty"], in: folder.url)
        #expect(result.status == 2)
        let scenarios = try #require(try json(result.standardOutput)["scenarios"] as? [[String: Any]])
        #expect(
            scenarios.first?["error"] as? String == "empty: error: no scenario files (*.yaml, *.yml) in this folder")
    }

    @Test("JSON's file and JUnit's classname do not depend on how the path was typed")
    func pathSpelling() throws {
        let folder = try ScenarioFolder([
            "dir/x.yaml": ScenarioFolder.sheetScenario(title: "X", expecting: "formSheet"), "other/keep": "",
        ])
        let absolute = folder.url.path + "/dir/x.yaml"
        func names(_ path: String, in directory: URL) throws -> (file: String?, classname: Substring?) {
            let json = try CommandLineRunner.run(["replay", "--format", "json", path], in: directory)
            let file = (try self.json(json.standardOutput)["scenarios"] as? [[String: Any]])?.first?["file"] as? String
            let junit = try CommandLineRunner.run(["replay", "--format", "junit", path], in: directory)
            let classname = junit.standardOutput.split(separator: "classname=\"").dropFirst().first?.split(
                separator: "\""
            ).first
            return (file, classname)
        }
        for typed in ["dir/x.yaml", "./dir/x.yaml", "dir/../dir/./x.yaml", absolute] {
            let (file, classname) = try names(typed, in: folder.url)
            #expect(file == "dir/x.yaml", "\(typed)")
            #expect(classname == "dir.x", "\(typed)")
        }
        // Outside the working directory: the absolute path, typed either way.
        let other = folder.url.appendingPathComponent("other")
        let resolved = folder.url.standardizedFileURL.path + "/dir/x.yaml"
        for typed in ["../dir/x.yaml", absolute] {
            let (file, classname) = try names(typed, in: other)
            #expect(file == resolved, "\(typed)")
            #expect(
                classname.map(String.init) == resolved.dropFirst().dropLast(5).replacingOccurrences(of: "/", with: "."),
                "\(typed)")
        }
    }

    @Test("the argument parser's messages quote what was typed escaped (found in review)")
    func parserMessagesEscapeArguments() throws {
        let result = try CommandLineRunner.run(["replay", "x.yaml", "--shard", "\u{1B}[31mX\nerror: fake"])
        #expect(result.status == 2)
        #expect(result.standardError.contains("\\u{1B}[31mX\\nerror: fake"), "\(result.standardError)")
        #expect(!result.standardError.unicodeScalars.contains("\u{1B}"))
        #expect(!result.standardError.split(separator: "\n").contains { $0.hasPrefix("error: fake") })
    }
}

import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Every scenario file of the library, relative to the repository root: `scenarios/…/*.yaml`, outside
/// `storyboards/` folders.
private let libraryScenarios: [String] = {
    let root = CommandLineRunner.repositoryRoot
    let folder = root.appendingPathComponent("scenarios")
    guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [] }
    return enumerator.compactMap { $0 as? String }
        .filter { ($0.hasSuffix(".yaml") || $0.hasSuffix(".yml")) && !$0.split(separator: "/").contains("storyboards") }
        .map { "scenarios/" + $0 }
        .sorted()
}()

/// The keys of the "Scenario and storyboard files" article's replay JSON, in order.
private let scenarioKeys = ["file", "scenario", "device", "orientation", "ios", "steps", "passed", "error", "notes"]
private let stepKeys = [
    "index", "event", "traits", "window", "presented", "style", "appearance", "substituted", "stack", "visible",
    "calls",
    "retainedSegues", "frame", "detent", "dimmed", "collapsed", "displayMode", "transition", "transitionCalls", "views",
    "layers", "hazards", "presentingViews", "error", "expectations",
]
private let expectationKeys = ["key", "expected", "actual", "passed"]
private let summaryKeys = ["scenarios", "passed", "failed", "invalid"]

/// Parses JSON output into a dictionary.
private func object(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
}

/// The keys of every object in `text` in the order written, for objects that start with `"first"`: JSONSerialization
/// forgets the order, so it is read from the text.
private func keyOrders(in text: String, startingWith first: String) -> [[String]] {
    var orders: [[String]] = []
    var searchStart = text.startIndex
    let opening = "{\"\(first)\":"
    while let range = text.range(of: opening, range: searchStart..<text.endIndex) {
        // Walk the object, collecting its top-level keys.
        var keys: [String] = []
        var depth = 0, inString = false, escaped = false, keyStart: String.Index?
        var expectingKey = true
        var index = range.lowerBound
        while index < text.endIndex {
            let character = text[index]
            if inString {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                    if let start = keyStart, depth == 1, expectingKey {
                        keys.append(String(text[text.index(after: start)..<index]))
                    }
                    keyStart = nil
                }
            } else {
                switch character {
                case "\"":
                    inString = true
                    keyStart = index
                case "{", "[":
                    depth += 1
                    expectingKey = character == "{" && depth == 1
                case "}", "]":
                    depth -= 1
                    if depth == 1 { expectingKey = false }
                case ":": if depth == 1 { expectingKey = false }
                case ",": if depth == 1 { expectingKey = true }
                default: break
                }
                if depth == 0 { break }
            }
            index = text.index(after: index)
        }
        orders.append(keys)
        searchStart = range.upperBound
    }
    return orders
}

@Suite("adaptive-sim replay")
struct ReplayCommandTests {
    // MARK: - The scenario library

    @Test("the library has scenarios to replay")
    func libraryIsThere() {
        #expect(libraryScenarios.count >= 22)
    }

    @Test("every scenario of the library passes", arguments: libraryScenarios)
    func libraryScenario(_ file: String) throws {
        let result = try CommandLineRunner.run(["replay", file], in: CommandLineRunner.repositoryRoot)
        #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
        #expect(result.standardError == "")
        #expect(result.standardOutput.hasPrefix("▸ "))
        #expect(result.standardOutput.contains("\n✓ "))
        #expect(result.standardOutput.hasSuffix("1 scenario: 1 passed, 0 failed, 0 invalid\n"))
    }

    @Test("replay scenarios exits 0 and the text report ends with the summary, without colour off a terminal")
    func wholeLibraryText() throws {
        let result = try CommandLineRunner.run(["replay", "scenarios"], in: CommandLineRunner.repositoryRoot)
        #expect(result.status == 0)
        #expect(result.standardError == "")
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(
            lines.last == "\(libraryScenarios.count) scenarios: \(libraryScenarios.count) passed, 0 failed, 0 invalid")
        // Each scenario opens with its ▸ line and closes, after its steps, with its verdict.
        let scenarioLines = lines.filter { !$0.hasPrefix(" ") }.dropLast()
        #expect(scenarioLines.count == 2 * libraryScenarios.count)
        #expect(scenarioLines.filter { $0.hasPrefix("▸ ") }.count == libraryScenarios.count)
        #expect(scenarioLines.filter { $0.hasPrefix("✓ ") }.count == libraryScenarios.count)
        for file in libraryScenarios {
            #expect(
                scenarioLines.contains { $0.hasPrefix("✓ ") && $0.contains("  " + file + "  (") },
                "\(file) has its ✓ line")
        }
        #expect(
            lines.contains(
                "  [2] resize: oneHalf               presented: VetNavigationController  style: fullScreen  appearance: fullScreen  ✓"
            ))
        #expect(
            lines.contains(
                "  [0] perform: ShowAnimal  presented: none                                                                ·"
            ))
        #expect(!result.standardOutput.contains("\u{1B}["), "no ANSI codes when stdout is not a terminal")
    }

    // MARK: - JSON

    @Test("--format json has the 'Scenario and storyboard files' article's shape, key order and summary")
    func json() throws {
        let result = try CommandLineRunner.run(
            ["replay", "--format", "json", "scenarios"], in: CommandLineRunner.repositoryRoot)
        #expect(result.status == 0)
        #expect(result.standardError == "")
        let root = try object(result.standardOutput)
        #expect(Set(root.keys) == ["scenarios", "summary"])
        let summary = try #require(root["summary"] as? [String: Int])
        let count = libraryScenarios.count
        #expect(summary == ["scenarios": count, "passed": count, "failed": 0, "invalid": 0])
        let scenarios = try #require(root["scenarios"] as? [[String: Any]])
        #expect(scenarios.compactMap { $0["file"] as? String } == libraryScenarios)
        for scenario in scenarios {
            #expect(Set(scenario.keys) == Set(scenarioKeys))
            #expect(scenario["passed"] as? Bool == true)
            #expect(scenario["error"] is NSNull)
            #expect(scenario["scenario"] is String)
            let steps = try #require(scenario["steps"] as? [[String: Any]])
            #expect(!steps.isEmpty)
            for (index, step) in steps.enumerated() {
                #expect(Set(step.keys) == Set(stepKeys))
                #expect(step["index"] as? Int == index)
                #expect(step["event"] is String || step["event"] is NSNull)
                #expect((step["traits"] as? [String: String]).map { Set($0.keys) } == ["horizontal", "vertical"])
                #expect((step["window"] as? [String: Double]).map { Set($0.keys) } == ["width", "height"])
                #expect(step["substituted"] is Bool)
                #expect(step["stack"] is [String] && step["calls"] is [String] && step["retainedSegues"] is [String])
                #expect(step["visible"] is String)
                if step["presented"] is NSNull {
                    #expect(step["style"] is NSNull && step["appearance"] is NSNull && step["frame"] is NSNull)
                    #expect((step["stack"] as? [String]) == [])
                } else {
                    #expect(step["presented"] is String && step["style"] is String && step["appearance"] is String)
                    #expect((step["frame"] as? [String: Double]).map { Set($0.keys) } == ["x", "y", "width", "height"])
                }
                #expect(step["error"] is String || step["error"] is NSNull)
                for expectation in try #require(step["expectations"] as? [[String: Any]]) {
                    #expect(Set(expectation.keys) == Set(expectationKeys))
                    #expect(expectation["passed"] as? Bool == true)
                    #expect(expectation["key"] is String)
                }
            }
        }
        // The order of keys, which JSONSerialization does not keep, read from the text.
        let text = result.standardOutput
        #expect(keyOrders(in: text, startingWith: "scenarios") == [["scenarios", "summary"], summaryKeys])
        #expect(keyOrders(in: text, startingWith: "file").allSatisfy { $0 == scenarioKeys })
        #expect(keyOrders(in: text, startingWith: "index").allSatisfy { $0 == stepKeys })
        #expect(keyOrders(in: text, startingWith: "key").allSatisfy { $0 == expectationKeys })
        #expect(
            keyOrders(in: text, startingWith: "index").count
                == scenarios.map { ($0["steps"] as? [Any])?.count ?? 0 }.reduce(0, +))
        #expect(
            text.hasSuffix(#","summary":{"scenarios":\#(count),"passed":\#(count),"failed":0,"invalid":0}}"# + "\n"))
        #expect(text.range(of: #"[0-9]\.0[,}\]]"#, options: .regularExpression) == nil, "whole numbers without .0")
        #expect(text.split(separator: "\n").count == 1, "one line")
    }

    @Test("a step's JSON, with null where there is nothing")
    func jsonStep() throws {
        let result = try CommandLineRunner.run(
            ["replay", "--format", "json", "scenarios/pampered-pets/vet-popover-split-view-ios9.yaml"],
            in: CommandLineRunner.repositoryRoot)
        #expect(result.status == 0)
        #expect(
            result.standardOutput.hasPrefix(
                """
                {"scenarios":[{"file":"scenarios/pampered-pets/vet-popover-split-view-ios9.yaml",\
                "scenario":"Vet information popover adapts in Split View (iOS 9)","device":"ipad-air-2","orientation":"landscape","ios":9,"steps":[\
                {"index":0,"event":"perform: ShowAnimal","traits":{"horizontal":"regular","vertical":"regular"},\
                "window":{"width":1024,"height":768},"presented":null,"style":null,"appearance":null,"substituted":false,\
                "stack":[],"visible":"AnimalDetail","calls":["prepare(for:sender:)","perform()"],"retainedSegues":[],\
                "frame":null,"detent":null,"dimmed":null,"collapsed":null,"displayMode":null,\
                "transition":{"kind":"push","animator":"builtIn","transitionStyle":null,"duration":0.4,\
                "interactive":false,"animated":true,"presentationStyle":null,"fromView":"presenter",\
                "toView":"presented","initialFrame":{"x":0,"y":0,"width":0,"height":0},\
                "finalFrame":{"x":0,"y":0,"width":1024,"height":768},"fromController":"PetList",\
                "toController":"AnimalDetail","state":"completed"},"transitionCalls":["viewWillDisappear(PetList)",\
                "viewWillAppear(AnimalDetail)","viewDidAppear(AnimalDetail)","viewDidDisappear(PetList)"],\
                "views":["PetsNavigation"],"layers":{"PetsNavigation":{"alpha":1,\
                "frame":{"x":0,"y":0,"width":1024,"height":768},"transform":{"scale":1}},"AnimalDetail":{"alpha":1,\
                "frame":{"x":0,"y":0,"width":1024,"height":768},"transform":{"scale":1}}},"hazards":[],\
                "presentingViews":null,"error":null,"expectations":[{"key":"visible","expected":"AnimalDetail","actual":"AnimalDetail",\
                "passed":true},{"key":"presented","expected":null,"actual":null,"passed":true},{"key":"calls",\
                "expected":["prepare(for:sender:)","perform()"],"actual":["prepare(for:sender:)","perform()"],"passed":true}]},
                """))
        #expect(
            result.standardOutput.contains(
                """
                {"index":2,"event":"resize: oneHalf","traits":{"horizontal":"compact","vertical":"regular"},\
                "window":{"width":507,"height":768},"presented":"VetNavigationController","style":"fullScreen",\
                "appearance":"fullScreen","substituted":true,"stack":["VetNavigationController"],"visible":"VetInformation",\
                "calls":["adaptivePresentationStyle(for:traitCollection:)","viewControllerForAdaptivePresentationStyle(.fullScreen)",\
                "willPresentWithAdaptiveStyle(.fullScreen)"],"retainedSegues":["VetDetail"],\
                "frame":{"x":0,"y":0,"width":507,"height":768},"detent":null,"dimmed":null,"collapsed":null,"displayMode":null,\
                "transition":null,"transitionCalls":["viewWillDisappear(PetsNavigation)","viewDidDisappear(PetsNavigation)"],\
                "views":["VetNavigationController"],"layers":{"VetNavigationController":\
                {"alpha":1,"frame":{"x":0,"y":0,"width":507,"height":768},"transform":{"scale":1}},"VetInformation":\
                {"alpha":1,"frame":{"x":0,"y":0,"width":507,"height":768},"transform":{"scale":1}}},"hazards":[],\
                "presentingViews":"removed","error":null,\
                "expectations":[
                """))
    }

    // MARK: - JUnit

    #if canImport(FoundationXML) || os(macOS)
        @Test("--format junit is JUnit XML in the common schema, one test case per scenario")
        func junit() throws {
            let result = try CommandLineRunner.run(
                ["replay", "--format", "junit", "scenarios"], in: CommandLineRunner.repositoryRoot)
            #expect(result.status == 0)
            #expect(result.standardError == "")
            // Times are measured (checked in ReplayMatrixAndRecordCommandTests); the rest is compared exactly.
            let document = try XMLDocument(data: Data(JUnitTimes.zeroed(result.standardOutput).utf8))
            let root = try #require(document.rootElement())
            #expect(root.name == "testsuites")
            let count = "\(libraryScenarios.count)"
            for (name, value) in [
                ("tests", count), ("failures", "0"), ("errors", "0"), ("skipped", "0"), ("time", "0.000"),
            ] {
                #expect(root.attribute(forName: name)?.stringValue == value, "testsuites \(name)")
            }
            let suites = root.elements(forName: "testsuite")
            #expect(suites.count == 1)
            let suite = try #require(suites.first)
            for (name, value) in [
                ("tests", count), ("failures", "0"), ("errors", "0"), ("skipped", "0"), ("time", "0.000"),
            ] {
                #expect(suite.attribute(forName: name)?.stringValue == value, "testsuite \(name)")
            }
            #expect(suite.attribute(forName: "name")?.stringValue == "adaptive-sim replay")
            let cases = suite.elements(forName: "testcase")
            #expect(cases.count == libraryScenarios.count)
            #expect(
                cases.compactMap { $0.attribute(forName: "classname")?.stringValue }
                    == libraryScenarios.map {
                        String($0.dropLast(".yaml".count)).replacingOccurrences(of: "/", with: ".")
                    })
            for testCase in cases {
                #expect(testCase.attribute(forName: "name")?.stringValue?.isEmpty == false)
                #expect(testCase.attribute(forName: "time")?.stringValue == "0.000")
                // A passing case has no failure nor error; its output may list notes and transition hazards.
                #expect(
                    (testCase.children ?? []).allSatisfy { $0.name == "system-out" }, "a passing case has no failure")
            }
        }

        @Test("JUnit failures say the step and the values, errors carry the diagnostics, and everything is escaped")
        func junitFailuresAndErrors() throws {
            let folder = try ScenarioFolder([
                "a-fails.yaml": ScenarioFolder.sheetScenario(title: #"Sheet <&> "quoted" 'it'"#, expecting: "popover"),
                "b-invalid.yaml": ScenarioFolder.invalidScenario,
                "c-passes.yaml": ScenarioFolder.sheetScenario(title: "Sheet", expecting: "formSheet"),
            ])
            let result = try CommandLineRunner.run(["replay", "--format", "junit", "."], in: folder.url)
            #expect(result.status == 2)
            let document = try XMLDocument(data: Data(result.standardOutput.utf8))
            let root = try #require(document.rootElement())
            #expect(root.attribute(forName: "tests")?.stringValue == "3")
            #expect(root.attribute(forName: "failures")?.stringValue == "1")
            #expect(root.attribute(forName: "errors")?.stringValue == "1")
            let cases = try #require(root.elements(forName: "testsuite").first).elements(forName: "testcase")
            #expect(cases.count == 3)
            #expect(cases.first?.attribute(forName: "name")?.stringValue == #"Sheet <&> "quoted" 'it'"#)
            #expect(cases.first?.attribute(forName: "classname")?.stringValue == "a-fails")
            let failure = try #require(cases.first?.elements(forName: "failure").first)
            #expect(failure.attribute(forName: "type")?.stringValue == "expectation")
            #expect(
                failure.attribute(forName: "message")?.stringValue
                    == "steps[0] (perform: Open): style expected popover, actual formSheet")
            #expect(
                failure.stringValue == "steps[0] (perform: Open): style\n  expected: popover\n    actual: formSheet")
            let error = try #require(cases.dropFirst().first?.elements(forName: "error").first)
            #expect(error.attribute(forName: "type")?.stringValue == "invalid input")
            #expect(
                error.attribute(forName: "message")?.stringValue
                    == "invalid input: ./b-invalid.yaml:2:9: error: unknown device 'iphone-99' at device")
            #expect(
                error.stringValue?.hasPrefix("./b-invalid.yaml:2:9: error: unknown device 'iphone-99' at device")
                    == true)
            #expect(cases.last?.elements(forName: "failure").isEmpty == true)
            #expect(cases.last?.elements(forName: "error").isEmpty == true)
            #expect(result.standardOutput.contains(#"name="Sheet &lt;&amp;&gt; &quot;quoted&quot; &apos;it&apos;""#))
        }
    #endif

    // MARK: - Exit statuses

    @Test("exit 1 when an expectation fails; the expected and actual values are side by side")
    func failedExpectation() throws {
        let folder = try ScenarioFolder([
            "fails.yaml": ScenarioFolder.sheetScenario(title: "Expects a popover", expecting: "popover"),
            "passes.yaml": ScenarioFolder.sheetScenario(title: "Expects a form sheet", expecting: "formSheet"),
        ])
        let text = try CommandLineRunner.run(["replay", "fails.yaml", "passes.yaml"], in: folder.url)
        #expect(text.status == 1)
        #expect(text.standardError == "")
        #expect(
            text.standardOutput == """
                ▸ Expects a popover  fails.yaml
                  [0] perform: Open          presented: Sheet  style: formSheet  appearance: card at large  ✗
                      ↳ present builtIn 0.4 s · formSheet · from Home to Sheet · views none → wrapper · completed
                        ✗ style  expected: popover  actual: formSheet
                  [1] dismiss: programmatic  presented: none                                                ✓
                      ↳ dismiss builtIn 0.4 s · formSheet · from Sheet to Home · views wrapper → none · completed
                ✗ Expects a popover  fails.yaml  (2 steps)
                ▸ Expects a form sheet  passes.yaml
                  [0] perform: Open          presented: Sheet  style: formSheet  appearance: card at large  ✓
                      ↳ present builtIn 0.4 s · formSheet · from Home to Sheet · views none → wrapper · completed
                  [1] dismiss: programmatic  presented: none                                                ✓
                      ↳ dismiss builtIn 0.4 s · formSheet · from Sheet to Home · views wrapper → none · completed
                ✓ Expects a form sheet  passes.yaml  (2 steps)
                2 scenarios: 1 passed, 1 failed, 0 invalid

                """)
        let json = try object(
            try CommandLineRunner.run(["replay", "--format", "json", "."], in: folder.url).standardOutput)
        #expect(json["summary"] as? [String: Int] == ["scenarios": 2, "passed": 1, "failed": 1, "invalid": 0])
        let failing = try #require((json["scenarios"] as? [[String: Any]])?.first)
        #expect(failing["passed"] as? Bool == false)
        #expect(failing["error"] is NSNull, "a failed expectation is not an input error")
        let expectations = try #require(
            ((failing["steps"] as? [[String: Any]])?.first?["expectations"]) as? [[String: Any]])
        #expect(expectations.last?["key"] as? String == "style")
        #expect(expectations.last?["expected"] as? String == "popover")
        #expect(expectations.last?["actual"] as? String == "formSheet")
        #expect(expectations.last?["passed"] as? Bool == false)
    }

    @Test("exit 2 when any input is invalid, even with a failed expectation; the other files still run")
    func invalidInput() throws {
        let folder = try ScenarioFolder([
            "a-fails.yaml": ScenarioFolder.sheetScenario(title: "Expects a popover", expecting: "popover"),
            "b-invalid.yaml": ScenarioFolder.invalidScenario,
            "c-passes.yaml": ScenarioFolder.sheetScenario(title: "Expects a form sheet", expecting: "formSheet"),
        ])
        let result = try CommandLineRunner.run(
            ["replay", "--format", "json", "a-fails.yaml", "b-invalid.yaml", "c-passes.yaml"], in: folder.url)
        #expect(result.status == 2)
        #expect(
            result.standardError == """
                b-invalid.yaml:2:9: error: unknown device 'iphone-99' at device
                b-invalid.yaml:2:9: note: did you mean 'iphone-8'?

                """)
        let json = try object(result.standardOutput)
        #expect(json["summary"] as? [String: Int] == ["scenarios": 3, "passed": 1, "failed": 1, "invalid": 1])
        let scenarios = try #require(json["scenarios"] as? [[String: Any]])
        #expect(scenarios.compactMap { $0["file"] as? String } == ["a-fails.yaml", "b-invalid.yaml", "c-passes.yaml"])
        #expect(scenarios.compactMap { $0["passed"] as? Bool } == [false, false, true])
        let invalid = scenarios[1]
        #expect(invalid["scenario"] as? String == "Unknown device", "the title is read even when the file is invalid")
        #expect(
            invalid["error"] as? String == """
                b-invalid.yaml:2:9: error: unknown device 'iphone-99' at device
                b-invalid.yaml:2:9: note: did you mean 'iphone-8'?
                """)
        #expect((invalid["steps"] as? [Any])?.isEmpty == true)
        #expect((scenarios[2]["steps"] as? [Any])?.count == 2, "the file after the invalid one still ran")

        let text = try CommandLineRunner.run(["replay", "."], in: folder.url)
        #expect(text.status == 2)
        #expect(
            text.standardOutput.contains(
                """
                ✗ Unknown device  ./b-invalid.yaml  (invalid input)
                    ./b-invalid.yaml:2:9: error: unknown device 'iphone-99' at device

                """))
        #expect(text.standardOutput.hasSuffix("3 scenarios: 1 passed, 1 failed, 1 invalid\n"))
    }

    @Test("every invalid fixture is reported as invalid, with its title when it has one, and the run goes on")
    func invalidFixtures() throws {
        let result = try CommandLineRunner.run(["replay", "--format", "json", "invalid-scenarios"])
        #expect(result.status == 2)
        let json = try object(result.standardOutput)
        let scenarios = try #require(json["scenarios"] as? [[String: Any]])
        let count = try FileManager.default.contentsOfDirectory(
            atPath: CommandLineRunner.fixtures.appendingPathComponent("invalid-scenarios").path
        ).filter { $0.hasSuffix(".yaml") }.count
        #expect(count >= 30)
        #expect(json["summary"] as? [String: Int] == ["scenarios": count, "passed": 0, "failed": 0, "invalid": count])
        for scenario in scenarios {
            let file = try #require(scenario["file"] as? String)
            let error = try #require(scenario["error"] as? String, "\(file) has an error")
            #expect(error.hasPrefix("invalid-scenarios/"), "\(file): \(error)")
            #expect(result.standardError.contains(error), "\(file): its diagnostics are on stderr")
            // A scenario stopped by an input error lists the steps replayed before it.
            let steps = try #require(scenario["steps"] as? [[String: Any]])
            #expect(steps.map { $0["index"] as? Int } == Array(steps.indices), "\(file)")
        }
        let titles = Dictionary(
            uniqueKeysWithValues: scenarios.compactMap { scenario in
                (scenario["file"] as? String).map { ($0, scenario["scenario"]) }
            })
        #expect(titles["invalid-scenarios/unknown-device.yaml"] as? String == "Unknown device")
        #expect(titles["invalid-scenarios/binary-garbage.yaml"] is NSNull, "unreadable: no title")
    }

    @Test("a missing file and a folder without scenarios are input errors")
    func missingInputs() throws {
        let folder = try ScenarioFolder(["notes.txt": "not a scenario"])
        let missing = try CommandLineRunner.run(["replay", "missing.yaml"], in: folder.url)
        #expect(missing.status == 2)
        #expect(missing.standardError == "missing.yaml: error: cannot read file: no such file or directory\n")
        #expect(
            missing.standardOutput == """
                ✗ missing.yaml  missing.yaml  (invalid input)
                    missing.yaml: error: cannot read file: no such file or directory
                1 scenario: 0 passed, 0 failed, 1 invalid

                """)
        let empty = try CommandLineRunner.run(["replay", "."], in: folder.url)
        #expect(empty.status == 2)
        #expect(empty.standardError == ".: error: no scenario files (*.yaml, *.yml) in this folder\n")
    }

    @Test(
        "--ios is validated and usage errors exit 2",
        arguments: [
            (["replay", "scenarios", "--ios", "7"], "Error: iOS 7 is not modelled: --ios takes 8…27"),
            (["replay", "scenarios", "--ios", "28"], "Error: iOS 28 is not modelled: --ios takes 8…27"),
            (["replay", "scenarios", "--ios", "nine"], "Error: The value 'nine' is invalid for '--ios <version>'"),
            (["replay", "--format", "xml", "scenarios"], "Error: The value 'xml' is invalid for '--format <format>'"),
            (["replay"], "Error: Missing expected argument '<path> ...'"),
        ])
    func usage(_ arguments: [String], _ message: String) throws {
        let result = try CommandLineRunner.run(arguments, in: CommandLineRunner.repositoryRoot)
        #expect(result.status == 2)
        #expect(result.standardOutput == "")
        #expect(result.standardError.hasPrefix(message), "\(result.standardError)")
    }

    // MARK: - --ios and --devices

    @Test("--ios 12 overrides the era: .automatic is full screen, so the form-sheet expectation fails")
    func iOSOverride() throws {
        let file = "scenarios/pain-points/automatic-by-era.yaml"
        let result = try CommandLineRunner.run(
            ["replay", "--format", "json", file, "--ios", "12"], in: CommandLineRunner.repositoryRoot)
        #expect(result.status == 1)
        let scenario = try #require((try object(result.standardOutput)["scenarios"] as? [[String: Any]])?.first)
        let step = try #require((scenario["steps"] as? [[String: Any]])?.first)
        #expect(step["style"] as? String == "fullScreen")
        let style = try #require((step["expectations"] as? [[String: Any]])?.first { $0["key"] as? String == "style" })
        #expect(style["expected"] as? String == "formSheet")
        #expect(style["actual"] as? String == "fullScreen")
        #expect(style["passed"] as? Bool == false)

        let newest = try CommandLineRunner.run(["replay", file, "--ios", "26"], in: CommandLineRunner.repositoryRoot)
        #expect(newest.status == 0)
        // An iOS 9 scenario replayed on iOS 8: the segue is no longer retained.
        let ios8 = try CommandLineRunner.run(
            ["replay", "scenarios/pampered-pets/vet-popover-split-view-ios9.yaml", "--ios", "8"],
            in: CommandLineRunner.repositoryRoot)
        #expect(ios8.status == 1)
        #expect(ios8.standardOutput.contains("✗ retainedSegues  expected: [VetDetail]  actual: []"))
    }

    @Test("--catalog replaces the catalog the scenarios' devices are found in")
    func devicesReplacement() throws {
        let devices = try String(
            contentsOf: CommandLineRunner.fixtures.appendingPathComponent("valid/minimal.yaml"), encoding: .utf8)
        let folder = try ScenarioFolder([
            "devices.yaml": devices,
            "scenarios/tiny.yaml": ScenarioFolder.sheetScenario(title: "Tiny", expecting: "formSheet")
                .replacingOccurrences(of: "iphone-15", with: "tiny-phone"),
        ])
        let result = try CommandLineRunner.run(["replay", "--catalog", "devices.yaml", "scenarios"], in: folder.url)
        #expect(result.status == 0, "\(result.standardError)")
        let validate = try CommandLineRunner.run(
            ["validate", "--catalog", "devices.yaml", "scenarios"], in: folder.url)
        #expect(
            validate.status == 0, "validate resolves scenario devices against --catalog too: \(validate.standardError)")
        let builtIn = try CommandLineRunner.run(["replay", "scenarios"], in: folder.url)
        #expect(builtIn.status == 2)
        #expect(
            builtIn.standardError.hasPrefix("scenarios/tiny.yaml:2:9: error: unknown device 'tiny-phone' at device"))
        let broken = try CommandLineRunner.run(
            ["replay", "--catalog", "scenarios/tiny.yaml", "scenarios"], in: folder.url)
        #expect(broken.status == 2)
        #expect(broken.standardOutput.hasPrefix("✗ scenarios/tiny.yaml  scenarios/tiny.yaml  (invalid input)\n"))
        #expect(broken.standardOutput.hasSuffix("1 scenario: 0 passed, 0 failed, 1 invalid\n"))
    }

    // MARK: - Determinism and colour

    @Test("two runs print the same bytes", arguments: ["text", "json", "junit"])
    func deterministic(_ format: String) throws {
        let arguments = ["replay", "--format", format, "scenarios"]
        let first = try CommandLineRunner.run(arguments, in: CommandLineRunner.repositoryRoot)
        let second = try CommandLineRunner.run(arguments, in: CommandLineRunner.repositoryRoot)
        #expect(
            JUnitTimes.zeroed(first.standardOutput) == JUnitTimes.zeroed(second.standardOutput),
            "only JUnit's times differ")
        #expect(first.standardError == second.standardError)
        #expect(!first.standardOutput.isEmpty)
    }

    @Test(
        "colour only on a terminal, and never with NO_COLOR",
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), "needs script(1) for a terminal"))
    func colour() throws {
        let executable = try CommandLineRunner.executable.path
        let command = ["-qec", "\(executable) replay scenarios/pain-points/automatic-by-era.yaml", "/dev/null"]
        let terminal = try CommandLineRunner.run(
            command, in: CommandLineRunner.repositoryRoot, executable: URL(fileURLWithPath: "/usr/bin/script"))
        #expect(terminal.standardOutput.contains("\u{1B}[32m✓\u{1B}[0m Automatic style resolves by era"))
        let noColour = try CommandLineRunner.run(
            command, in: CommandLineRunner.repositoryRoot, executable: URL(fileURLWithPath: "/usr/bin/script"),
            environment: ["NO_COLOR": "1"])
        #expect(noColour.standardOutput.contains("✓ Automatic style resolves by era"))
        #expect(!noColour.standardOutput.contains("\u{1B}["))
    }

    // MARK: - Golden files

    @Test(
        "the reports of the PamperedPets scenarios match their golden files",
        arguments: [
            ("text", "pampered-pets.txt"), ("json", "pampered-pets.json"), ("junit", "pampered-pets.xml"),
        ])
    func golden(_ format: String, _ name: String) throws {
        let result = try CommandLineRunner.run(
            ["replay", "--format", format, "scenarios/pampered-pets"], in: CommandLineRunner.repositoryRoot)
        #expect(result.status == 0)
        try GoldenFile(name).check(result.standardOutput)
    }

    @Test(
        "the report of a failing replay matches its golden file",
        arguments: [("text", "automatic-ios-12.txt"), ("junit", "automatic-ios-12.xml")])
    func goldenFailure(_ format: String, _ name: String) throws {
        let result = try CommandLineRunner.run(
            ["replay", "--format", format, "scenarios/pain-points/automatic-by-era.yaml", "--ios", "12"],
            in: CommandLineRunner.repositoryRoot)
        #expect(result.status == 1)
        try GoldenFile(name).check(result.standardOutput)
    }
}

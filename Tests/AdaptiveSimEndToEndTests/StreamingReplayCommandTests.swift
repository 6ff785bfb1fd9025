import Foundation
import Testing

/// `replay` of a scenario longer than what is held at once (1 MiB): its steps replay and print as they are
/// read (issue 12).
@Suite("replay streams a long scenario")
struct StreamingReplayCommandTests {
    /// 22,000 resize steps (1.2 MB), every other one with an expectation; the step at `failing` expects a
    /// wrong width, and `extra` replaces a step's text.
    static func longScenario(failing: Int? = nil, extra: [Int: String] = [:]) -> String {
        var text =
            "scenario: Resize 22000 times\ndevice: ipad-air-2\norientation: landscape\n"
            + "storyboard: {initial: A, controllers: {A: {}}}\nsteps:\n"
        text.reserveCapacity(22_000 * 60)
        for index in 0..<22_000 {
            if let line = extra[index] {
                text += line
            } else if index.isMultiple(of: 2) {
                text +=
                    "  - resize: oneThird\n    expect: {presented: none, window: {width: \(index == failing ? 999 : 320), height: 768}}\n"
            } else {
                text += "  - resize: twoThirds\n"
            }
        }
        return text
    }

    @Test("the text report prints the steps as they replay, then a closing line with the verdict")
    func text() throws {
        let folder = try ScenarioFolder([
            "long.yaml": Self.longScenario(failing: 20_000),
            "short.yaml": ScenarioFolder.sheetScenario(title: "Short", expecting: "formSheet"),
        ])
        let result = try CommandLineRunner.run(["replay", folder.url.path])
        #expect(result.status == 1)
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        let long = folder.url.appendingPathComponent("long.yaml").path
        #expect(lines.first == "▸ Resize 22000 times  \(long)")
        #expect(lines.contains { $0.hasPrefix("  [0]") && $0.contains("resize: oneThird") && $0.hasSuffix("✓") })
        #expect(lines.contains { $0.hasPrefix("  [20000] resize: oneThird") && $0.hasSuffix("✗") })
        #expect(lines.contains { $0.contains("✗ window") && $0.contains("width: 999") })
        #expect(lines.contains("✗ Resize 22000 times  \(long)  (22000 steps)"))
        #expect(lines.contains { $0.hasPrefix("✓ Short") })
        #expect(lines.last == "2 scenarios: 1 passed, 1 failed, 0 invalid")
        #expect(lines.filter { $0.hasPrefix("  [") }.count == 22_000 + 2)
        #expect(result.standardError.isEmpty)
    }

    @Test("JUnit names the failed step of a streamed scenario, and JSON has every step")
    func junitAndJSON() throws {
        let folder = try ScenarioFolder(["long.yaml": Self.longScenario(failing: 20_000)])
        let file = folder.url.appendingPathComponent("long.yaml").path
        let junit = try CommandLineRunner.run(["replay", file, "--format", "junit"])
        #expect(junit.status == 1)
        #expect(junit.standardOutput.contains("tests=\"1\" failures=\"1\" errors=\"0\""))
        #expect(junit.standardOutput.contains("<failure message=\"steps[20000] (resize: oneThird): window expected"))
        let json = try CommandLineRunner.run(["replay", file, "--format", "json"])
        #expect(json.status == 1)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        let scenarios = try #require(object["scenarios"] as? [[String: Any]])
        #expect((scenarios.first?["steps"] as? [Any])?.count == 22_000)
        #expect(scenarios.first?["passed"] as? Bool == false)
    }

    @Test("--format diagnostics locates a streamed scenario's failed expectation at its value")
    func diagnostics() throws {
        let folder = try ScenarioFolder(["long.yaml": Self.longScenario(failing: 20_000)])
        let file = folder.url.appendingPathComponent("long.yaml").path
        let result = try CommandLineRunner.run(["replay", file, "--format", "diagnostics"])
        #expect(result.status == 1)
        // Five header lines, then three lines per two steps: step 20,000 starts on line 30,006, its expectation
        // on the next, the window's value at column 39.
        #expect(
            result.standardOutput
                == "\(file):30007:39: error: steps[20000] expect.window: expected {width: 999, height: 768}, observed {width: 320, height: 768}\n"
        )
    }

    @Test("JUnit counts every failed step of a streamed scenario, those past the 1,000 it keeps too")
    func junitCountsOmittedFailures() throws {
        let failing = Self.longScenario().replacingOccurrences(of: "width: 320", with: "width: 999")
        let folder = try ScenarioFolder(["failing.yaml": failing])
        let junit = try CommandLineRunner.run([
            "replay", folder.url.appendingPathComponent("failing.yaml").path, "--format", "junit",
        ])
        #expect(junit.status == 1)
        #expect(junit.standardOutput.contains("<failure message=\"steps[0] (resize: oneThird): window expected"))
        #expect(junit.standardOutput.contains("(and 10999 more)"))
        // The failure's text lists the steps kept.
        #expect(junit.standardOutput.components(separatedBy: ": window\n").count - 1 == 1_000)
    }

    @Test("a problem found while streaming stops the replay, is located, and makes the file invalid")
    func invalidWhileStreaming() throws {
        let folder = try ScenarioFolder([
            "long.yaml": Self.longScenario(extra: [21_000: "  - resize: oneQuater\n", 21_500: "  - rotate: sideways\n"]
            ),
            "tail.yaml": Self.longScenario() + "ios: 12\n",
        ])
        let long = folder.url.appendingPathComponent("long.yaml").path
        let result = try CommandLineRunner.run(["replay", long, folder.url.appendingPathComponent("tail.yaml").path])
        #expect(result.status == 2)
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        let closing = try #require(lines.firstIndex(of: "✗ Resize 22000 times  \(long)  (invalid input)"))
        #expect(lines[..<closing].contains { $0.hasPrefix("  [20999]") })
        #expect(!lines[..<closing].contains { $0.hasPrefix("  [21000]") })
        #expect(lines.last == "2 scenarios: 0 passed, 0 failed, 2 invalid")
        // 5 lines of head, 10,500 steps of two lines and 10,500 of one before steps[21000].
        #expect(
            result.standardError.contains("\(long):31506:13: error: unknown layout 'oneQuater' at steps[21000].resize"))
        #expect(result.standardError.contains("did you mean 'oneThird'?"))
        #expect(result.standardError.contains("unknown orientation 'sideways' at steps[21500].rotate"))
        #expect(result.standardError.contains("'ios' comes after 'steps'"))
    }

    @Test("validate checks a long scenario as replay reads it")
    func validate() throws {
        let folder = try ScenarioFolder([
            "long.yaml": Self.longScenario(failing: 20_000),
            "broken.yaml": Self.longScenario(extra: [21_000: "  - resize: oneQuater\n"]),
        ])
        let long = folder.url.appendingPathComponent("long.yaml").path
        let valid = try CommandLineRunner.run(["validate", long])
        #expect(valid.status == 0)
        #expect(valid.standardOutput == "\(long): ok\n")
        let broken = folder.url.appendingPathComponent("broken.yaml").path
        let invalid = try CommandLineRunner.run(["validate", broken])
        #expect(invalid.status == 2)
        #expect(
            invalid.standardError.contains(
                "\(broken):31506:13: error: unknown layout 'oneQuater' at steps[21000].resize"))
    }

    @Test(
        "--filter finds a long scenario by its title, and validate calls a long file of another kind too large (found in review)"
    )
    func filterAndOtherKinds() throws {
        let storyboard =
            "initial: A\ncontrollers: {A: {}}\n" + String(repeating: "# padding to pass the limit\n", count: 60_000)
        let folder = try ScenarioFolder(["long.yaml": Self.longScenario(), "board.yaml": storyboard])
        let long = folder.url.appendingPathComponent("long.yaml").path
        let filtered = try CommandLineRunner.run(["replay", long, "--filter", "22000 TIMES", "--format", "junit"])
        #expect(filtered.status == 0, "\(filtered.standardError)")
        #expect(filtered.standardOutput.contains("tests=\"1\" failures=\"0\" errors=\"0\""))
        let board = folder.url.appendingPathComponent("board.yaml").path
        let validated = try CommandLineRunner.run(["validate", board])
        #expect(validated.status == 2)
        #expect(
            validated.standardError == "\(board):1:1: error: file is larger than the limit of 1 MiB (1048576 bytes)\n")
    }
}

import Foundation
import Testing

/// iOS 27, the newest version modelled: `replay` and `audit` take `--ios 27`, and the audit notes what iOS 26
/// and 27 change for popovers anchored to bar button items (R130, R135).
@Suite("iOS 26 and 27 on the command line")
struct NewestIOSCommandTests {
    @Test("replay --ios 27 replays the library, and 27 is the default of a scenario without ios:")
    func replay() throws {
        let root = CommandLineRunner.repositoryRoot
        let result = try CommandLineRunner.run(
            [
                "replay", "scenarios/pampered-pets/vet-popover-split-view-newest.yaml",
                "scenarios/sheets/sheet-placement-ios27.yaml", "--ios", "26", "27",
            ], in: root)
        #expect(result.status == 0, "\(result.standardOutput)")
        #expect(result.standardOutput.hasSuffix("4 runs of 2 scenarios: 4 passed, 0 failed, 0 invalid\n"))
        #expect(result.standardOutput.contains("[ipad-air-2, iOS 27]"))
        let folder = try ScenarioFolder(["s.yaml": ScenarioFolder.sheetScenario(title: "Sheet", expecting: "formSheet")]
        )
        let json = try CommandLineRunner.run(["replay", "s.yaml", "--format", "json"], in: folder.url)
        #expect(json.status == 0)
        #expect(json.standardOutput.contains("\"ios\":27"))
    }

    @Test("audit --ios 26 27 notes a bar-button popover's arrow directions and barButtonItem's deprecation")
    func auditNotes() throws {
        let root = CommandLineRunner.repositoryRoot
        let file = "scenarios/interface-builder/storyboards/Store.storyboard"
        let newest = try CommandLineRunner.run(
            ["audit", file, "--ios", "26", "27", "--format", "diagnostics", "--verbose"], in: root)
        #expect(newest.status == 0, "\(newest.standardOutput)\(newest.standardError)")
        let lines = newest.standardOutput.split(separator: "\n").map(String.init)
        let morph = try #require(lines.firstIndex { $0.hasSuffix("[R130]") }, "\(lines)")
        #expect(lines[morph].hasPrefix("\(file):37:33: note: segue 'ShowSettings' (id 'sTr-Sg-Set')"))
        #expect(lines[morph].contains("arrow directions (up) have no effect from iOS 26"))
        #expect(lines[morph + 1].hasSuffix("note: happens on iOS 26"))
        let deprecation = try #require(lines.firstIndex { $0.hasSuffix("[R135]") }, "\(lines)")
        #expect(lines[deprecation].contains("iOS 27 deprecates UIPopoverPresentationController.barButtonItem"))
        #expect(lines[deprecation + 2].contains("set sourceItem (iOS 16) to the same item"))

        // The deprecation is one the compiler reports: only --verbose prints it.
        let quiet = try CommandLineRunner.run(
            ["audit", file, "--ios", "26", "27", "--format", "diagnostics"], in: root)
        #expect(quiet.standardOutput.contains("[R130]"))
        #expect(!quiet.standardOutput.contains("[R135]"))
        let older = try CommandLineRunner.run(
            ["audit", file, "--ios", "17", "--format", "diagnostics", "--verbose"], in: root)
        #expect(!older.standardOutput.contains("[R130]"))
        #expect(!older.standardOutput.contains("[R135]"))
        let iOS26 = try CommandLineRunner.run(["audit", file, "--ios", "26", "--format", "diagnostics"], in: root)
        #expect(iOS26.standardOutput.contains("[R130]"))
        #expect(!iOS26.standardOutput.contains("[R135]"), "barButtonItem is deprecated from iOS 27")
    }

    @Test("a version after the newest keeps its clear error")
    func future() throws {
        let result = try CommandLineRunner.run(["decide", "--ios", "28", "--device", "iphone-12", "--style", "popover"])
        #expect(result.status == 2)
        #expect(
            result.standardError.contains(
                "iOS 28 is not modelled: use 8…27; write 27 for the newest behaviour modelled"),
            "\(result.standardError)")
    }
}

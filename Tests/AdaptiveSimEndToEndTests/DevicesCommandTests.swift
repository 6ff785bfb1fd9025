import Foundation
import Testing

/// The layouts the "Devices file" article requires of every device: phones have `full` in both orientations; iPads also
/// have Split View and Slide Over, and `oneHalf` in landscape only.
private let phoneLayouts = ["portrait full", "landscape full"]
private let padLayouts = [
    "portrait full", "portrait twoThirds", "portrait oneThird", "portrait slideOver",
    "landscape full", "landscape twoThirds", "landscape oneHalf", "landscape oneThird", "landscape slideOver",
]
private let requiredIDs = [
    "iphone-se-1", "iphone-8", "iphone-8-plus", "iphone-x", "iphone-12-mini", "iphone-xr", "iphone-xs-max",
    "iphone-12", "iphone-12-pro-max", "iphone-15", "iphone-15-pro-max", "iphone-16-pro", "iphone-16-pro-max",
    "iphone-air", "ipad-mini-5", "ipad-mini-6", "ipad-air-2", "ipad-10-2", "ipad-pro-10-5", "ipad-air-11",
    "ipad-pro-11", "ipad-pro-11-m4", "ipad-pro-12-9", "ipad-pro-13-m4",
]

@Suite("adaptive-sim devices")
struct DevicesCommandTests {
    @Test(
        "--json lists all 24 required ids with all their layouts, in the 'Scenario and storyboard files' article's shape"
    )
    func json() throws {
        let result = try CommandLineRunner.run(["devices", "--json"])
        #expect(result.status == 0)
        #expect(result.standardError == "")
        let object = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
        let devices = try #require((object as? [String: Any])?["devices"] as? [[String: Any]])
        let byID = Dictionary(devices.compactMap { device in (device["id"] as? String).map { ($0, device) } }) {
            first, _ in first
        }
        for id in requiredIDs {
            let device = try #require(byID[id], "missing \(id)")
            #expect(Set(device.keys) == ["id", "name", "idiom", "screen", "scale", "environments", "aliases"])
            let environments = try #require(device["environments"] as? [[String: Any]])
            let layouts = environments.map { "\($0["orientation"] ?? "") \($0["layout"] ?? "")" }
            #expect(layouts == (id.hasPrefix("ipad") ? padLayouts : phoneLayouts), "\(id)")
            for environment in environments {
                #expect(Set(environment.keys) == ["orientation", "layout", "window", "horizontal", "vertical"])
            }
        }
    }

    @Test("--json keeps the 'Scenario and storyboard files' article's key order and writes whole numbers without .0")
    func jsonText() throws {
        let output = try CommandLineRunner.run(["devices", "--json"]).standardOutput
        #expect(
            output.hasPrefix(
                """
                {"devices":[{"id":"iphone-se-1","name":"iPhone SE (1st generation)","idiom":"phone",\
                "screen":{"width":320,"height":568},"scale":2,"environments":[{"orientation":"portrait","layout":"full",\
                "window":{"width":320,"height":568},"horizontal":"compact","vertical":"regular"},
                """))
        #expect(
            output.contains(
                #"{"orientation":"landscape","layout":"oneHalf","window":{"width":561.5,"height":744},"horizontal":"compact","vertical":"regular"}"#
            ))
        #expect(!output.contains(".0,") && !output.contains(".0}"))
        #expect(output.hasSuffix("]}]}\n"))
        #expect(
            output.contains(
                #""horizontal":"regular","vertical":"compact"}],"aliases":["iPhone 6 Plus","iPhone 6s Plus","iPhone 7 Plus"]}"#
            ))
    }

    @Test("the table has aligned columns and one row per environment")
    func table() throws {
        let result = try CommandLineRunner.run(["devices"])
        #expect(result.status == 0)
        let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "DEVICE             ORIENTATION  LAYOUT     WINDOW     HORIZONTAL  VERTICAL")
        #expect(lines.contains("ipad-mini-6        landscape    oneHalf    561.5x744  compact     regular"))
        #expect(lines.contains("iphone-air         landscape    full       912x420    regular     compact"))
        let environments = 1 + 14 * 2 + 10 * 9
        #expect(lines[environments] == "", "a blank line, then the names")
        #expect(lines[environments + 1].hasPrefix("DEVICE             NAME"))
        #expect(lines[environments + 1].hasSuffix("ALIASES"))
        #expect(
            lines.contains {
                $0.hasPrefix("iphone-8-plus      iPhone 8 Plus")
                    && $0.hasSuffix("iPhone 6 Plus, iPhone 6s Plus, iPhone 7 Plus")
            })
        #expect(lines.count == environments + 2 + 24 + 1)
        #expect(!result.standardOutput.contains("\u{1B}["), "no colour when stdout is not a terminal")
    }

    @Test("--catalog replaces the built-in catalog")
    func replacement() throws {
        let result = try CommandLineRunner.run(["devices", "--json", "--catalog", "valid/minimal.yaml"])
        #expect(result.status == 0)
        #expect(
            result.standardOutput == """
                {"devices":[{"id":"tiny-phone","name":"Tiny Phone","idiom":"phone","screen":{"width":320,"height":480},\
                "scale":1,"environments":[{"orientation":"portrait","layout":"full","window":{"width":320,"height":480},\
                "horizontal":"compact","vertical":"regular"},{"orientation":"landscape","layout":"full",\
                "window":{"width":480,"height":320},"horizontal":"compact","vertical":"compact"}],"aliases":[]}]}

                """)
    }

    @Test("names from a catalog cannot drive the terminal or start a line of the table (found in review)")
    func escapedNames() throws {
        let minimal = try String(
            contentsOf: CommandLineRunner.fixtures.appendingPathComponent("valid/minimal.yaml"), encoding: .utf8)
        let hostile = minimal.replacingOccurrences(
            of: "name: Tiny Phone",
            with: "name: \"Tiny\\e[31m\\u202EPhone\\nerror: fake\"\n    aliases: [\"a\\e[1m\\nerror: q\"]")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("devices-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try hostile.write(to: folder.appendingPathComponent("catalog.yaml"), atomically: true, encoding: .utf8)
        let result = try CommandLineRunner.run(["devices", "--catalog", "catalog.yaml"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("Tiny\\u{1B}[31m\\u{202E}Phone\\nerror: fake"))
        #expect(!result.standardOutput.split(separator: "\n").contains { $0.hasPrefix("error:") })
        #expect(!result.standardOutput.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{202E}" })
    }

    @Test("a bad --devices file prints its diagnostics and exits 2")
    func badReplacement() throws {
        let result = try CommandLineRunner.run(["devices", "--catalog", "invalid/no-devices.yaml"])
        #expect(result.status == 2)
        #expect(result.standardOutput == "")
        #expect(
            result.standardError == """
                invalid/no-devices.yaml:2:57: error: expected a positive number, found the integer -1 at freeformWindows.pad.regularHeightAtLeast
                invalid/no-devices.yaml:3:10: error: expected at least one device at devices

                """)
    }

    @Test("the built-in catalog works from any working directory")
    func anyDirectory() throws {
        let result = try CommandLineRunner.run(["devices"], in: FileManager.default.temporaryDirectory)
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("ipad-pro-13-m4"))
    }

    @Test("an executable copied on its own runs: the built-in catalog is compiled in")
    func relocatedExecutable() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("adaptive-sim-alone-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent("adaptive-sim")
        try FileManager.default.copyItem(at: try CommandLineRunner.executable, to: copy)

        let alone = try CommandLineRunner.run(["devices"], in: folder, executable: copy)
        #expect(alone.status == 0, "\(alone.standardError)")
        #expect(alone.standardOutput.contains("ipad-pro-13-m4"))
        let replaced = try CommandLineRunner.run(["devices", "--catalog", "valid/minimal.yaml"], executable: copy)
        #expect(replaced.status == 0)
        #expect(replaced.standardOutput.contains("tiny-phone"))
    }

    @Test(
        "a reader that went away ends the output quietly, as grep and git do: SIGPIPE's status, no message",
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/bin/bash"), "needs bash"),
        arguments: ["", "trap '' PIPE; "])
    func closedOutput(trap: String) throws {
        let executable = try CommandLineRunner.executable.path
        // `true` has exited long before adaptive-sim writes, so the write fails with EPIPE, even when the shell
        // had SIGPIPE ignored; adaptive-sim then ends by SIGPIPE, which bash reports as 141, and says nothing.
        let script = "\(trap){ sleep 0.3; '\(executable)' devices --json; } | true; exit ${PIPESTATUS[0]}"
        let result = try CommandLineRunner.run(["-c", script], executable: URL(fileURLWithPath: "/bin/bash"))
        #expect(result.status == 141)
        #expect(result.standardError == "")
    }

    @Test(
        "a full disk is a failed write: exit 2 with a message, not 0 with the output lost",
        .enabled(if: FileManager.default.fileExists(atPath: "/dev/full"), "needs /dev/full"),
        arguments: [["devices"], ["replay", "--format", "json", "scenarios"], ["validate", "scenarios"]])
    func fullDisk(arguments: [String]) throws {
        let executable = try CommandLineRunner.executable.path
        let quoted = arguments.map { "'\($0)'" }.joined(separator: " ")
        let result = try CommandLineRunner.run(
            ["-c", "cd '\(CommandLineRunner.repositoryRoot.path)' && '\(executable)' \(quoted) > /dev/full"],
            executable: URL(fileURLWithPath: "/bin/bash"))
        #expect(result.status == 2)
        #expect(result.standardError == "error: cannot write to standard output: no space left on device\n")
    }
}

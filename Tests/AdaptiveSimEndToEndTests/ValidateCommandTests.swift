import Foundation
import Testing

@Suite("adaptive-sim validate")
struct ValidateCommandTests {
    @Test("a valid file exits 0 and says so")
    func valid() throws {
        let result = try CommandLineRunner.run(["validate", "valid/minimal.yaml"])
        #expect(result.status == 0)
        #expect(result.standardOutput == "valid/minimal.yaml: ok\n")
        #expect(result.standardError == "")
        let repository = try CommandLineRunner.run(["validate", "devices.yaml"], in: CommandLineRunner.repositoryRoot)
        #expect(repository.status == 0)
    }

    @Test("every problem of every file goes to standard error, located, and the exit status is 2")
    func invalid() throws {
        let result = try CommandLineRunner.run(
            ["validate", "invalid/unknown-keys.yaml", "valid/minimal.yaml", "invalid/tabs.yaml"])
        #expect(result.status == 2)
        #expect(result.standardOutput == "valid/minimal.yaml: ok\n")
        #expect(
            result.standardError == """
                invalid/unknown-keys.yaml:2:1: error: unknown key 'freeformWindow'
                invalid/unknown-keys.yaml:2:1: note: did you mean 'freeformWindows'?
                invalid/unknown-keys.yaml:5:5: error: missing required key 'scale' at devices[0]
                invalid/unknown-keys.yaml:9:5: error: unknown key 'scales' at devices[0]
                invalid/unknown-keys.yaml:9:5: note: did you mean 'scale'?
                invalid/unknown-keys.yaml:14:15: error: missing required key 'horizontal' at devices[0].layouts.landscape.full
                invalid/unknown-keys.yaml:14:42: error: unknown key 'horizonal' at devices[0].layouts.landscape.full
                invalid/unknown-keys.yaml:14:42: note: did you mean 'horizontal'?
                invalid/unknown-keys.yaml:15:9: error: unknown key 'onehalf' at devices[0].layouts.landscape
                invalid/unknown-keys.yaml:15:9: note: did you mean 'oneHalf'?
                invalid/unknown-keys.yaml:16:9: error: unknown key 'quarter' at devices[0].layouts.landscape
                invalid/unknown-keys.yaml:16:9: note: expected one of: full, twoThirds, oneHalf, oneThird, slideOver
                invalid/tabs.yaml:3:1: error: tab character in indentation; indent YAML with spaces
                invalid/tabs.yaml:4:1: error: tab character in indentation; indent YAML with spaces

                """)
    }

    @Test(
        "hostile files are diagnosed, never crash",
        arguments: [
            "invalid/billion-laughs.yaml", "invalid/binary-garbage.yaml", "invalid/invalid-utf8.yaml",
            "invalid/complex-keys.yaml",
        ])
    func hostile(_ path: String) throws {
        let result = try CommandLineRunner.run(["validate", path])
        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix(path + ":"))
    }

    @Test("20,000 nested brackets are diagnosed, never crash")
    func deepNesting() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("adaptive-sim-deep-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(String(repeating: "[", count: 20_000).utf8).write(to: folder.appendingPathComponent("deep.yaml"))
        let result = try CommandLineRunner.run(["validate", "deep.yaml"], in: folder)
        #expect(result.status == 2)
        #expect(result.standardError == "deep.yaml:1:65: error: nesting is deeper than 64 levels\n")
    }

    @Test("a missing file exits 2 with a clear message")
    func missing() throws {
        let result = try CommandLineRunner.run(["validate", "missing.yaml"])
        #expect(result.status == 2)
        #expect(result.standardOutput == "")
        #expect(result.standardError == "missing.yaml: error: cannot read file: no such file or directory\n")
    }

    @Test("a folder is every YAML file in it")
    func folder() throws {
        let result = try CommandLineRunner.run(["validate", "valid"])
        #expect(result.status == 0)
        #expect(result.standardOutput == "valid/minimal.yaml: ok\n")
    }

    @Test(
        "usage errors exit 2, help exits 0",
        arguments: [
            (["validate"], Int32(2), "Error: Missing expected argument '<path> ...'"),
            (["frobnicate"], 2, "Error: Unexpected argument 'frobnicate'"),
            (["devices", "--jsn"], 2, "Error: Unknown option '--jsn'"),
            (["--help"], 0, "OVERVIEW: Simulate UIKit adaptive modal presentations"),
            (["validate", "--help"], 0, "OVERVIEW: Check spec files without running them"),
        ])
    func usage(_ arguments: [String], _ status: Int32, _ message: String) throws {
        let result = try CommandLineRunner.run(arguments)
        #expect(result.status == status)
        let text = status == 0 ? result.standardOutput : result.standardError
        #expect(text.hasPrefix(message), "\(text)")
    }

    @Test(
        "colour only on a terminal, and never with NO_COLOR",
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), "needs script(1) for a terminal"))
    func colour() throws {
        let executable = try CommandLineRunner.executable.path
        let command = ["-qec", "\(executable) validate missing.yaml", "/dev/null"]
        let terminal = try CommandLineRunner.run(command, executable: URL(fileURLWithPath: "/usr/bin/script"))
        #expect(terminal.standardOutput.contains("\u{1B}[1;31merror:\u{1B}[0m"))
        let noColour = try CommandLineRunner.run(
            command, executable: URL(fileURLWithPath: "/usr/bin/script"), environment: ["NO_COLOR": "1"])
        #expect(noColour.standardOutput.contains("missing.yaml: error: cannot read file"))
        #expect(!noColour.standardOutput.contains("\u{1B}["))
    }
}

import AdaptivePresentation
import AdaptivePresentationSpec
import Foundation
import Testing

/// Regression fixtures for what fuzzing found (issue 13), small enough for a unit test. The large inputs
/// (a megabyte-long value, a 100 KB string aliased 1,000 times) are timed in `Benchmarks/`.
@Suite("Fuzz findings", .timeLimit(.minutes(1)))
struct FuzzFindingTests {
    /// A fresh folder under the temporary directory, removed by the caller.
    private func makeFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fuzz-findings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// A scenario without its `steps:`, for a test to add them.
    private let scenarioHead = "scenario: Loop\ndevice: iphone-8\nstoryboard: {controllers: {A: {}}, initial: A}\n"
    /// A valid scenario.
    private var scenario: String { scenarioHead + "steps: []\n" }

    // MARK: 1. Folder walks

    @Test("two links to '..' in a subfolder, a link to itself and a non-UTF-8 name: each file once, each skip warned")
    func folderLoops() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let sub = folder.appendingPathComponent("sub")
        try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
        try scenario.write(to: folder.appendingPathComponent("a.yaml"), atomically: true, encoding: .utf8)
        try scenario.write(to: sub.appendingPathComponent("b.yaml"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(
            atPath: sub.appendingPathComponent("up1").path, withDestinationPath: "..")
        try FileManager.default.createSymbolicLink(
            atPath: sub.appendingPathComponent("up2").path, withDestinationPath: "..")
        try FileManager.default.createSymbolicLink(
            atPath: sub.appendingPathComponent("self").path, withDestinationPath: "self")
        // `café.yaml` in Latin-1: not valid UTF-8.
        let badName: [UInt8] = Array((sub.path + "/caf").utf8) + [0xE9] + Array(".yaml".utf8) + [0]
        let created = badName.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { name in
                name.baseAddress.map { open($0, O_CREAT | O_WRONLY, 0o644) } ?? -1
            }
        }
        #expect(created >= 0)
        if created >= 0 { close(created) }

        let walk = SpecFolderWalk(folder: folder.path)
        #expect(walk.files == [folder.path + "/a.yaml", sub.path + "/b.yaml"])
        let warnings = walk.warnings.map(\.description)
        #expect(
            warnings == [
                "\(sub.path): warning: skipped 'caf\\xE9.yaml': the name is not valid UTF-8",
                "\(sub.path)/self: warning: skipped symbolic link: cannot follow it (too many levels of symbolic links)",
                "\(sub.path)/up1: warning: skipped symbolic link: it leads to '\(folder.path)', already walked",
                "\(sub.path)/up2: warning: skipped symbolic link: it leads to '\(folder.path)', already walked",
            ])
        #expect(walk.warnings.allSatisfy { $0.severity == .warning })

        // validate: the warnings, and each scenario once.
        let results = SpecValidator().validate(paths: [folder.path])
        #expect(
            results.filter { $0.diagnostics.isEmpty }.map(\.file) == [folder.path + "/a.yaml", sub.path + "/b.yaml"])
        #expect(results.flatMap(\.diagnostics).count == 4)
    }

    @Test("a link to a sibling folder is walked once; the second way in is warned about")
    func sameFolderTwice() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let real = folder.appendingPathComponent("real")
        try FileManager.default.createDirectory(at: real, withIntermediateDirectories: true)
        try scenario.write(to: real.appendingPathComponent("a.yaml"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("zlink").path, withDestinationPath: "real")
        let walk = SpecFolderWalk(folder: folder.path)
        #expect(walk.files == [real.path + "/a.yaml"])
        #expect(
            walk.warnings.map(\.description) == [
                "\(folder.path)/zlink: warning: skipped symbolic link: it leads to '\(real.path)', already walked"
            ])
    }

    @Test("Interface Builder files are listed on request, storyboards folders included, YAML storyboards not")
    func interfaceBuilderFiles() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in [
            "a.yaml", "storyboards/b.yaml", "storyboards/Main.storyboard", "sub/X.storyboard", "x.storyboard",
            "notes.txt",
        ] {
            let file = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try "x".write(to: file, atomically: true, encoding: .utf8)
        }
        #expect(SpecFolderWalk(folder: folder.path).files == [folder.path + "/a.yaml"])
        #expect(
            SpecFolderWalk(folder: folder.path, interfaceBuilderFiles: true).files
                == [
                    "a.yaml", "storyboards/Main.storyboard", "sub/X.storyboard", "x.storyboard",
                ].map { folder.path + "/" + $0 })
    }

    // MARK: 3. User text in diagnostics

    @Test(
        "a key with a line break cannot print a second diagnostic line",
        arguments: [
            ("\"a\\nerror: injected\": 1", "unknown key 'a\\nerror: injected'"),
            ("orientation: \"\\e[31mred\"", "unknown orientation '\\u{1B}[31mred'"),
            ("\"\\u2028x\": 1", "unknown key '\\u{2028}x'"),
        ])
    func controlCharactersEscaped(line: String, expected: String) throws {
        let text = scenario + line + "\n"
        let diagnostics = SpecValidator().validate(SpecSource(file: "input.yaml", text: text))
        let printed = diagnostics.map(\.description).joined(separator: "\n")
        #expect(printed.contains(expected))
        #expect(
            !printed.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || $0.value == 0x1B || $0.value == 0x2028 }
        )
        // Every printed line is a located diagnostic or note of this file.
        for line in printed.split(separator: "\n") {
            #expect(line.hasPrefix("input.yaml:"), "\(line)")
        }
    }

    @Test("a file name with a line break stays on one line")
    func fileNameEscaped() {
        let diagnostic = Diagnostic(.cannotReadFile(.missing), file: "bad\nerror: name.yaml")
        #expect(diagnostic.description == "bad\\nerror: name.yaml: error: cannot read file: no such file or directory")
    }

    @Test("user text is cut after a bounded length, and the cut says how much is left")
    func longTextBounded() {
        #expect(
            UserText.bounded(String(repeating: "a", count: 205)) == String(repeating: "a", count: 200)
                + "… (5 more characters)")
        #expect(UserText.bounded("short\u{7F}") == "short\\u{7F}")
        let text = scenario.replacingOccurrences(of: "iphone-8", with: String(repeating: "x", count: 10_000))
        let printed = SpecValidator().validate(SpecSource(file: "input.yaml", text: text)).map(\.description)
        #expect(
            printed == [
                "input.yaml:2:9: error: unknown device '" + String(repeating: "x", count: 200)
                    + "… (9800 more characters)' at device"
            ])
    }

    // MARK: 2. Did-you-mean cost

    @Test("did-you-mean ignores names past its length cap")
    func suggestionLengthCap() {
        #expect(ClosestName.suggestion(for: "oneQuater", among: ["oneThird", "oneHalf"]) == "oneThird")
        let long = String(repeating: "oneThird", count: 9)  // 72 characters
        #expect(ClosestName.suggestion(for: long + "x", among: [long]) == nil)
        #expect(ClosestName.suggestion(for: "oneThir", among: [long, "oneThird"]) == "oneThird")
    }

    // MARK: 4. Capped diagnostics

    @Test("an anchor aliased 1,000 times is diagnosed within the count and byte caps, with a located note")
    func aliasedLongString() throws {
        let long = String(repeating: "q", count: 10_000)
        var text = scenarioHead + "steps:\n  - resize: &x \(long)\n"
        text += String(repeating: "  - resize: *x\n", count: 1_000)
        let diagnostics = SpecValidator().validate(SpecSource(file: "input.yaml", text: text))
        let printed = diagnostics.map(\.description).joined(separator: "\n")
        #expect(diagnostics.count == SpecLimits.standardMaximumDiagnostics)
        #expect(printed.utf8.count < SpecLimits.standardMaximumDiagnosticBytes + 2_000)
        let last = try #require(printed.split(separator: "\n").last)
        // Every alias is located at its anchor.
        #expect(last == "input.yaml:5:13: note: too many problems: 901 more not shown (the limit is 100)")
    }

    @Test("the byte cap holds when each diagnostic is long")
    func byteCap() throws {
        let limits = SpecLimits(maximumDiagnosticBytes: 4_096)
        var text = scenarioHead + "steps:\n"
        for index in 0..<50 { text += "  - resize: " + String(repeating: "v\(index)", count: 300) + "\n" }
        let diagnostics = SpecValidator(limits: limits).validate(SpecSource(file: "input.yaml", text: text))
        let printed = diagnostics.map(\.description).joined(separator: "\n")
        #expect(diagnostics.count < 50)
        #expect(printed.utf8.count < 4_096 + 2_000)
        #expect(printed.hasSuffix("more not shown (the limit is 4096 bytes)"))
    }
}

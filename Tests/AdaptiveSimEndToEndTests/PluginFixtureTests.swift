import Foundation
import Testing

/// The SwiftPM plugins, used as a package uses them: `Tests/PluginFixture` depends on this repository and applies
/// the build-tool plugin to two targets, `Warned` (a storyboard with a finding of severity warning) and `Failing`
/// (one with a finding of severity error). `swift build` and `swift package audit-storyboards` run on it with their
/// own scratch path, `.build-plugin-fixture` (the first run builds `adaptive-sim` there, a few minutes on two cores;
/// later runs reuse it).
@Suite("SwiftPM plugins on the fixture package", .serialized, .timeLimit(.minutes(20)))
struct PluginFixtureTests {
    static let fixture = CommandLineRunner.repositoryRoot.appendingPathComponent("Tests/PluginFixture")
    static let scratch = CommandLineRunner.repositoryRoot.appendingPathComponent(".build-plugin-fixture")
    static let packageOptions = ["--package-path", fixture.path, "--scratch-path", scratch.path]

    static let warning =
        "Sources/Warned/Warned.storyboard:9:25: warning: segue 'manual-1' from scene 'HomeViewController': a manual segue with no identifier: no control triggers it and no code can perform it [R36]"
    static let error =
        "Sources/Failing/Failing.storyboard:9:25: error: segue 'ShowDetail' (id 'push-1') from scene 'HomeViewController': legacy push segue from a scene no navigation controller contains: UIKit raises NSGenericException (\"Could not find a navigation controller for segue …\") when it runs, instead of presenting [R36]"

    /// `swift`, from `PATH`.
    static var swift: URL {
        get throws {
            let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
            let found = path.split(separator: ":").map {
                URL(fileURLWithPath: String($0)).appendingPathComponent("swift")
            }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
            return try #require(found, "swift not found on PATH")
        }
    }

    /// This process's environment less what `swift test` sets for the test process, which a nested `swift`
    /// would read as its own (the test bundle's and profiling settings).
    static var environment: [String: String] {
        ProcessInfo.processInfo.environment.filter { key, _ in
            !(key.hasPrefix("SWIFTPM_") || key.hasPrefix("SWIFT_TESTING") || key.hasPrefix("XCTest")
                || key == "LLVM_PROFILE_FILE")
        }
    }

    /// Runs `swift arguments` in `directory`, standard error after standard output.
    static func swift(_ arguments: [String], in directory: URL = fixture) throws -> (status: Int32, output: String) {
        let result = try CommandLineRunner.run(
            arguments, in: directory, executable: try swift, baseEnvironment: environment)
        return (result.status, result.standardOutput + result.standardError)
    }

    /// The located lines (`path:line:col: severity: …`) of `output`.
    static func located(_ output: String) -> [String] {
        output.split(separator: "\n").map(String.init).filter { $0.contains(".storyboard:") }
    }

    /// SwiftPM keeps a path dependency's list of source files from the scratch path's first build: a file added
    /// to or removed from this repository since then breaks the fixture's build ("cannot find type …", "missing
    /// inputs"). The scratch path is dropped when the list of the repository's sources changed.
    static func forgetStaleBuild() throws {
        let root = CommandLineRunner.repositoryRoot
        var names: [String] = []
        for folder in ["Sources", "Plugins"] {
            let enumerator = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path)
            while let path = enumerator?.nextObject() as? String {
                if path.hasSuffix(".swift") { names.append(folder + "/" + path) }
            }
        }
        let list = names.sorted().joined(separator: "\n")
        let stamp = scratch.appendingPathComponent("source-list")
        if (try? String(contentsOf: stamp, encoding: .utf8)) != list {
            try? FileManager.default.removeItem(at: scratch)
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
            try list.write(to: stamp, atomically: true, encoding: .utf8)
        }
    }

    @Test("build-tool plugin: a warning is printed on its storyboard line and the build succeeds; an error fails it")
    func buildToolPlugin() throws {
        try Self.forgetStaleBuild()
        // The audit runs when its stamp is missing or older than a storyboard: remove the stamps an earlier run
        // left, so this build audits both targets again.
        if let files = FileManager.default.enumerator(atPath: Self.scratch.appendingPathComponent("plugins").path) {
            for case let file as String in files where file.hasSuffix("/StoryboardAuditStamp.swift") {
                try FileManager.default.removeItem(at: Self.scratch.appendingPathComponent("plugins/\(file)"))
            }
        }
        let warned = try Self.swift(["build"] + Self.packageOptions + ["--target", "Warned"])
        #expect(warned.status == 0, "a warning does not fail the build:\n\(warned.output)")
        let warnedLines = Self.located(warned.output)
        #expect(warnedLines.first == Self.fixture.path + "/" + Self.warning, "\(warned.output)")
        #expect(warnedLines.count == 3, "the warning and its two notes: \(warnedLines)")
        #expect(!warned.output.contains("unhandled"), "the storyboard is declared as a resource: \(warned.output)")

        // Nothing changed: the build succeeds again. It audits again only when SwiftPM relinked `adaptive-sim`
        // (the command's executable), as it may on the build after a cold one, and then prints the same lines.
        let again = try Self.swift(["build"] + Self.packageOptions + ["--target", "Warned"])
        #expect(again.status == 0)
        #expect([[], warnedLines].contains(Self.located(again.output)), "\(again.output)")

        let failing = try Self.swift(["build"] + Self.packageOptions + ["--target", "Failing"])
        #expect(failing.status != 0, "an error fails the build:\n\(failing.output)")
        #expect(Self.located(failing.output).first == Self.fixture.path + "/" + Self.error, "\(failing.output)")
        // An error leaves no stamp: the next build audits again, and fails again.
        let failingAgain = try Self.swift(["build"] + Self.packageOptions + ["--target", "Failing"])
        #expect(failingAgain.status != 0)
        #expect(Self.located(failingAgain.output).first == Self.fixture.path + "/" + Self.error)
    }

    @Test("command plugin: every target's storyboards, or those of --target; fails on an error finding")
    func commandPlugin() throws {
        try Self.forgetStaleBuild()
        let all = try Self.swift(["package"] + Self.packageOptions + ["audit-storyboards"])
        #expect(all.status == 1, "an error fails the command:\n\(all.output)")
        let lines = Self.located(all.output)
        #expect(lines.contains(Self.fixture.path + "/" + Self.error), "\(all.output)")
        #expect(lines.contains(Self.fixture.path + "/" + Self.warning), "\(all.output)")
        #expect(all.output.contains("error: the storyboard audit found a finding of severity error"))

        let warned = try Self.swift(
            ["package"] + Self.packageOptions + ["audit-storyboards", "--target", "Warned", "--ios", "17", "27"])
        #expect(warned.status == 0, "a warning does not fail the command:\n\(warned.output)")
        #expect(Self.located(warned.output).first == Self.fixture.path + "/" + Self.warning, "\(warned.output)")

        // GitHub annotations name the file relative to the directory the command runs in (a repository's root).
        let github = try Self.swift(
            ["package"] + Self.packageOptions + ["audit-storyboards", "--target", "Warned", "--format", "github"])
        #expect(github.status == 0)
        #expect(
            github.output.contains(
                "::warning file=Sources/Warned/Warned.storyboard,line=9,col=25,title=R36::segue 'manual-1'"),
            "\(github.output)")

        let unknown = try Self.swift(["package"] + Self.packageOptions + ["audit-storyboards", "--devices"])
        #expect(unknown.status == 1)
        #expect(unknown.output.contains("error: --devices needs a value"), "\(unknown.output)")
    }
}

import Foundation
import Testing

/// Runs the built `adaptive-sim` executable and captures what it prints.
struct CommandLineRunner {
    /// The result of one run.
    struct Result {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    /// The executable: `ADAPTIVE_SIM_EXECUTABLE`, else `adaptive-sim` next to the running test binary (SwiftPM
    /// puts every product of a build in one folder), else the repository's `.build/debug`.
    static var executable: URL {
        get throws {
            var candidates: [URL] = []
            if let path = ProcessInfo.processInfo.environment["ADAPTIVE_SIM_EXECUTABLE"] {
                candidates.append(URL(fileURLWithPath: path))
            }
            if let testBinary = Bundle.main.executableURL {
                candidates.append(testBinary.deletingLastPathComponent().appendingPathComponent("adaptive-sim"))
            }
            candidates.append(Bundle.main.bundleURL.appendingPathComponent("adaptive-sim"))
            candidates.append(Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("adaptive-sim"))
            candidates.append(repositoryRoot.appendingPathComponent(".build/debug/adaptive-sim"))
            let found = candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
            return try #require(found, "adaptive-sim not found in \(candidates.map(\.path))")
        }
    }

    /// The repository root, from this file: `Tests/AdaptiveSimEndToEndTests/CommandLineRunner.swift`.
    static var repositoryRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    /// The spec tests' fixtures folder in the repository.
    static var fixtures: URL {
        repositoryRoot.appendingPathComponent("Tests/AdaptivePresentationSpecTests/Fixtures")
    }

    /// Runs `executable` with `arguments` in `directory`, its output captured through files (no pipe can fill
    /// up), in `baseEnvironment` (this process's) with `NO_COLOR` and `TERM` removed unless given.
    static func run(
        _ arguments: [String], in directory: URL = fixtures, executable: URL? = nil,
        environment: [String: String] = [:],
        baseEnvironment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> Result {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("adaptive-sim-run-\(UUID())")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outputURL = scratch.appendingPathComponent("stdout"), errorURL = scratch.appendingPathComponent("stderr")
        try #require(FileManager.default.createFile(atPath: outputURL.path, contents: nil))
        try #require(FileManager.default.createFile(atPath: errorURL.path, contents: nil))
        let output = try FileHandle(forWritingTo: outputURL), error = try FileHandle(forWritingTo: errorURL)

        let process = Process()
        process.executableURL = try executable ?? self.executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var processEnvironment = baseEnvironment
        processEnvironment["NO_COLOR"] = nil
        processEnvironment["TERM"] = nil
        processEnvironment.merge(environment) { $1 }
        process.environment = processEnvironment
        process.standardOutput = output
        process.standardError = error
        try process.run()
        process.waitUntilExit()
        try output.close()
        try error.close()
        #expect(
            process.terminationReason == .exit, "\(process.executableURL?.lastPathComponent ?? "") \(arguments) crashed"
        )
        return Result(
            status: process.terminationStatus,
            standardOutput: try String(contentsOf: outputURL, encoding: .utf8),
            standardError: try String(contentsOf: errorURL, encoding: .utf8))
    }
}

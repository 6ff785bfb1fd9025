import AdaptivePresentationSpec
import Foundation
import Testing

/// The fixture files copied into the test bundle (`Fixtures/`), and the repository they came from.
enum FixtureFiles {
    /// The `Fixtures` folder in the test bundle.
    static var folder: URL {
        get throws { try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil)) }
    }

    /// The names of the files in `Fixtures/<subfolder>`, sorted.
    static func names(in subfolder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(subfolder).path)
            .filter { !$0.hasPrefix(".") }.sorted()
    }

    /// A fixture as a source named `subfolder/name`, the way diagnostics print it.
    static func source(_ subfolder: String, _ name: String) throws -> SpecSource {
        let data = try Data(contentsOf: folder.appendingPathComponent(subfolder).appendingPathComponent(name))
        return SpecSource(file: "\(subfolder)/\(name)", bytes: Array(data))
    }

    /// The repository root, found from this source file: `Tests/AdaptivePresentationSpecTests/FixtureFiles.swift`.
    static var repositoryRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    /// Every diagnostic line of loading `source` as a devices file, or an empty string when it loads.
    static func diagnostics(loading source: SpecSource, limits: SpecLimits = .standard) -> String {
        do {
            _ = try SpecLoader.loadDevices(from: source, limits: limits)
            return ""
        } catch {
            return error.description
        }
    }
}

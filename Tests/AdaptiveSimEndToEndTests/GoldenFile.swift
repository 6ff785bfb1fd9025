import Foundation
import Testing

/// An expected output kept in `Tests/Golden/replay/`. Set `RECORD_GOLDEN=1` to write the actual output
/// instead of comparing (then review the diff and commit it).
struct GoldenFile {
    let url: URL

    init(_ name: String) {
        url = CommandLineRunner.repositoryRoot.appendingPathComponent("Tests/Golden/replay").appendingPathComponent(
            name)
    }

    func check(_ measured: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        // JUnit times are real: the golden files keep them at 0.000.
        let actual = url.pathExtension == "xml" ? JUnitTimes.zeroed(measured) : measured
        if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" {
            try Data(actual.utf8).write(to: url)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(
            actual == expected, "\(url.lastPathComponent) differs; re-record with RECORD_GOLDEN=1",
            sourceLocation: sourceLocation)
    }
}

import Foundation

/// How many times each file was opened for reading in this process, for the tests that check that a replay
/// reads each file once (a folder replay, `--filter`, a scenario whose errors show only while replaying).
package enum SpecFileReads {
    private final class Counts: @unchecked Sendable {
        // Guarded by `lock`: the files library reads files from any thread (a test target runs suites in
        // parallel).
        let lock = NSLock()
        var counts: [String: Int] = [:]
    }

    private static let counts = Counts()

    /// Notes that the file at `path` is opened.
    static func record(_ path: String) {
        counts.lock.lock()
        counts.counts[path, default: 0] += 1
        counts.lock.unlock()
    }

    /// How many times the file at `path` (as the reader was given it) has been opened.
    package static func count(of path: String) -> Int {
        counts.lock.lock()
        defer { counts.lock.unlock() }
        return counts.counts[path] ?? 0
    }
}

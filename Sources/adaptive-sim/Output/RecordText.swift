import AdaptivePresentation

/// `replay --record`: what was rewritten in each file, one line per change, then a summary line.
///
/// ```
/// scenarios/vet.yaml: steps[1].expect.style: popover -> fullScreen
/// scenarios/vet.yaml: steps[2].expect: added {presented: VetInformation, style: popover, substituted: false}
/// recorded 1 file: 2 changes
/// ```
enum RecordText {
    /// One file's outcome: its changes, or the values it could not rewrite.
    struct FileChanges {
        var file: String
        var changes: [String]
        var skipped: [String]
    }

    static func write(_ files: [FileChanges]) {
        Console.standardOutput.write(text(files))
    }

    static func text(_ files: [FileChanges]) -> String {
        var lines: [String] = []
        for file in files {
            let shown = UserText.bounded(file.file, limit: UserText.pathLimit)
            lines += file.changes.map { "\(shown): \(UserText.bounded($0))" }
            lines += file.skipped.map { "\(shown): not recorded: \(UserText.bounded($0))" }
            if file.changes.isEmpty && file.skipped.isEmpty { lines.append("\(shown): unchanged") }
        }
        let count = files.reduce(0) { $0 + $1.changes.count }
        let changed = files.filter { !$0.changes.isEmpty }.count
        lines.append(
            "recorded \(changed) \(changed == 1 ? "file" : "files"): \(count) \(count == 1 ? "change" : "changes")")
        return lines.map { $0 + "\n" }.joined()
    }
}

import Foundation
import Testing

/// Every `adaptive-sim` command of the README's `sh` code blocks runs as the README says: from a copy of the
/// repository's scenarios, each exits 0, or the status that the comment under it gives (`# exits 1: why`).
/// The Xcode and CI recipes (which name their hosts' files) are not run.
@Suite("The README's commands")
struct ReadmeCommandsTests {
    /// A command of the README: its arguments after `adaptive-sim`, and the exit status it says it has.
    struct Command: CustomStringConvertible {
        var arguments: [String]
        var status: Int32
        var description: String { "adaptive-sim " + arguments.joined(separator: " ") }
    }

    /// The `swift run adaptive-sim …` lines of the README's `sh` blocks (continued lines joined), with the
    /// status of a `# exits N` comment line right under one.
    static func commands() throws -> [Command] {
        let readme = try String(
            contentsOf: CommandLineRunner.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        var commands: [Command] = []
        var inShell = false
        var pending = ""
        for line in readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("```") {
                inShell = line == "```sh"
                continue
            }
            guard inShell else { continue }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("# exits "), !commands.isEmpty,
                let status = Int32(trimmed.dropFirst("# exits ".count).prefix { $0.isNumber })
            {
                commands[commands.count - 1].status = status
                continue
            }
            let code = String(line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0])
                .trimmingCharacters(in: .whitespaces)
            if !pending.isEmpty || code.hasPrefix("swift run adaptive-sim ") {
                pending += (pending.isEmpty ? "" : " ") + (code.hasSuffix("\\") ? String(code.dropLast()) : code)
                guard !code.hasSuffix("\\") else { continue }
                var words = Self.words(pending).dropFirst(3)  // swift run adaptive-sim
                if let redirect = words.firstIndex(of: ">") { words = words[..<redirect] }
                commands.append(Command(arguments: Array(words), status: 0))
                pending = ""
            }
        }
        return commands
    }

    /// A shell line's words, double quotes grouping.
    static func words(_ line: String) -> [String] {
        var words: [String] = []
        var word = ""
        var quoted = false
        for character in line {
            if character == "\"" {
                quoted.toggle()
            } else if character == " ", !quoted {
                if !word.isEmpty { words.append(word) }
                word = ""
            } else {
                word.append(character)
            }
        }
        if !word.isEmpty { words.append(word) }
        return words
    }

    @Test("the README's tour commands exit as it says, run from a copy of the scenarios")
    func tour() throws {
        let commands = try Self.commands()
        #expect(commands.count >= 10, "\(commands)")
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("adaptive-sim-readme-\(UUID())")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        // `--record` rewrites a file: the repository's own stay as they are.
        try FileManager.default.copyItem(
            at: CommandLineRunner.repositoryRoot.appendingPathComponent("scenarios"),
            to: scratch.appendingPathComponent("scenarios"))
        for command in commands {
            let result = try CommandLineRunner.run(command.arguments, in: scratch)
            #expect(
                result.status == command.status,
                "\(command) exited \(result.status): \(result.standardError.prefix(500))")
        }
    }
}

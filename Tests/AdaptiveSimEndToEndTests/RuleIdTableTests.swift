import Foundation
import Testing

/// The rule ids the code cites are the documented ones, and the sources and the README name no file outside the
/// repository (the design notes live beside it, not in it).
@Suite("Rule ids and references")
struct RuleIdTableTests {
    static let root = CommandLineRunner.repositoryRoot

    /// Every file below `folder` whose name ends with one of `suffixes`.
    static func files(below folder: String, suffixes: [String]) -> [URL] {
        let base = root.appendingPathComponent(folder)
        guard let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else {
            return []
        }
        return enumerator.compactMap { $0 as? URL }.filter { url in suffixes.contains { url.path.hasSuffix($0) } }
    }

    /// The ids of the "Rule ids" table of the "Presentation rules" article.
    static func documentedIds() throws -> Set<String> {
        let article = try String(
            contentsOf: root.appendingPathComponent(
                "Sources/AdaptivePresentation/Documentation.docc/PresentationRules.md"), encoding: .utf8)
        let table = try #require(article.range(of: "## Rule ids")).upperBound
        let end = article.range(of: "\n## ", range: table..<article.endIndex)?.lowerBound ?? article.endIndex
        let pattern = try Regex(#"(?m)^\| ([RF][0-9]+) \|"#)
        return Set(article[table..<end].matches(of: pattern).map { String($0.output[1].substring ?? "") })
    }

    @Test("every rule id and failure mode the code cites is in the 'Rule ids' table")
    func idsAreDocumented() throws {
        let documented = try Self.documentedIds()
        #expect(documented.contains("R1") && documented.contains("R135") && documented.contains("F16"))
        let pattern = try Regex(#"\b([RF][0-9]{1,3})\b"#)
        var missing: [String] = []
        for file in Self.files(below: "Sources", suffixes: [".swift"]) {
            let text = try String(contentsOf: file, encoding: .utf8)
            for match in text.matches(of: pattern) {
                let id = String(match.output[1].substring ?? "")
                if !documented.contains(id) { missing.append("\(file.lastPathComponent): \(id)") }
            }
        }
        #expect(missing.isEmpty, "cited but not in the table: \(Set(missing).sorted())")
    }

    @Test("the sources, their articles and the README name no design note or folder outside the repository")
    func noReferencesOutside() throws {
        let pattern = try Regex(
            #"UIKIT-[A-Z-]+|IB-STORYBOARD-XML|FORMATS(\.md| §)|ARCHITECTURE\.md|shared/(design|corpus)"#)
        var found: [String] = []
        let files =
            Self.files(below: "Sources", suffixes: [".swift", ".md"]) + [Self.root.appendingPathComponent("README.md")]
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            for match in text.matches(of: pattern) { found.append("\(file.lastPathComponent): \(text[match.range])") }
        }
        #expect(found.isEmpty, "\(found)")
    }
}

import AdaptivePresentation
import Foundation
import Testing

/// The rule ids of the code are the documented ones: the catalogue (`RuleID.all`, the one file that spells
/// them out) and the "Rule ids" table of the "Presentation rules" article list the same ids in the same order,
/// every id the sources cite is in the table, and no source spells one as a string. The sources, their DocC
/// articles, `docs/` and the README name no file outside the repository (the design notes live beside it, not
/// in it). `swift test`, and so CI (`.ci/run`), fails on any of these.
@Suite("Rule ids and references")
struct RuleIdTableTests {
    static let root = CommandLineRunner.repositoryRoot

    /// The article whose "Rule ids" table every id is in.
    static let articlePath = "Sources/AdaptivePresentation/Documentation.docc/PresentationRules.md"
    /// The one file that spells the ids out.
    static let cataloguePath = "Sources/AdaptivePresentation/Presentation/RuleID+Catalogue.swift"

    /// Every file below `folder` whose name ends with one of `suffixes`.
    static func files(below folder: String, suffixes: [String]) -> [URL] {
        let base = root.appendingPathComponent(folder)
        guard let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else {
            return []
        }
        return enumerator.compactMap { $0 as? URL }.filter { url in suffixes.contains { url.path.hasSuffix($0) } }
    }

    /// The rows of the "Rule ids" table, in order: each id (`R25`, `F3`) with the text of its rule.
    ///
    /// Every row is a rule of the model or a failure mode: the choices made where UIKit's documentation is
    /// silent are the article's next section, numbered "choice N", and never have an id of their own (a rule
    /// such as R133 may cite the choice it rests on).
    static func tableRows() throws -> [(id: String, rule: String)] {
        let article = try String(contentsOf: root.appendingPathComponent(articlePath), encoding: .utf8)
        let table = try #require(article.range(of: "## Rule ids")).upperBound
        let end = article.range(of: "\n## ", range: table..<article.endIndex)?.lowerBound ?? article.endIndex
        let pattern = try Regex(#"(?m)^\| ([RF][0-9]+) \| (.*) \|$"#)
        return article[table..<end].matches(of: pattern).map {
            (String($0.output[1].substring ?? ""), String($0.output[2].substring ?? ""))
        }
    }

    /// The ids of the "Rule ids" table of the "Presentation rules" article.
    static func documentedIds() throws -> Set<String> {
        Set(try tableRows().map(\.id))
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

    @Test("RuleID.all and the 'Rule ids' table list the same ids, in the same order")
    func catalogueIsTheTable() throws {
        let table = try Self.tableRows().map(\.id)
        let catalogue = RuleID.all.map(\.description)
        #expect(Set(table).count == table.count, "an id twice in the table")
        #expect(
            catalogue == table,
            """
            only in RuleID.all: \(Set(catalogue).subtracting(table).sorted()); \
            only in the table: \(Set(table).subtracting(catalogue).sorted())
            """)
    }

    @Test("each constant of the catalogue is documented with the beginning of its table row")
    func catalogueDocumentsEachRule() throws {
        let rules = Dictionary(uniqueKeysWithValues: try Self.tableRows().map { ($0.id, $0.rule) })
        let catalogue = try String(contentsOf: Self.root.appendingPathComponent(Self.cataloguePath), encoding: .utf8)
        let pattern = try Regex(#"((?:[ ]*/// [^\n]*\n)+)[ ]*public static let ([RF][0-9]+) = "#)
        var constants: [String] = []
        var differing: [String] = []
        for match in catalogue.matches(of: pattern) {
            let id = String(match.output[2].substring ?? "")
            let summary = (match.output[1].substring ?? "").split(separator: "\n").map {
                $0.trimmingCharacters(in: .whitespaces).dropFirst(4)
            }.joined(separator: " ")
            constants.append(id)
            if !(rules[id]?.hasPrefix(summary) ?? false) { differing.append("\(id): \(summary)") }
        }
        #expect(constants == RuleID.all.map(\.description), "one documented constant for each id of RuleID.all")
        #expect(differing.isEmpty, "documented otherwise than the table says: \(differing)")
    }

    @Test("no source spells a rule id as a string: they are RuleID constants")
    func noIdsAsStrings() throws {
        let pattern = try Regex(#""[RF][0-9]+""#)
        var found: [String] = []
        for file in Self.files(below: "Sources", suffixes: [".swift"]) {
            let text = try String(contentsOf: file, encoding: .utf8)
            for line in text.split(separator: "\n")
            where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") && line.contains(pattern) {
                found.append("\(file.lastPathComponent): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        #expect(found.isEmpty, "\(found)")
    }

    /// The text files that must not reach outside the repository: the sources with their DocC catalogs
    /// (`Sources/*/Documentation.docc`), `docs/` and the README.
    static func referencingFiles() -> [URL] {
        let text = [".swift", ".md", ".sh", ".yaml", ".yml", ".json", ".txt", ".html", ".tutorial"]
        return Self.files(below: "Sources", suffixes: text) + Self.files(below: "docs", suffixes: text)
            + [Self.root.appendingPathComponent("README.md")]
    }

    @Test("the sources, their articles, docs/ and the README name no design note or folder outside the repository")
    func noReferencesOutside() throws {
        // The design notes by name, the workplace's shared folder, and absolute paths into a machine's home or
        // work folders (`file:///Users/…` too).
        let pattern = try Regex(
            #"(?m)UIKIT-[A-Z-]+|IB-STORYBOARD-XML|FORMATS(\.md| §)|ARCHITECTURE\.md|shared/(design|corpus)"#
                + #"|(^|[^\w.~])/(work|Users|home)/\w"#)
        let files = Self.referencingFiles()
        let paths = Set(files.map { $0.standardizedFileURL.path })
        let docs = Self.root.appendingPathComponent("docs")
        if FileManager.default.fileExists(atPath: docs.path) {
            #expect(files.contains { $0.standardizedFileURL.path.hasPrefix(docs.standardizedFileURL.path + "/") })
        }
        for catalog in ["AdaptivePresentation", "AdaptiveUIKit", "adaptive-sim"] {
            let folder = Self.root.appendingPathComponent("Sources/\(catalog)/Documentation.docc").standardizedFileURL
            #expect(paths.contains { $0.hasPrefix(folder.path + "/") }, "the DocC catalog of \(catalog) is read")
        }
        var found: [String] = []
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            for match in text.matches(of: pattern) { found.append("\(file.lastPathComponent): \(text[match.range])") }
        }
        #expect(found.isEmpty, "\(found)")
    }

    @Test("every relative link of the README, docs/ and the DocC articles is to a file inside the repository")
    func relativeLinksStayInside() throws {
        let link = try Regex(#"\]\(([^)\s]+)\)"#)
        let root = Self.root.standardizedFileURL.path + "/"
        var outside: [String] = []
        for file in Self.referencingFiles() where file.pathExtension == "md" {
            let text = try String(contentsOf: file, encoding: .utf8)
            for match in text.matches(of: link) {
                let target = String(match.output[1].substring ?? "")
                // Web links, in-page anchors and DocC's own links (`doc:`) are not paths.
                guard !target.contains(":"), !target.hasPrefix("#") else { continue }
                let path = String(target.prefix { $0 != "#" })
                let resolved = URL(fileURLWithPath: path, relativeTo: file.deletingLastPathComponent())
                    .standardizedFileURL.path
                if !resolved.hasPrefix(root) || !FileManager.default.fileExists(atPath: resolved) {
                    outside.append("\(file.lastPathComponent): \(target)")
                }
            }
        }
        #expect(outside.isEmpty, "\(outside)")
    }
}

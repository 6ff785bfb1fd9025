import AdaptivePresentation
import AdaptivePresentationSpec

/// The result of `adaptive-sim audit`, rendered as text, JSON (the "Scenario and storyboard files" article, "JSON shapes") or Markdown.
struct AuditReport {
    var storyboards: [ProjectAudit.AuditedStoryboard] = []
    var diagnostics: [Diagnostic] = []
    /// What the audit did not judge, said in the report's header and not among the findings about the app:
    /// what the model does not cover (`not modelled: Main.storyboard:12:5: relationship '…' …`), storyboards of
    /// another platform (`skipped: …`), names several storyboards share (`bundle: …`).
    var limits: [String] = []

    var allSegues: [SegueAudit] { storyboards.flatMap(\.segues) }

    func count(_ severity: AuditFinding.Severity) -> Int {
        allSegues.reduce(0) { $0 + $1.findings.filter { $0.severity == severity }.count }
    }

    /// `12 segues in 3 storyboards: 1 error, 2 warnings, 0 notes`, with `; 1 file could not be read` when some
    /// could not (their errors are printed above it): the text report's last line, and the stamp's.
    var summaryLine: String {
        var line =
            "\(Self.counted(allSegues.count, "segue")) in \(Self.counted(storyboards.count, "storyboard")): "
            + "\(Self.counted(count(.error), "error")), \(Self.counted(count(.warning), "warning")), "
            + "\(Self.counted(count(.note), "note"))"
        let unread = Set(diagnostics.filter { $0.severity == .error }.map(\.file)).count
        if unread > 0 { line += "; \(Self.counted(unread, "file")) could not be read" }
        return line
    }

    /// `1 error`, `2 errors`, `0 notes`.
    static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    // MARK: Text

    /// The text report; names come from the files, so each is shown as ``/AdaptivePresentation/UserText`` bounds and escapes it.
    var text: String {
        var text = ""
        // Segues that ask for the same style share their outcomes, and so their summary.
        var summaries: [String: [String]] = [:]
        for line in limits { text += "\(UserText.escaped(line))\n" }
        if !limits.isEmpty { text += "\n" }
        for storyboard in storyboards {
            text += "\(e(storyboard.file))\n"
            text += "  audited on \(Self.versionList(storyboard.versions)): \(e(storyboard.versions.reason))\n"
            for audit in storyboard.segues {
                text +=
                    "  \(e(audit.segue.name))  \(e(audit.segue.from)) → \(e(audit.segue.to ?? audit.segue.unwindAction ?? "?"))  \(kindText(audit))\n"
                var lines: [String] = []
                if let requested = audit.requested {
                    let key = "\(requested.rawValue) \(storyboard.versions.versions)"
                    lines = summaries[key] ?? outcomeLines(audit, eras: storyboard.eras)
                    summaries[key] = lines
                }
                for line in lines { text += "      \(line)\n" }
                for finding in audit.findings {
                    text += "    \(finding.severity.rawValue) [\(finding.rule)] \(UserText.escaped(finding.message))"
                    if let environment = finding.environment { text += " (e.g. \(e(environment)))" }
                    text += "\n      → \(finding.advice)\n"
                }
            }
            text += "\n"
        }
        return text + summaryLine + "\n"
    }

    /// `iOS 12, 17 and 27`.
    static func versionList(_ versions: AuditVersions) -> String {
        let names = versions.versions.map(String.init)
        guard names.count > 1 else { return "iOS " + (names.first ?? "") }
        return "iOS " + names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
    }

    /// A name or value from a file, as ``/AdaptivePresentation/UserText`` shows it.
    private func e(_ text: String) -> String { UserText.bounded(text) }

    private func kindText(_ audit: SegueAudit) -> String {
        var text = audit.segue.interfaceBuilderKind
        if let requested = audit.requested, audit.segue.kind != .popover { text += " \(requested.rawValue)" }
        if let custom = audit.segue.customClass { text += ", class \(e(custom))" }
        if let reason = audit.notPresenting { text += " (\(reason))" }
        return text
    }

    /// Per iOS version, one line per outcome and where it holds; a version with the same outcomes as the one
    /// before says so in one line.
    private func outcomeLines(_ audit: SegueAudit, eras: [Era]) -> [String] {
        guard !audit.outcomes.isEmpty else { return [] }
        var lines: [String] = []
        var previous: (Int, [String])?
        for era in eras {
            let groups = Self.describe(audit.outcomes.filter { $0.iOS == era.iOS })
            if let previous, previous.1 == groups {
                lines.append("iOS \(era.iOS): same as iOS \(previous.0)")
                continue
            }
            previous = (era.iOS, groups)
            if groups.count == 1 {
                lines.append("iOS \(era.iOS): \(groups[0])")
            } else {
                lines.append("iOS \(era.iOS):")
                lines += groups.map { "  \($0)" }
            }
        }
        return lines
    }

    /// `popover (popover) on every iPad but oneThird, slideOver; fullScreen (fullScreen) on every iPhone, …`.
    static func describe(_ rows: [SegueAudit.Outcome]) -> [String] {
        var order: [String] = []
        var byOutcome: [String: [SegueAudit.Outcome]] = [:]
        for row in rows {
            let key =
                row.style.rawValue == row.appearance.rawValue
                ? row.style.rawValue : "\(row.style.rawValue) (\(row.appearance.rawValue))"
            if byOutcome[key] == nil { order.append(key) }
            byOutcome[key, default: []].append(row)
        }
        if order.count == 1 { return ["\(order[0]) everywhere"] }
        return order.map { key in "\(key): " + places(byOutcome[key] ?? [], among: rows) }
    }

    /// Where a set of outcomes holds, by idiom, then orientation and layout, naming devices only where the
    /// outcome holds on some devices of a place and not others.
    private static func places(_ rows: [SegueAudit.Outcome], among all: [SegueAudit.Outcome]) -> String {
        var parts: [String] = []
        for idiom in [UserInterfaceIdiom.phone, .pad] {
            let mine = rows.filter { $0.idiom == idiom }
            guard !mine.isEmpty else { continue }
            let everything = all.filter { $0.idiom == idiom }
            let noun = idiom == .phone ? "iPhone" : "iPad"
            if mine.count == everything.count {
                parts.append("every \(noun)")
                continue
            }
            var placeOrder: [String] = []
            var devices: [String: [String]] = [:]
            for row in mine {
                let place = idiom == .phone ? row.orientation.rawValue : "\(row.orientation.rawValue) \(row.layout)"
                if devices[place] == nil { placeOrder.append(place) }
                devices[place, default: []].append(row.device)
            }
            let described = placeOrder.map { place -> String in
                let total = Set(
                    everything.filter {
                        (idiom == .phone ? $0.orientation.rawValue : "\($0.orientation.rawValue) \($0.layout)") == place
                    }.map(\.device))
                let here = devices[place] ?? []
                if Set(here) == total { return place }
                let others = total.subtracting(here).sorted { a, b in
                    (everything.firstIndex { $0.device == a } ?? 0) < (everything.firstIndex { $0.device == b } ?? 0)
                }
                return others.count < here.count
                    ? "\(place) (all but \(others.joined(separator: ", ")))"
                    : "\(place) (only \(here.joined(separator: ", ")))"
            }
            parts.append("\(noun) " + described.joined(separator: ", "))
        }
        return parts.joined(separator: "; ")
    }

    // MARK: JSON

    /// The JSON of the "Scenario and storyboard files" article, "JSON shapes", written a segue at a time: a storyboard with thousands of segues, each with
    /// an outcome per environment and era, never holds its whole report in memory.
    func writeJSON(_ write: (String) -> Void) {
        write("{\"storyboards\":[")
        for (index, storyboard) in storyboards.enumerated() {
            write(
                (index > 0 ? "," : "") + "{\"file\":" + JSONValue.string(storyboard.file).serialized + ",\"ios\":"
                    + JSONValue.array(storyboard.versions.versions.map { .number(Double($0)) }).serialized
                    + ",\"iosReason\":" + JSONValue.string(storyboard.versions.reason).serialized + ",\"segues\":[")
            for (segueIndex, audit) in storyboard.segues.enumerated() {
                write((segueIndex > 0 ? "," : "") + Self.json(audit).serialized)
            }
            write("]}")
        }
        let summary: JSONValue = .object([
            ("segues", .number(Double(allSegues.count))),
            ("errors", .number(Double(count(.error)))),
            ("warnings", .number(Double(count(.warning)))),
            ("notes", .number(Double(count(.note)))),
        ])
        let limits = JSONValue.array(self.limits.map { .string($0) })
        write("],\"limits\":" + limits.serialized + ",\"summary\":" + summary.serialized + "}\n")
    }

    private static func json(_ audit: SegueAudit) -> JSONValue {
        .object([
            ("name", .string(audit.segue.name)),
            ("from", .string(audit.segue.from)),
            ("to", audit.segue.to.map(JSONValue.string) ?? .null),
            ("kind", .string(audit.segue.kind.rawValue)),
            ("interfaceBuilderKind", .string(audit.segue.interfaceBuilderKind)),
            ("requested", audit.requested.map { .string($0.rawValue) } ?? .null),
            (
                "outcomes",
                .array(
                    audit.outcomes.map { outcome in
                        .object([
                            ("device", .string(outcome.device)), ("orientation", .string(outcome.orientation.rawValue)),
                            ("layout", .string(outcome.layout)), ("ios", .number(Double(outcome.iOS))),
                            ("style", .string(outcome.style.rawValue)),
                            ("appearance", .string(outcome.appearance.rawValue)),
                        ])
                    })
            ),
            (
                "findings",
                .array(
                    audit.findings.map { finding in
                        .object([
                            ("rule", .string(finding.rule.description)),
                            ("severity", .string(finding.severity.rawValue)),
                            ("message", .string(finding.message)),
                            ("environment", finding.environment.map(JSONValue.string) ?? .null),
                            ("advice", .string(finding.advice)),
                        ])
                    })
            ),
        ])
    }

    // MARK: Markdown

    var markdown: String {
        var text = "## adaptive-sim audit\n\n\(summaryLine).\n"
        if !limits.isEmpty {
            text += "\nNot judged (not findings):\n\n"
            for line in limits { text += "- \(Self.cell(line))\n" }
        }
        var cells: [String: String] = [:]  // by requested style and iOS version: segues share their outcomes
        for storyboard in storyboards {
            let eras = storyboard.eras
            text += "\n### `\(Self.code(storyboard.file))`\n\n"
            text += "Audited on \(Self.versionList(storyboard.versions)): \(Self.cell(storyboard.versions.reason)).\n\n"
            text += "| segue | from → to | kind | " + eras.map { "iOS \($0.iOS)" }.joined(separator: " | ") + " |\n"
            text += "|---|---|---|" + eras.map { _ in "---|" }.joined() + "\n"
            for audit in storyboard.segues {
                var row =
                    "| `\(Self.code(audit.segue.name))` | \(Self.cell(audit.segue.from)) → \(Self.cell(audit.segue.to ?? audit.segue.unwindAction ?? "?")) | \(Self.cell(kindText(audit))) |"
                for era in eras {
                    guard let requested = audit.requested else {
                        row += " — |"
                        continue
                    }
                    let key = "\(requested.rawValue) \(era.iOS)"
                    let cell =
                        cells[key]
                        ?? Self.cell(Self.describe(audit.outcomes.filter { $0.iOS == era.iOS }).joined(separator: "; "))
                    cells[key] = cell
                    row += " " + cell + " |"
                }
                text += row + "\n"
            }
            let findings = storyboard.segues.flatMap { audit in audit.findings.map { (audit.segue, $0) } }
            if !findings.isEmpty {
                text += "\n| | rule | segue | finding | where | fix |\n|---|---|---|---|---|---|\n"
                for (segue, finding) in findings {
                    let mark =
                        finding.severity == .error ? "🛑 error" : finding.severity == .warning ? "⚠️ warning" : "ℹ️ note"
                    text +=
                        "| \(mark) | \(finding.rule) | `\(Self.code(segue.name))` | \(Self.cell(finding.message)) | \(Self.cell(finding.environment ?? "everywhere")) | \(Self.cell(finding.advice)) |\n"
                }
            }
        }
        return text
    }

    /// Text made safe for a Markdown table cell: pipes escaped, line breaks, other control characters and
    /// bidirectional controls (all that ``/AdaptivePresentation/UserText`` escapes) shown as spaces, HTML's `<` escaped.
    private static func cell(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "|": escaped += "\\|"
            case "<": escaped += "&lt;"
            case let control where UserText.needsEscape(control): escaped += " "
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    /// Text for inside backticks: backticks and control characters become spaces, pipes are escaped.
    private static func code(_ text: String) -> String {
        cell(text).replacingOccurrences(of: "`", with: "'")
    }
}

import AdaptivePresentation
import AdaptivePresentationSpec

/// One finding of `audit` or `replay` at its place in a file, as editors and CI read findings: the
/// compiler's `path:line:col: warning: message [R10]` with its `note:` lines (`--format diagnostics`; Xcode
/// lists each on its line) or a GitHub Actions workflow command (`--format github`; the pull request shows
/// it on the line).
struct LocatedFinding {
    /// The label a finding is printed with: a diagnostic line's (`error`, `warning`, `note`).
    typealias Severity = Diagnostic.Line.Label

    /// The file as the user named it.
    var file: String
    /// Where in the file; `nil` for the file as a whole.
    var location: SourceLocation?
    var severity: Severity
    /// What was found, as one line of text (user text in it is escaped where it is printed).
    var message: String
    /// The rule or failure mode behind it (`R27`, `F3`), printed after the message and as the annotation's
    /// title; `nil` for none.
    var rule: RuleID?
    /// What follows it, each a `note:` line at the same place: where it happens, what to do.
    var notes: [String] = []

    /// `path:line:col: severity: message [rule]`, then `path:line:col: note: …` per note; control characters
    /// escaped and each line bounded, so one finding is its lines and nothing else.
    var diagnosticLines: [String] {
        let prefix = UserText.bounded(location?.description ?? file, limit: Diagnostic.maximumLineLength)
        let head = message + (rule.map { " [\($0)]" } ?? "")
        return
            ([Diagnostic.Line(prefix: prefix, label: severity, text: Self.line(head))]
            + notes.map { Diagnostic.Line(prefix: prefix, label: .note, text: Self.line($0)) }).map(\.description)
    }

    /// `::warning file=…,line=…,col=…,title=R27::message` with its notes on the annotation's further lines,
    /// escaped as the workflow command syntax asks (`%`, carriage return and line feed in the message; also
    /// `:` and `,` in the properties).
    var githubCommand: String {
        let command =
            switch severity {
            case .error: "error"
            case .warning: "warning"
            case .note: "notice"
            }
        var properties = ["file=" + Self.property(file)]
        if let location {
            properties += ["line=\(location.line)", "col=\(location.column)"]
        }
        if let rule { properties.append("title=" + Self.property(rule.description)) }
        let text = ([message] + notes).map(Self.line).joined(separator: "\n")
        return "::\(command) \(properties.joined(separator: ","))::\(Self.data(text))"
    }

    /// `findings` by file, line and column, in their order where those are the same.
    static func sorted(_ findings: [LocatedFinding]) -> [LocatedFinding] {
        findings.enumerated().sorted { lhs, rhs in
            let left = lhs.element, right = rhs.element
            return (left.file, left.location?.line ?? 0, left.location?.column ?? 0, lhs.offset)
                < (right.file, right.location?.line ?? 0, right.location?.column ?? 0, rhs.offset)
        }.map(\.element)
    }

    /// A diagnostic of the input, located as the compiler-style text locates it.
    init(_ diagnostic: Diagnostic) {
        self.file = diagnostic.file
        self.location = diagnostic.location
        self.severity = diagnostic.severity == .error ? .error : .warning
        self.message = diagnostic.fullMessage
        self.rule = nil
        self.notes = diagnostic.notes.map { note in
            // A note elsewhere (where a clashing value first appeared) says where, since it follows its finding.
            guard let location = note.location, location != diagnostic.location else { return note.message }
            return "\(note.message) (\(location))"
        }
    }

    init(file: String, location: SourceLocation?, severity: Severity, message: String, rule: RuleID?, notes: [String]) {
        self.file = file
        self.location = location
        self.severity = severity
        self.message = message
        self.rule = rule
        self.notes = notes
    }

    /// Text on one line: control characters (line breaks among them) escaped, bounded in length.
    private static func line(_ text: String) -> String {
        UserText.bounded(text, limit: Diagnostic.maximumLineLength)
    }

    /// A workflow command's message: `%`, CR and LF escaped.
    private static func data(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// A workflow command's property value: as ``data(_:)``, and `:` and `,`.
    private static func property(_ text: String) -> String {
        data(UserText.bounded(text, limit: Diagnostic.maximumLineLength)).replacingOccurrences(of: ":", with: "%3A")
            .replacingOccurrences(of: ",", with: "%2C")
    }
}

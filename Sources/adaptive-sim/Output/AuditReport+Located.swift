import AdaptivePresentation
import AdaptivePresentationSpec

extension AuditReport {
    /// Every finding at its segue's element in the storyboard XML (the start tag), the segue's id and source
    /// scene in its message, where it happens and the fix as notes; with the diagnostics of the input (a
    /// storyboard that cannot be read); sorted by file and line (`audit --format diagnostics`, `github`).
    var locatedFindings: [LocatedFinding] {
        var findings = diagnostics.map(LocatedFinding.init)
        for storyboard in storyboards {
            for audit in storyboard.segues {
                let segue = audit.segue
                let named = segue.name == segue.id ? "'\(segue.id)'" : "'\(segue.name)' (id '\(segue.id)')"
                for finding in audit.findings {
                    findings.append(
                        LocatedFinding(
                            file: segue.location.file, location: segue.location,
                            severity: LocatedFinding.Severity(finding.severity),
                            message: "segue \(named) from scene '\(segue.from)': \(finding.message)",
                            rule: finding.rule,
                            notes: [
                                finding.environment.map { "happens on \($0)" }
                                    ?? "happens on every device and iOS version audited",
                                "fix: \(finding.advice)",
                            ]))
                }
            }
        }
        return LocatedFinding.sorted(findings)
    }
}

extension LocatedFinding.Severity {
    init(_ severity: AuditFinding.Severity) {
        switch severity {
        case .error: self = .error
        case .warning: self = .warning
        case .note: self = .note
        }
    }
}

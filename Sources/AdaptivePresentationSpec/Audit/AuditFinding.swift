import AdaptivePresentation

/// A hazard the audit found in a segue: the rule behind it, how serious it is, one environment where it
/// happens, and what to do about it.
public struct AuditFinding: Hashable, Sendable {
    /// How serious a finding is; `error` makes `adaptive-sim audit` exit with status 1.
    public enum Severity: String, Hashable, Sendable, CaseIterable {
        /// UIKit raises an exception or cannot load a controller.
        case error
        /// Probably a bug for some users.
        case warning
        /// Worth knowing.
        case note
    }

    /// The rule behind it (`R27`).
    public var rule: RuleID
    /// How serious it is.
    public var severity: Severity
    /// What happens.
    public var message: String
    /// One environment where it happens (`ipad-air-2 landscape full, iOS 9`), or `nil` for everywhere.
    public var environment: String?
    /// What to do about it.
    public var advice: String
    /// A note with nothing to act on in a team's every run (a legacy kind that behaves the same, a "described
    /// in code" disclaimer, a deprecation the compiler reports): shown with `--verbose`, not counted otherwise.
    public var verboseOnly: Bool

    /// A finding of `rule`: how serious it is, what happens, one environment where it happens (`nil` for
    /// everywhere), what to do, and whether it is shown only with `--verbose`.
    public init(
        rule: RuleID, severity: Severity, message: String, environment: String? = nil, advice: String,
        verboseOnly: Bool = false
    ) {
        self.rule = rule
        self.severity = severity
        self.message = message
        self.environment = environment
        self.advice = advice
        self.verboseOnly = verboseOnly
    }
}

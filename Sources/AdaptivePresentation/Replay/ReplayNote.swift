/// Something a replay noticed that is no expectation of the scenario: a popover anchor outside the window, an
/// interaction that was not used (warnings), a segue class the scenario does not describe (a note).
///
/// Text reports show ``description``; located reports (`replay --format diagnostics`, `github`) put
/// ``message`` at the step ``stepIndex`` names.
public struct ReplayNote: Hashable, Sendable, CustomStringConvertible {
    /// How much a note matters.
    public enum Severity: String, Hashable, Sendable {
        /// Probably not what the scenario's author meant: the replay went on, but differs from what they wrote.
        case warning
        /// Worth knowing.
        case note
    }

    public var severity: Severity
    /// The step (0-based) the note is about: the one that ran into it.
    public var stepIndex: Int
    /// What was noticed, without the severity or the step.
    public var message: String

    public init(_ severity: Severity, stepIndex: Int, message: String) {
        self.severity = severity
        self.stepIndex = stepIndex
        self.message = message
    }

    /// As the text report shows it: a warning with its step (`warning: steps[2]: …`), a note as its message
    /// (it is noted once, for the first step that met it).
    public var description: String {
        switch severity {
        case .warning: "warning: steps[\(stepIndex)]: \(message)"
        case .note: message
        }
    }
}

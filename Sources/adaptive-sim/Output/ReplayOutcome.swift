import AdaptivePresentation
import AdaptivePresentationSpec

/// What `replay` found for one file: the scenario's run, the diagnostics that kept it from running, or why
/// the run does not apply to its device (a skip).
struct ReplayOutcome {
    /// The file as the user named it (or as a folder expanded to it).
    var file: String
    /// The scenario's title, when the file declares a readable one.
    var title: String?
    /// The replay, or `nil` when the input is invalid or the run was skipped.
    var run: ScenarioRun?
    /// Why the run was skipped (a run of `replay --devices` on a device that cannot take the scenario), or `nil`.
    var skip: ScenarioSkip?
    /// Every problem of the file (and of the storyboard file it names); empty when it ran.
    var diagnostics: [Diagnostic]
    /// The run's name when a file replays more than once (`replay --ios … --devices …`): `[ipad-air-2, iOS 13]`.
    var runLabel: String?
    /// The device id and iOS version a run overrides, for the JSON report of a run that could not load.
    var overrides: (device: String?, iOS: Int?) = (nil, nil)
    /// How long loading and replaying took, in seconds (JUnit's `time`).
    var seconds: Double = 0
    /// How many steps were replayed, each handed to the report as it replayed; `nil` when none was. A run
    /// keeps only the steps its report needs (see ``ReplayOutcomeSteps``).
    var replayedSteps: Int?
    /// Failed steps the run did not keep (past ``keptFailures``).
    var omittedFailures = 0
    /// Where the kept steps with something to report are in the file, recorded as they replayed.
    var stepLocations: ScenarioStepLocations?
    /// The most failed steps a run keeps when its report does not need every step.
    static let keptFailures = 1_000

    /// A scenario that was replayed. A run stopped by an input error counts as invalid.
    init(file: String, run: ScenarioRun) {
        self.file = file
        self.title = run.title
        self.run = run
        self.diagnostics = []
    }

    /// A file whose input is invalid.
    init(file: String, title: String?, diagnostics: [Diagnostic]) {
        self.file = file
        self.title = title
        self.run = nil
        self.diagnostics = diagnostics
    }

    /// A run skipped because its device cannot take the scenario.
    init(file: String, title: String?, skip: ScenarioSkip) {
        self.file = file
        self.title = title
        self.run = nil
        self.skip = skip
        self.diagnostics = []
    }

    /// Whether the run was skipped: it is neither passed, failed nor invalid.
    var isSkipped: Bool { skip != nil }

    /// Whether the scenario could not be replayed as written.
    var isInvalid: Bool { skip == nil && (run == nil || run?.inputError != nil) }

    /// What the run was for: the device, orientation and iOS version it replayed or was skipped on.
    var setting: ScenarioRun.Setting? { run?.setting ?? skip?.setting }

    /// Whether the scenario ran to the end and every expectation held.
    var passed: Bool { !isInvalid && (run?.passed ?? false) }

    /// Why the scenario is invalid: every diagnostic as printed, or the input error of the run; `nil` when
    /// the input is valid.
    var errorText: String? {
        if !diagnostics.isEmpty { return diagnostics.map(\.description).joined(separator: "\n") }
        return run?.inputError.map { "\(file): error: \($0.description)" }
    }

    /// The first problem, on one line: `file:line:column: error: message at path`.
    var firstError: String? {
        if let first = diagnostics.first(where: { $0.severity == .error }) ?? diagnostics.first {
            return first.lines.first?.description
        }
        return run?.inputError.map { "\(file): error: \($0.description)" }
    }

    /// How many errors there are in all.
    var errorCount: Int {
        if !diagnostics.isEmpty { return diagnostics.filter { $0.severity == .error }.count }
        return run?.inputError == nil ? 0 : 1
    }
}

import AdaptivePresentation
import AdaptivePresentationSpec

/// Follows `replay` as it goes, for a report written while scenarios replay (text, JSON) and to say which
/// steps of a scenario its report needs (see ``ReplayOutcomeSteps``).
protocol ReplayProgress: AnyObject {
    /// Whether a scenario keeps every step (HTML draws them all) or only the failed ones, up to
    /// ``ReplayOutcome/keptFailures`` (text, JSON and JUnit, written as steps replay or listing failures
    /// only), so that memory does not grow with the steps.
    var keepsEveryStep: Bool { get }
    /// Whether the report shows every step's views and their layers (JSON and HTML do), so that the replay
    /// gathers them for every step rather than only for the steps that expect them.
    var reportsViews: Bool { get }
    /// What walking a folder skipped (links, names that are not UTF-8): warnings about the paths themselves.
    func didWalk(warnings: [Diagnostic])
    /// A scenario is set up and its steps follow: `label` names the run of a matrix.
    func willReplay(file: String, title: String, label: String?, setting: ScenarioRun.Setting)
    /// A step was replayed.
    func didReplay(_ step: StepResult)
    /// A file is done: its verdict, after its steps.
    func didFinish(_ outcome: ReplayOutcome)
}

/// The progress of a report written once every scenario has replayed: nothing is written as it goes.
final class CollectingProgress: ReplayProgress {
    let keepsEveryStep: Bool
    /// HTML draws its filmstrips from the transitions, and lists each step's views: as it keeps every step.
    var reportsViews: Bool { keepsEveryStep }

    init(keepsEveryStep: Bool) {
        self.keepsEveryStep = keepsEveryStep
    }

    func didWalk(warnings: [Diagnostic]) {}
    func willReplay(file: String, title: String, label: String?, setting: ScenarioRun.Setting) {}
    func didReplay(_ step: StepResult) {}
    func didFinish(_ outcome: ReplayOutcome) {}
}

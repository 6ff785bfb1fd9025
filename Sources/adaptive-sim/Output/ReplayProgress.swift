import AdaptivePresentation
import AdaptivePresentationSpec

/// Follows `replay` as it goes, for a report written while scenarios replay (the text report) and to say
/// which steps of a streamed scenario its report needs (see ``StreamingReplay``).
protocol ReplayProgress: AnyObject {
    /// Whether a streamed scenario keeps every step (JSON and HTML draw them all) or only the failed ones,
    /// up to ``ReplayOutcome/keptFailures`` (text and JUnit), so that memory does not grow with the steps.
    var keepsEveryStep: Bool { get }
    /// What walking a folder skipped (links, names that are not UTF-8): warnings about the paths themselves.
    func didWalk(warnings: [Diagnostic])
    /// A long scenario starts streaming its steps: `label` names the run of a matrix.
    func willStream(file: String, title: String, label: String?)
    /// A streamed step was replayed.
    func didReplay(_ step: StepResult)
    /// A file is done, streamed or not.
    func didFinish(_ outcome: ReplayOutcome)
}

/// The progress of a report written once every scenario has replayed: nothing is written as it goes.
final class CollectingProgress: ReplayProgress {
    let keepsEveryStep: Bool

    init(keepsEveryStep: Bool) {
        self.keepsEveryStep = keepsEveryStep
    }

    func didWalk(warnings: [Diagnostic]) {}
    func willStream(file: String, title: String, label: String?) {}
    func didReplay(_ step: StepResult) {}
    func didFinish(_ outcome: ReplayOutcome) {}
}

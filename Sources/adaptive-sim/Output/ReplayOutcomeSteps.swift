import AdaptivePresentation

/// Follows one file's replay for `replay`: keeps the steps its report needs, and hands a long file's steps to
/// the progress as they stream (see ``ReplayProgress``).
///
/// A file held whole keeps every step. A streamed one keeps every step when the report draws them all (JSON,
/// HTML), else only failed steps, up to ``ReplayOutcome/keptFailures``, so that memory does not grow with
/// the steps.
final class ReplayOutcomeSteps: ReplayObserver {
    private let file: String
    private let progress: any ReplayProgress
    private let label: ((ScenarioRun.Setting?) -> String)?
    private let keepsEveryStep: Bool
    private var isStreaming = false
    /// The steps the report needs.
    private(set) var kept: [StepResult] = []
    /// How many steps streamed.
    private(set) var streamed = 0
    /// Failed streamed steps not kept.
    private(set) var omitted = 0

    init(file: String, progress: any ReplayProgress, label: ((ScenarioRun.Setting?) -> String)?) {
        self.file = file
        self.progress = progress
        self.label = label
        keepsEveryStep = progress.keepsEveryStep
    }

    func willReplay(title: String, setting: ScenarioRun.Setting, streamed: Bool) {
        isStreaming = streamed
        if streamed { progress.willStream(file: file, title: title, label: label?(setting)) }
    }

    func didReplay(_ step: StepResult) {
        guard isStreaming else {
            kept.append(step)
            return
        }
        streamed += 1
        progress.didReplay(step)
        if keepsEveryStep || (!step.passed && kept.count < ReplayOutcome.keptFailures) {
            kept.append(step)
        } else if !step.passed {
            omitted += 1
        }
    }
}

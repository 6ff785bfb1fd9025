import AdaptivePresentation

/// Follows one file's replay for `replay`: hands each step to the progress as it replays (see
/// ``ReplayProgress``), whether the file is held or streamed, and keeps the steps its report needs: every
/// step when the report draws them all (HTML), else only failed steps and steps that saw transition hazards
/// (JUnit lists them), up to ``ReplayOutcome/keptFailures`` together, so that memory does not grow with the
/// steps.
final class ReplayOutcomeSteps: ReplayObserver {
    private let file: String
    private let progress: any ReplayProgress
    private let label: ((ScenarioRun.Setting?) -> String)?
    private let keepsEveryStep: Bool
    /// The steps the report needs.
    private(set) var kept: [StepResult] = []
    /// How many steps replayed.
    private(set) var replayed = 0
    /// Failed steps not kept.
    private(set) var omitted = 0

    init(file: String, progress: any ReplayProgress, label: ((ScenarioRun.Setting?) -> String)?) {
        self.file = file
        self.progress = progress
        self.label = label
        keepsEveryStep = progress.keepsEveryStep
    }

    func willReplay(title: String, setting: ScenarioRun.Setting) {
        progress.willReplay(file: file, title: title, label: label?(setting), setting: setting)
    }

    func didReplay(_ step: StepResult) {
        replayed += 1
        progress.didReplay(step)
        let hasHazards = step.state.transitions.map { !$0.hazards.isEmpty } ?? false
        if keepsEveryStep || ((!step.passed || hasHazards) && kept.count < ReplayOutcome.keptFailures) {
            kept.append(step)
        } else if !step.passed {
            omitted += 1
        }
    }
}

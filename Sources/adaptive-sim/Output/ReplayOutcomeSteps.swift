import AdaptivePresentation
import AdaptivePresentationSpec

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
    /// The steps being replayed, which locate in the file the steps a located report names.
    weak var source: ScenarioFileSteps?
    /// The notes of the replay so far, to tell the steps that added one.
    var noteCount: () -> Int = { 0 }
    private var notesSeen = 0
    /// Where the steps kept for what they found (and those that added a note) are in the file, recorded as
    /// each replays, so that a located report (`--format diagnostics`, `github`) reads nothing again.
    private(set) var locations: ScenarioStepLocations

    init(file: String, progress: any ReplayProgress, label: ((ScenarioRun.Setting?) -> String)?) {
        self.file = file
        self.progress = progress
        self.label = label
        keepsEveryStep = progress.keepsEveryStep
        locations = ScenarioStepLocations(file: file)
    }

    func willReplay(title: String, setting: ScenarioRun.Setting) {
        progress.willReplay(file: file, title: title, label: label?(setting), setting: setting)
    }

    func didReplay(_ step: StepResult) {
        replayed += 1
        progress.didReplay(step)
        let hasHazards = step.state.transitions.map { !$0.hazards.isEmpty } ?? false
        let isFinding = !step.passed || hasHazards
        if keepsEveryStep || (isFinding && kept.count < ReplayOutcome.keptFailures) {
            kept.append(step)
        } else if !step.passed {
            omitted += 1
        }
        let notes = noteCount()
        if (isFinding && kept.last?.index == step.index) || notes != notesSeen {
            source?.locateCurrentStep(in: &locations)
        }
        notesSeen = notes
    }
}

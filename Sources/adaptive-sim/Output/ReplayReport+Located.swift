import AdaptivePresentation
import AdaptivePresentationSpec

extension ReplayReport {
    /// What the replay found, each at its step in the scenario file (`replay --format diagnostics`,
    /// `github`): a failed expectation (an error, at its value under `expect:`), a transition hazard (a
    /// warning, with the fix as a note), what the replay noted (a popover anchor outside the window, an
    /// interaction not used: warnings; a segue class not described: a note), an input error that stopped a
    /// run, and the diagnostics of invalid files; sorted by file and line. A run of a matrix names itself in
    /// its findings (`[ipad-air-2, iOS 13]`).
    ///
    /// Each finding is at the place its step recorded as it replayed (``ReplayOutcome/stepLocations``); an
    /// outcome without them (none made by `replay` itself) reads its file once more for them, with the run's
    /// iOS version and device (`loader` names the catalog).
    func locatedFindings(loader: ScenarioLoader?) -> [LocatedFinding] {
        var findings = pathProblems.map(LocatedFinding.init)
        for outcome in outcomes {
            if !outcome.diagnostics.isEmpty {
                findings += outcome.diagnostics.map(LocatedFinding.init)
                continue
            }
            guard let run = outcome.run else { continue }
            findings += Self.findings(of: run, outcome: outcome, loader: loader)
        }
        return LocatedFinding.sorted(findings)
    }

    private static func findings(of run: ScenarioRun, outcome: ReplayOutcome, loader: ScenarioLoader?)
        -> [LocatedFinding]
    {
        // The steps with something to report, which are the ones to locate.
        var wanted = Set(
            run.steps.filter { step in !step.passed || !(step.state.transitions?.hazards.isEmpty ?? true) }.map(\.index)
        )
        wanted.formUnion(run.notes.map(\.stepIndex))
        if let index = run.inputError?.stepIndex { wanted.insert(index) }
        guard !wanted.isEmpty || run.inputError != nil || outcome.omittedFailures > 0 else { return [] }
        let file = outcome.file
        let locations =
            outcome.stepLocations
            ?? loader.flatMap { loader in
                ScenarioStepLocations.read(
                    path: file, steps: wanted, loader: loader, iOS: outcome.overrides.iOS,
                    device: outcome.overrides.device.flatMap { loader.catalog.device(named: $0) })
            }
        let runLabel = outcome.runLabel.map { " " + $0 } ?? ""
        func at(_ step: Int?, _ key: String? = nil) -> SourceLocation? {
            guard let step, let locations else { return nil }
            return key.map { locations.location(ofStep: step, key: $0) } ?? locations.location(ofStep: step)
        }
        var findings: [LocatedFinding] = []
        for step in run.steps {
            for expectation in step.expectations where !expectation.passed {
                findings.append(
                    LocatedFinding(
                        file: file, location: at(step.index, "expect." + expectation.key), severity: .error,
                        message:
                            "steps[\(step.index)] expect.\(expectation.key): expected \(expectation.expected), observed \(expectation.shownActual)\(runLabel)",
                        rule: nil, notes: []))
            }
            for hazard in step.state.transitions?.hazards ?? [] {
                findings.append(
                    LocatedFinding(
                        file: file, location: at(step.index), severity: .warning,
                        message: "steps[\(step.index)]: \(hazard.detail) — \(hazard.userSees)\(runLabel)",
                        rule: hazard.rule, notes: ["fix: \(hazard.fix)"]))
            }
        }
        for note in run.notes {
            findings.append(
                LocatedFinding(
                    file: file, location: at(note.stepIndex), severity: note.severity == .warning ? .warning : .note,
                    message: "steps[\(note.stepIndex)]: \(note.message)\(runLabel)", rule: nil, notes: []))
        }
        if let error = run.inputError {
            findings.append(
                LocatedFinding(
                    file: file, location: at(error.stepIndex, error.field), severity: .error,
                    message: "\(error.message) at \(error.path)\(runLabel)", rule: nil,
                    notes: error.suggestion.map { ["did you mean '\($0)'?"] } ?? []))
        }
        if outcome.omittedFailures > 0 {
            findings.append(
                LocatedFinding(
                    file: file, location: nil, severity: .note,
                    message: "\(outcome.omittedFailures) more failed steps are not listed\(runLabel)", rule: nil,
                    notes: []))
        }
        return findings
    }
}

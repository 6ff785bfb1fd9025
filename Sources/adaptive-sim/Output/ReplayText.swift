import AdaptivePresentation

/// `replay --format text`: for each scenario a `▸` line with its title and file, then one line per step
/// (index, event, what is presented and how, and ✓/✗; `·` for a step that expects nothing), the expected and
/// actual values side by side under each failed expectation, then its ✓/✗ line with the number of steps, and
/// a summary line. Green and red only on a
/// terminal without `NO_COLOR`. User text (titles, files, segue and controller names) is escaped and bounded
/// (``/AdaptivePresentation/UserText``), so that it cannot drive the terminal or flood it.
///
/// ```
/// ▸ Automatic style resolves by era (newest iOS)  scenarios/pain-points/automatic-by-era.yaml
///   [0] perform: OpenAutomatic  presented: Settings  style: fullScreen  appearance: fullScreen  ✗
///         ✗ style       expected: formSheet  actual: fullScreen
///         ✗ appearance  expected: sheet      actual: fullScreen
/// ✗ Automatic style resolves by era (newest iOS)  scenarios/pain-points/automatic-by-era.yaml  (1 step)
/// 1 scenario: 0 passed, 1 failed, 0 invalid
/// ```
///
/// A run of a matrix that does not apply to its device has a `↷` line with the reason, and the summary counts
/// it when there is one:
///
/// ```
/// ↷ Vet popover in Split View [iphone-12, iOS 26]  vet.yaml  (skipped: iPhone 12 has no Split View layout 'oneHalf' (step 3, 'resize'))
/// 2 scenarios: 1 passed, 0 failed, 0 invalid, 1 skipped
/// ```
///
/// The lines are written as the scenarios replay, each step as it replays, by ``ReplayTextStream``.
enum ReplayText {
    // MARK: - Scenarios

    /// What closes a scenario's text, after its steps, a line feed after each line: its notes and its ✓/✗
    /// line with the number of steps, or its invalid-input line.
    static func verdict(_ outcome: ReplayOutcome, console: Console) -> String {
        if let skip = outcome.skip {
            return text([
                "↷ \(UserText.bounded(outcome.title ?? outcome.file))\(label(outcome))  "
                    + "\(UserText.bounded(outcome.file, limit: UserText.pathLimit))  (skipped: \(UserText.bounded(skip.description)))"
            ])
        }
        let mark = outcome.passed ? console.styled("✓", .green) : console.styled("✗", .red)
        guard let run = outcome.run, !outcome.isInvalid else {
            var lines = [
                "\(mark) \(UserText.bounded(outcome.title ?? outcome.file))\(label(outcome))  \(UserText.bounded(outcome.file, limit: UserText.pathLimit))  (invalid input)"
            ]
            // On one terminal the diagnostics, printed on standard error, are already in view: once is enough.
            guard !Console.outputAndErrorShareATerminal else { return text(lines) }
            if let first = outcome.firstError { lines.append("    " + first) }
            let more = outcome.errorCount - 1
            if more > 0 {
                lines.append("    … and \(more) more \(more == 1 ? "problem" : "problems") on standard error")
            }
            return text(lines)
        }
        let count = outcome.replayedSteps ?? 0
        return text(
            noteLines(run, console: console) + [
                "\(mark) \(UserText.bounded(run.title))\(label(outcome))  "
                    + "\(UserText.bounded(outcome.file, limit: UserText.pathLimit))  (\(count) \(count == 1 ? "step" : "steps"))"
            ])
    }

    /// `lines` with a line feed after each.
    static func text(_ lines: [String]) -> String {
        lines.map { $0 + "\n" }.joined()
    }

    /// What the text report shows of a step before its index and mark: the event, then `presented:`,
    /// `style:`, `appearance:` and `raised:` (blank when there is none). ``ReplayStepBlock`` aligns them.
    static func cells(of step: StepResult) -> [String] {
        ([step.event?.description ?? "(expect only)"] + stateColumns(step.state)).map { UserText.bounded($0) }
    }

    /// What the replay noted, a line each.
    static func noteLines(_ run: ScenarioRun, console: Console) -> [String] {
        run.notes.map { "  " + console.styled("note:", .boldCyan) + " " + $0.description }
    }

    /// ` [ipad-air-2, iOS 13]` for a run of a matrix, nothing otherwise.
    static func label(_ outcome: ReplayOutcome) -> String {
        outcome.runLabel.map { " " + UserText.bounded($0) } ?? ""
    }

    /// `presented: X`, `style: Y`, `appearance: Z`, and `raised: NAME` when the step raised an exception.
    /// ``ReplayStepBlock`` shares the columns of steps whose values read here are the same: keep the two in step.
    private static func stateColumns(_ state: StepState) -> [String] {
        var columns = ["presented: \(state.presented ?? "none")"]
        if let style = state.style { columns.append("style: \(style.rawValue)") } else { columns.append("") }
        if let appearance = state.appearance {
            // A sheet with detents names the detent it rests at, and says when it does not dim (R52, R53).
            let detent =
                state.detent.map { " at \(UserText.bounded($0))" + (state.dimmed == false ? ", undimmed" : "") } ?? ""
            columns.append("appearance: \(appearance.rawValue)\(detent)")
        } else {
            columns.append("")
        }
        if let error = state.error { columns.append("raised: \(error.name)") } else { columns.append("") }
        return columns
    }

    /// The lines under a step whose transition ran or that saw hazards: `↳` and the transition (its kind, the
    /// animator or `builtIn` and its transition style, the duration, the presentation style, the controllers
    /// from and to, where it stands), then `⚠` and each hazard with what the user sees and the fix. None for
    /// any other step.
    ///
    /// ```
    ///       ↳ present FadeIn 2 s · formSheet · from Home to Photo · views none → wrapper · completed
    ///       ⚠ F3 <detail> — <what the user sees>; fix: <the fix>
    /// ```
    static func transitionLines(of step: StepResult) -> [String] {
        guard let transitions = step.state.transitions,
            transitions.transition != nil || !transitions.hazards.isEmpty
        else { return [] }
        var lines: [String] = []
        if let transition = transitions.transition { lines.append("      ↳ " + transitionText(transition)) }
        for hazard in transitions.hazards {
            lines.append(
                "      ⚠ \(hazard.rule) \(UserText.bounded(hazard.detail)) — \(hazard.userSees); fix: \(hazard.fix)"
            )
        }
        return lines
    }

    /// `present FadeIn 2 s · formSheet · from Home to Photo · views none → wrapper · completed` (the views are
    /// what `view(forKey: .from)` and `.to` return, R94); `builtIn coverVertical 0.4 s` for
    /// the built-in animation, `not animated` for a transition without animation, `· interactive` after the
    /// duration of an interactive one.
    static func transitionText(_ transition: TransitionSummary) -> String {
        var animator = transition.animator.map { UserText.bounded($0) } ?? "builtIn"
        if transition.animator == nil, let style = transition.transitionStyle { animator += " \(style.rawValue)" }
        let timing = transition.animated ? "\(seconds(transition.duration)) s" : "not animated"
        return [
            "\(transition.kind.rawValue) \(animator) \(timing)" + (transition.interactive ? " · interactive" : ""),
            transition.presentationStyle.rawValue,
            "from \(UserText.bounded(transition.fromController)) to \(UserText.bounded(transition.toController))",
            "views \(transition.fromView) → \(transition.toView)",
            transition.state.rawValue,
        ].joined(separator: " · ")
    }

    /// A duration in seconds as a scenario writes it: `2`, `0.4`.
    static func seconds(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// Each failed expectation: its key, then the expected and actual values side by side, and for lists
    /// the first element that differs.
    static func failures(of step: StepResult, console: Console) -> [String] {
        let failed = step.expectations.filter { !$0.passed }
        guard !failed.isEmpty else { return [] }
        let rows = failed.map {
            [
                $0.key, "expected: \(UserText.bounded($0.expected.description))",
                "actual: \(UserText.bounded($0.shownActual.description))",
            ]
        }
        let widths = columnWidths(rows)
        var lines: [String] = []
        for (result, row) in zip(failed, rows) {
            let line = "        ✗ " + aligned(row, widths: widths, padsLast: false)
            if let limit = console.lineWidth, line.count > limit {
                // Too wide for the terminal: expected and actual one under the other, lists one element per line.
                lines += ReplayFailureLayout.narrow(result, width: limit, mark: console.styled("✗", .red))
                continue
            }
            lines.append("        " + console.styled("✗", .red) + " " + aligned(row, widths: widths, padsLast: false))
            if let difference = firstDifference(result) {
                lines.append("          " + String(repeating: " ", count: widths[0] + 2) + difference)
            }
        }
        return lines
    }

    /// `first difference at [2]: expected X, got Y` for two lists, `nil` otherwise.
    private static func firstDifference(_ result: ExpectationResult) -> String? {
        guard case let .array(expected) = result.expected, case let .array(actual) = result.actual else { return nil }
        let count = max(expected.count, actual.count)
        guard
            let index = (0..<count).first(where: { index in
                (index < expected.count ? expected[index] : nil) != (index < actual.count ? actual[index] : nil)
            })
        else { return nil }
        let want = index < expected.count ? expected[index].description : "(nothing)"
        let got = index < actual.count ? actual[index].description : "(nothing)"
        return "first difference at [\(index)]: expected \(UserText.bounded(want)), got \(UserText.bounded(got))"
    }

    // MARK: - Summary

    /// `22 scenarios: 22 passed, 0 failed, 0 invalid`, and `, 3 skipped` when runs were skipped.
    static func summary(_ report: ReplayReport, console: Console) -> String {
        let total = report.outcomes.count
        let passed = "\(report.passedCount) passed"
        let failed = "\(report.failedCount) failed"
        let invalid = "\(report.invalidCount) invalid"
        // A matrix that replays a scenario more than once counts runs, and says so.
        let scenarios = Set(report.outcomes.map(\.file)).count
        let counted =
            total > scenarios
            ? "\(total) runs of \(scenarios) \(scenarios == 1 ? "scenario" : "scenarios")"
            : "\(total) \(total == 1 ? "scenario" : "scenarios")"
        return "\(counted): "
            + (report.passedCount > 0 ? console.styled(passed, .green) : passed) + ", "
            + (report.failedCount > 0 ? console.styled(failed, .red) : failed) + ", "
            + (report.invalidCount > 0 ? console.styled(invalid, .red) : invalid)
            + (report.skippedCount > 0 ? ", \(report.skippedCount) skipped" : "")
    }

    // MARK: - Columns

    private static func columnWidths(_ rows: [[String]]) -> [Int] {
        let count = rows.map(\.count).max() ?? 0
        return (0..<count).map { column in rows.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0 }
    }

    /// The cells padded to their column's width and joined by two spaces; a column that is blank in every
    /// row takes no room. The last cell is padded only when something follows the row (`padsLast`).
    private static func aligned(_ row: [String], widths: [Int], padsLast: Bool = true) -> String {
        let cells = row.enumerated().filter { column, _ in widths[column] > 0 }
        return cells.enumerated().map { position, entry in
            let (column, cell) = entry
            guard padsLast || position < cells.count - 1 else { return cell }
            return cell + String(repeating: " ", count: widths[column] - cell.count)
        }.joined(separator: "  ")
    }
}

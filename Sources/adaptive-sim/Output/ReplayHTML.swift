import AdaptivePresentation

/// `replay --format html`: one self-contained page (inline CSS and SVG; no script, no network access) with a
/// summary that links to every scenario, then for each scenario a header (title, file, device, orientation,
/// iOS version, verdict) and one card per step: the state drawn to scale (``StepDrawing``), the event, the
/// calls in order and each expectation with ✓ or ✗ (expected against actual for a failure). A step whose
/// transition ran shows it and its filmstrip (``FilmstripDrawing``); a step that saw hazards lists them.
///
/// Failed and invalid scenarios are open; passed ones are folded (`<details>`) once a report holds more than
/// ``foldAbove`` scenarios, so a folder of hundreds stays readable, and so are skipped runs (a run of a
/// matrix that does not apply to its device: `↷`, with the reason). The page grows linearly with the steps.
enum ReplayHTML {
    /// Reports with more scenarios than this fold the passed ones.
    static let foldAbove = 12

    static func write(_ report: ReplayReport) {
        Console.standardOutput.write(page(report))
    }

    static func page(_ report: ReplayReport) -> String {
        var out = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        out +=
            "<title>adaptive-sim replay: \(report.passedCount) passed, \(report.failedCount) failed, \(report.invalidCount) invalid"
            + (report.skippedCount > 0 ? ", \(report.skippedCount) skipped" : "") + "</title>\n"
        out += "<style>\n" + ReportStyle.css + "</style>\n</head>\n<body>\n"
        out += summary(report)
        let fold = report.outcomes.count > foldAbove
        for (index, outcome) in report.outcomes.enumerated() {
            out += scenario(outcome, index: index, fold: fold)
        }
        out += "</body>\n</html>\n"
        return out
    }

    // MARK: - Summary

    private static func verdict(_ outcome: ReplayOutcome) -> (className: String, text: String) {
        if outcome.isSkipped { return ("skipped", "skipped") }
        if outcome.isInvalid { return ("invalid", "invalid input") }
        return outcome.passed ? ("pass", "passed") : ("fail", "failed")
    }

    /// ✓ for a passed scenario, ↷ for a skipped run, ✗ otherwise.
    private static func mark(_ className: String) -> String {
        switch className {
        case "pass": "✓"
        case "skipped": "↷"
        default: "✗"
        }
    }

    private static func summary(_ report: ReplayReport) -> String {
        let count = report.outcomes.count
        var out = "<header class=\"summary\">\n<h1>adaptive-sim replay</h1>\n"
        out += "<p class=\"counts\">\(count) \(count == 1 ? "scenario" : "scenarios"): "
        out +=
            "<span class=\"pass\">\(report.passedCount) passed</span>, <span class=\"fail\">\(report.failedCount) failed</span>, "
        out += "<span class=\"invalid\">\(report.invalidCount) invalid</span>"
        if report.skippedCount > 0 { out += ", <span class=\"skipped\">\(report.skippedCount) skipped</span>" }
        out += "</p>\n"
        out += AppearancePalette.legendHTML + "\n"
        out +=
            "<table class=\"index\">\n<thead><tr><th></th><th>scenario</th><th>device</th><th>iOS</th><th>steps</th><th>file</th></tr></thead>\n<tbody>\n"
        for (index, outcome) in report.outcomes.enumerated() {
            let (className, text) = verdict(outcome)
            let mark = self.mark(className)
            let setting = outcome.setting
            let steps = outcome.run?.steps ?? []
            let failedSteps = steps.filter { !$0.passed }.count
            out += "<tr class=\"row-\(className)\"><td class=\"mark\" title=\"\(text)\">\(mark)</td>"
            out += "<td><a href=\"#scenario-\(index)\">\(MarkupText.escaped(outcome.title ?? outcome.file))</a></td>"
            out +=
                "<td>\(MarkupText.escaped(setting?.device ?? ""))</td><td>\(setting.map { String($0.iOS) } ?? "")</td>"
            out += "<td>\(steps.count)\(failedSteps > 0 ? " (\(failedSteps) failed)" : "")</td>"
            out += "<td class=\"file\">\(MarkupText.escaped(outcome.file))</td></tr>\n"
        }
        out += "</tbody>\n</table>\n</header>\n"
        return out
    }

    // MARK: - Scenarios

    private static func scenario(_ outcome: ReplayOutcome, index: Int, fold: Bool) -> String {
        let (className, text) = verdict(outcome)
        let open = !fold || (className != "pass" && className != "skipped")
        var out =
            "<section class=\"scenario scenario-\(className)\" id=\"scenario-\(index)\">\n<details\(open ? " open" : "")>\n<summary>"
        out +=
            "<span class=\"mark\">\(mark(className))</span> <span class=\"title\">\(MarkupText.escaped(outcome.title ?? outcome.file))</span>"
        out += " <span class=\"verdict\">\(text)</span></summary>\n<dl class=\"setting\">"
        out += "<dt>file</dt><dd>\(MarkupText.escaped(outcome.file))</dd>"
        if let setting = outcome.setting {
            out +=
                "<dt>device</dt><dd>\(MarkupText.escaped(setting.deviceName)) (\(MarkupText.escaped(setting.device)))</dd>"
            out += "<dt>orientation</dt><dd>\(setting.orientation)</dd><dt>iOS</dt><dd>\(setting.iOS)</dd>"
        }
        out += "</dl>\n"
        if let skip = outcome.skip {
            out += "<p class=\"note\">skipped: \(MarkupText.escaped(skip.description))</p>\n"
        }
        if let error = outcome.errorText {
            out += "<pre class=\"error\">\(MarkupText.escaped(error))</pre>\n"
        }
        for note in outcome.run?.notes ?? [] {
            out += "<p class=\"note\">note: \(MarkupText.escaped(note.description))</p>\n"
        }
        let steps = outcome.run?.steps ?? []
        if !steps.isEmpty {
            out += "<div class=\"steps\">\n"
            var appearance: PresentationAppearance?
            for step in steps {
                // A dismissal's filmstrip colours the presented controller as it looked before the step.
                out += self.step(step, scenario: index, presentedAppearance: step.state.appearance ?? appearance)
                appearance = step.state.appearance
            }
            out += "</div>\n"
        }
        out += "</details>\n</section>\n"
        return out
    }

    private static func step(_ step: StepResult, scenario: Int, presentedAppearance: PresentationAppearance?)
        -> String
    {
        let state = step.state
        let status = step.expectations.isEmpty ? "unchecked" : (step.passed ? "pass" : "fail")
        var out = "<article class=\"step step-\(status)\" id=\"scenario-\(scenario)-step-\(step.index)\">\n"
        out +=
            "<h3><span class=\"index\">[\(step.index)]</span> \(MarkupText.escaped(step.event?.description ?? "(expect only)"))"
        if status != "unchecked" { out += " <span class=\"mark\">\(step.passed ? "✓" : "✗")</span>" }
        out += "</h3>\n"
        out += StepDrawing(state: state).svg ?? "<p class=\"note\">no geometry for this step</p>"
        out += "\n<p class=\"state\">"
        if let presented = state.presented {
            out += "<b>\(MarkupText.escaped(presented))</b>"
            if let style = state.style { out += " style <b>\(style.rawValue)</b>" }
            if let appearance = state.appearance { out += " looks <b>\(appearance.rawValue)</b>" }
            if state.substituted { out += " (substitute)" }
            if let frame = state.frame { out += " frame \(frame.description)" }
            if let detent = state.detent {
                out += " detent <b>\(MarkupText.escaped(detent))</b>" + (state.dimmed == true ? " dimmed" : " undimmed")
            }
        } else {
            out += "nothing presented; visible <b>\(MarkupText.escaped(state.visible))</b>"
        }
        out += "<br>window \(state.window) \(state.traits.horizontalSizeClass)/\(state.traits.verticalSizeClass)"
        if let error = state.error { out += "<br><span class=\"fail\">raised \(MarkupText.escaped(error.name))</span>" }
        out += "</p>\n"
        out += transition(state, presentedAppearance: presentedAppearance)
        if !state.calls.isEmpty {
            out +=
                "<ol class=\"calls\">" + state.calls.map { "<li>\(MarkupText.escaped($0))</li>" }.joined() + "</ol>\n"
        }
        if !step.expectations.isEmpty {
            out += "<ul class=\"expectations\">"
            for expectation in step.expectations {
                let key = MarkupText.escaped(expectation.key)
                if expectation.passed {
                    out += "<li class=\"pass\">✓ \(key): \(MarkupText.escaped(expectation.actual.description))</li>"
                } else {
                    out +=
                        "<li class=\"fail\">✗ \(key): expected <b>\(MarkupText.escaped(expectation.expected.description))</b>,"
                    out += " actual <b>\(MarkupText.escaped(expectation.actual.description))</b></li>"
                }
            }
            out += "</ul>\n"
        }
        out += "</article>\n"
        return out
    }

    /// The step's transition, as the text report's `↳` line, its filmstrip (``FilmstripDrawing``), and the
    /// hazards the step saw with what the user sees and the fix; nothing for a step without either.
    private static func transition(_ state: StepState, presentedAppearance: PresentationAppearance?) -> String {
        guard let transitions = state.transitions else { return "" }
        var out = ""
        if let transition = transitions.transition {
            out += "<p class=\"transition\">↳ \(MarkupText.escaped(ReplayText.transitionText(transition)))</p>\n"
            out +=
                FilmstripDrawing(transition: transition, window: state.window, appearance: presentedAppearance).html
                ?? ""
        }
        if !transitions.hazards.isEmpty {
            out += "<ul class=\"hazards\">"
            for hazard in transitions.hazards {
                out += "<li><b>⚠ \(hazard.rule)</b> \(MarkupText.escaped(hazard.detail)): "
                out += "\(MarkupText.escaped(hazard.userSees)). <i>Fix:</i> \(MarkupText.escaped(hazard.fix))</li>"
            }
            out += "</ul>\n"
        }
        return out
    }
}

import AdaptivePresentation

/// `replay --format junit`: JUnit XML in the common schema CI systems read (Jenkins, GitLab, GitHub
/// actions that publish test reports).
///
/// One `<testsuite>` for the run, one `<testcase>` per scenario file: `name` is the scenario's title (the file
/// when it has none), `classname` the file (named as ``ReportPath`` names it, the same however it was typed)
/// without its extension, with `.` for `/`
/// (`scenarios.pampered-pets.vet-popover-split-view-ios9`), so that CI groups scenarios by folder. A scenario
/// that missed an expectation has one `<failure>`: its message names the first failed step and values, its
/// text lists every failed expectation. A file with invalid input has one `<error>` with every diagnostic. A
/// run of a matrix that does not apply to its device has one `<skipped message="REASON"/>`, and the suites'
/// `skipped` counts them.
/// The replay's notes and the transition hazards its steps saw (id, step, detail, what the user sees, fix) are
/// the `<system-out>`; a hazard is no failure.
/// Each `<testcase>` has a `file` attribute (the path as ``ReportPath`` names it) and its real `time` in
/// seconds (loading and replaying the run); the suites' `time` is their sum. There is no timestamp or host
/// name, so two runs differ only in their times.
enum ReplayJUnit {
    static func write(_ report: ReplayReport) {
        Console.standardOutput.write(document(report))
    }

    static func document(_ report: ReplayReport) -> String {
        let counts = [
            ("tests", report.outcomes.count), ("failures", report.failedCount), ("errors", report.invalidCount),
            ("skipped", report.skippedCount),
        ].map { "\($0.0)=\"\($0.1)\"" }.joined(separator: " ")
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        let total = seconds(report.outcomes.reduce(0) { $0 + $1.seconds })
        xml += "<testsuites name=\"adaptive-sim replay\" \(counts) time=\"\(total)\">\n"
        xml += "  <testsuite name=\"adaptive-sim replay\" \(counts) time=\"\(total)\">\n"
        for outcome in report.outcomes {
            xml += testCase(outcome)
        }
        xml += "  </testsuite>\n"
        xml += "</testsuites>\n"
        return xml
    }

    private static func testCase(_ outcome: ReplayOutcome) -> String {
        let file = ReportPath.normalized(outcome.file)
        let name =
            UserText.bounded(outcome.title ?? file, limit: UserText.pathLimit)
            + (outcome.runLabel.map { " " + $0 } ?? "")
        let classname = UserText.bounded(className(file), limit: UserText.pathLimit)
        let shownFile = UserText.bounded(file, limit: UserText.pathLimit)
        let opening =
            "    <testcase name=\"\(attribute(name))\" classname=\"\(attribute(classname))\" "
            + "file=\"\(attribute(shownFile))\" time=\"\(seconds(outcome.seconds))\""
        if let skip = outcome.skip {
            return opening + ">\n"
                + "      <skipped message=\"\(attribute(UserText.bounded(skip.description)))\"/>\n"
                + "    </testcase>\n"
        }
        if outcome.isInvalid {
            let message = "invalid input: " + (outcome.firstError ?? "cannot replay the scenario")
            return opening + ">\n"
                + "      <error message=\"\(attribute(message))\" type=\"invalid input\">"
                + text(outcome.errorText ?? message) + "</error>\n"
                + "    </testcase>\n"
        }
        // Notes, then the transition hazards the steps saw: reported, never failures (an expectation
        // `hazards: []` is what makes one fail).
        let output =
            (outcome.run?.notes ?? []).map { "note: \($0.description)" } + hazardLines(outcome.run?.steps ?? [])
        let notes =
            output.isEmpty ? "" : "      <system-out>" + text(output.joined(separator: "\n")) + "</system-out>\n"
        guard let run = outcome.run, !run.passed else {
            return notes.isEmpty ? opening + "/>\n" : opening + ">\n" + notes + "    </testcase>\n"
        }
        let failures = run.failures
        let descriptions = failures.map { describe(step: $0.step, expectation: $0.expectation) }
        var message = descriptions.first.map { $0.summary } ?? "the scenario did not pass"
        // A streamed run keeps its first failed steps only; the others are counted.
        let total = failures.count + outcome.omittedFailures
        if total > 1 { message += " (and \(total - 1) more)" }
        return opening + ">\n"
            + "      <failure message=\"\(attribute(message))\" type=\"expectation\">"
            + text(descriptions.map(\.details).joined(separator: "\n")) + "</failure>\n"
            + notes + "    </testcase>\n"
    }

    /// `steps[2] (resize: oneHalf): style expected formSheet, actual fullScreen`, and the same on three lines.
    private static func describe(step: StepResult, expectation: ExpectationResult) -> (summary: String, details: String)
    {
        let place = "steps[\(step.index)]" + (step.event.map { " (\(UserText.bounded($0.description)))" } ?? "")
        let expected = UserText.bounded(expectation.expected.description)
        let actual = UserText.bounded(expectation.shownActual.description)
        let summary = "\(place): \(expectation.key) expected \(expected), actual \(actual)"
        let details = "\(place): \(expectation.key)\n  expected: \(expected)\n    actual: \(actual)"
        return (summary, details)
    }

    /// `hazard F3 at steps[2] (dismiss: programmatic): DETAIL; the user sees …; fix: …`, a line per hazard.
    private static func hazardLines(_ steps: [StepResult]) -> [String] {
        steps.flatMap { step in
            (step.state.transitions?.hazards ?? []).map { hazard in
                let place = "steps[\(step.index)]" + (step.event.map { " (\(UserText.bounded($0.description)))" } ?? "")
                return "hazard \(hazard.rule) at \(place): \(UserText.bounded(hazard.detail)); "
                    + "the user sees \(hazard.userSees); fix: \(hazard.fix)"
            }
        }
    }

    /// Seconds with three decimals: `0.012`.
    static func seconds(_ value: Double) -> String {
        let milliseconds = Int((max(0, value) * 1000).rounded())
        let fraction = String(milliseconds % 1000)
        return "\(milliseconds / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }

    /// `scenarios/pampered-pets/vet.yaml` → `scenarios.pampered-pets.vet`.
    static func className(_ file: String) -> String {
        var path = Substring(file)
        while path.hasPrefix("./") { path = path.dropFirst(2) }
        for suffix in [".yaml", ".yml"] where path.hasSuffix(suffix) {
            path = path.dropLast(suffix.count)
        }
        let name = path.split(separator: "/", omittingEmptySubsequences: true).joined(separator: ".")
        return name.isEmpty ? file : name
    }

    // MARK: - Escaping

    /// Text for an attribute value in double quotes: markup characters and line breaks as references.
    static func attribute(_ string: String) -> String {
        escape(string) { scalar in
            switch scalar {
            case "\"": "&quot;"
            case "\n": "&#10;"
            case "\r": "&#13;"
            case "\t": "&#9;"
            default: nil
            }
        }
    }

    /// Character data: markup characters as references; line breaks kept.
    static func text(_ string: String) -> String {
        escape(string) { _ in nil }
    }

    /// Escapes `&`, `<`, `>` and `'` and whatever `extra` names, and replaces what XML 1.0 cannot carry at
    /// all (control characters other than tab and line breaks, lone surrogates cannot occur in a `String`,
    /// U+FFFE and U+FFFF) by U+FFFD.
    private static func escape(_ string: String, extra: (Unicode.Scalar) -> String?) -> String {
        var result = ""
        result.reserveCapacity(string.utf8.count)
        for scalar in string.unicodeScalars {
            if let replacement = extra(scalar) {
                result += replacement
                continue
            }
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "'": result += "&apos;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                result += "\u{FFFD}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

import AdaptivePresentationSpec

/// The outcome of `replay` over every file, in the order the files were named, and its exit status.
struct ReplayReport {
    /// One outcome per scenario file.
    var outcomes: [ReplayOutcome]
    /// Warnings about the paths themselves (links and entries the folder walk skipped), not about one
    /// scenario. Errors with a path (a folder without scenario files, a broken devices file) are outcomes, so
    /// that every report format lists them.
    var pathProblems: [Diagnostic] = []

    /// How many scenarios ran and met every expectation.
    var passedCount: Int { outcomes.filter(\.passed).count }
    /// How many scenarios ran and missed an expectation.
    var failedCount: Int { outcomes.filter { !$0.isInvalid && !$0.isSkipped && !$0.passed }.count }
    /// How many scenarios could not run because their input is invalid.
    var invalidCount: Int { outcomes.filter(\.isInvalid).count }
    /// How many runs were skipped because their device cannot take the scenario; they do not change the exit
    /// status.
    var skippedCount: Int { outcomes.filter(\.isSkipped).count }

    /// Every diagnostic to print on standard error: the paths' problems, then each file's in order.
    var diagnostics: [Diagnostic] { pathProblems + outcomes.flatMap(\.diagnostics) }

    /// 2 when any input was invalid (it wins), else 1 when any expectation failed, else 0: skipped runs count
    /// for nothing.
    var exitStatus: Int32 {
        if invalidCount > 0 || pathProblems.contains(where: { $0.severity == .error }) {
            return ExitStatus.invalidInput
        }
        if failedCount > 0 { return ExitStatus.expectationFailed }
        return ExitStatus.success
    }
}

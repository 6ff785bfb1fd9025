#if canImport(Testing)
    import Testing

    /// Records a Swift Testing issue for every failed expectation of `run` (or its input error), at the
    /// caller's source location, with the step and a readable difference.
    ///
    /// ```swift
    /// @Test func vetPopover() throws {
    ///     let run = try ScenarioReplayer().replay(file: "scenarios/pampered-pets/vet-popover-split-view-newest.yaml")
    ///     expectScenarioPasses(run)
    /// }
    /// ```
    public func expectScenarioPasses(_ run: ScenarioRun, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        for message in ScenarioFailureReport(run).messages {
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        }
    }

    /// Records an issue unless step `index` of `run` satisfies every expectation given, at the caller's
    /// source location.
    ///
    /// ```swift
    /// expectStep(run, 1, [.presented("VetNavigationController"), .style(.fullScreen)])
    /// ```
    public func expectStep(
        _ run: ScenarioRun, _ index: Int, _ expectations: [StepExpectation],
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        guard let step = run.steps.first(where: { $0.index == index }) else {
            Issue.record(
                Comment(
                    rawValue: "scenario '\(run.title)' has no replayed step \(index) (\(run.steps.count) replayed)"),
                sourceLocation: sourceLocation)
            return
        }
        for result in expectations.map({ $0.check(against: step.state) }) where !result.passed {
            Issue.record(
                Comment(rawValue: ScenarioFailureReport.message(step: step, expectation: result, title: run.title)),
                sourceLocation: sourceLocation)
        }
    }
#endif

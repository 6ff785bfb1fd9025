#if canImport(XCTest)
    import XCTest

    /// Fails the XCTest for every failed expectation of `run` (or its input error), at the caller's line,
    /// with the step and a readable difference.
    public func XCTAssertScenarioPasses(_ run: ScenarioRun, file: StaticString = #filePath, line: UInt = #line) {
        for message in ScenarioFailureReport(run).messages {
            XCTFail(message, file: file, line: line)
        }
    }

    /// Fails the XCTest unless step `index` of `run` satisfies every expectation given.
    public func XCTAssertStep(
        _ run: ScenarioRun, _ index: Int, _ expectations: [StepExpectation], file: StaticString = #filePath,
        line: UInt = #line
    ) {
        guard let step = run.steps.first(where: { $0.index == index }) else {
            XCTFail(
                "scenario '\(run.title)' has no replayed step \(index) (\(run.steps.count) replayed)", file: file,
                line: line)
            return
        }
        for result in expectations.map({ $0.check(against: step.state) }) where !result.passed {
            XCTFail(
                ScenarioFailureReport.message(step: step, expectation: result, title: run.title), file: file, line: line
            )
        }
    }
#endif

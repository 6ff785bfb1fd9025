#if canImport(XCTest)
    import AdaptiveUIKit
    import XCTest

    /// Fails the XCTest unless the window's state after what the test just did satisfies every expectation, or
    /// when UIKit raised an exception since the previous step (unless `.error(name)` is expected); starts a new
    /// step.
    @MainActor
    public func XCTAssertStep(
        _ window: UIWindow, _ expectations: [StepExpectation], file: StaticString = #filePath, line: UInt = #line
    ) {
        let exceptions = window.unreportedExceptions
        let state = window.takeStep()
        for result in expectations.map({ $0.check(against: state) }) where !result.passed {
            XCTFail(
                "\(result.key) differs\n  expected: \(result.expected)\n    actual: \(result.shownActual)", file: file,
                line: line)
        }
        let expectsError = expectations.contains { $0.key == .error }
        for exception in exceptions.dropFirst(expectsError ? 1 : 0) {
            XCTFail("UIKit raised \(exception)", file: file, line: line)
        }
    }

    /// Fails the XCTest for every exception UIKit raised in `window` so far.
    @MainActor
    public func XCTAssertNoExceptions(_ window: UIWindow, file: StaticString = #filePath, line: UInt = #line) {
        for exception in window.exceptions {
            XCTFail("UIKit raised \(exception)", file: file, line: line)
        }
    }

    /// Fails the XCTest for every failure mode (F1–F16) the app's code produced in `window` so far, with what
    /// the user sees and the fix, and for what a `settle()` found still animating.
    @MainActor
    public func XCTAssertNoHazards(_ window: UIWindow, file: StaticString = #filePath, line: UInt = #line) {
        for hazard in window.hazards {
            XCTFail("\(hazard)\n  the user sees: \(hazard.userSees)\n  fix: \(hazard.fix)", file: file, line: line)
        }
        for work in window.unsettledWork {
            XCTFail(work, file: file, line: line)
        }
    }

    /// Fails the XCTest for every layout issue of `window` so far: constraints UIKit had to break, with its
    /// console text, and views the constraints leave ambiguous.
    @MainActor
    public func XCTAssertNoLayoutIssues(_ window: UIWindow, file: StaticString = #filePath, line: UInt = #line) {
        window.layoutIfNeeded()
        for issue in window.layoutIssues {
            XCTFail(issue.message, file: file, line: line)
        }
    }
#endif

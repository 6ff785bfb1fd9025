#if canImport(Testing)
    import AdaptiveUIKit
    import Testing

    /// Checks the state of an AdaptiveUIKit window after what the test just did, with the same expectations as a
    /// scenario step, and starts a new step: `.calls` are the calls since the previous step.
    ///
    /// Records an issue at the caller's line for every expectation that fails, and for every exception UIKit
    /// raised since the previous step (the anchorless popover's `NSGenericException`) unless the expectations
    /// include `.error(name)`.
    ///
    /// ```swift
    /// detail.performSegue(withIdentifier: "VetDetail", sender: nil)
    /// expectStep(window, [.presented("VetViewController"), .style(.popover)])
    /// ```
    @MainActor
    public func expectStep(
        _ window: UIWindow, _ expectations: [StepExpectation], sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let exceptions = window.unreportedExceptions
        let state = window.takeStep()
        for result in expectations.map({ $0.check(against: state) }) where !result.passed {
            Issue.record(
                Comment(
                    rawValue: "\(result.key) differs\n  expected: \(result.expected)\n    actual: \(result.shownActual)"
                ),
                sourceLocation: sourceLocation)
        }
        let expectsError = expectations.contains { $0.key == .error }
        for exception in exceptions.dropFirst(expectsError ? 1 : 0) {
            Issue.record(Comment(rawValue: "UIKit raised \(exception)"), sourceLocation: sourceLocation)
        }
    }

    /// Records an issue at the caller's line for every exception UIKit raised in `window` so far.
    @MainActor
    public func expectNoExceptions(_ window: UIWindow, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        for exception in window.exceptions {
            Issue.record(Comment(rawValue: "UIKit raised \(exception)"), sourceLocation: sourceLocation)
        }
    }

    /// Records an issue at the caller's line for every failure mode (F1–F16) the app's code produced in
    /// `window` so far (``/AdaptiveUIKit/UIWindow/hazards``), with what the user sees and the fix, and for
    /// what a ``/AdaptiveUIKit/UIWindow/settle()`` found still animating.
    @MainActor
    public func expectNoHazards(_ window: UIWindow, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        for hazard in window.hazards {
            Issue.record(
                Comment(rawValue: "\(hazard)\n  the user sees: \(hazard.userSees)\n  fix: \(hazard.fix)"),
                sourceLocation: sourceLocation)
        }
        for work in window.unsettledWork {
            Issue.record(Comment(rawValue: work), sourceLocation: sourceLocation)
        }
    }

    /// Records an issue at the caller's line for every layout issue of `window` so far
    /// (``/AdaptiveUIKit/UIWindow/layoutIssues``): constraints UIKit had to break, with its console text, and
    /// views the constraints leave ambiguous.
    @MainActor
    public func expectNoLayoutIssues(_ window: UIWindow, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        window.layoutIfNeeded()
        for issue in window.layoutIssues {
            Issue.record(Comment(rawValue: issue.message), sourceLocation: sourceLocation)
        }
    }
#endif

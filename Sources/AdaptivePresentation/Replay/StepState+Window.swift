extension StepState {
    /// The state of `window` now, with the calls and the exception of the step that led to it: what a
    /// scenario step checks, also for tests that drive a window from code.
    ///
    /// The window is borrowed, not retained: a window is weakly referenced by its root controller, which makes
    /// each retain of it slow, and every step of a replay takes its state.
    /// `gathersGeometry` false leaves ``geometry`` `nil`, for a replay whose report does not draw its steps.
    /// `gathersViews` false leaves the views, their layers and `presentingViewInWindow` of ``transitions``
    /// empty, for a replay whose report does not show them (the transition, its calls and hazards stay).
    public init(
        window: borrowing Window, calls: [DelegateCall], exception: SimulatedException?, gathersGeometry: Bool = true,
        gathersViews: Bool = true, transitionCalls: [TransitionCall] = [], hazards: [TransitionHazard] = []
    ) {
        let top = window.topPresentation
        var appearance = top?.decision?.appearance
        // The sheet's detent and dimming, when the top presentation rests at a detent.
        var sheet: (detent: String, dimmed: Bool)?
        if let layout = top?.sheetLayout, let detent = layout.detent {
            sheet = (detent, layout.dimmed)
            // R55: an edge-attached sheet in compact height does not cover the screen: it looks like a sheet.
            if layout.placement == .edgeAttached { appearance = .sheet }
        }
        let split = window.splitViewControllerOnScreen
        // Every field is set here, once, into the state's one box.
        self.init(
            fields: Fields(
                traits: window.environment.traits, window: window.environment.window,
                presented: top?.displayedViewController.identifier, style: top?.currentStyle, appearance: appearance,
                substituted: top?.substitute != nil, frame: top?.frameOfPresentedView,
                stack: window.presentedStack.map(\.identifier), visible: window.visibleViewController.identifier,
                retainedSegues: window.liveSegueIdentifiers, error: exception, calls: calls.map(\.token),
                rules: top?.decision?.rules ?? [], geometry: gathersGeometry ? StepGeometry(window: window) : nil,
                detent: sheet?.detent,
                dimmed: sheet?.dimmed, collapsed: split?.isCollapsed, displayMode: split?.displayMode,
                transitions: StepTransitions(
                    window: window, gathersViews: gathersViews, calls: transitionCalls, hazards: hazards
                ).map { Boxed($0) }))
    }
}

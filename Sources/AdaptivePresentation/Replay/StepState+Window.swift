extension StepState {
    /// The state of `window` now, with the calls and the exception of the step that led to it: what a
    /// scenario step checks, also for tests that drive a window from code.
    public init(window: Window, calls: [DelegateCall], exception: SimulatedException?) {
        let top = window.topPresentation
        self.init(
            traits: window.environment.traits, window: window.environment.window,
            presented: top?.displayedViewController.identifier, style: top?.currentStyle,
            appearance: top?.decision?.appearance, substituted: top?.substitute != nil,
            frame: top?.frameOfPresentedView, stack: window.presentedStack.map(\.identifier),
            visible: window.visibleViewController.identifier, retainedSegues: window.liveSegueIdentifiers,
            error: exception, calls: calls.map(\.token), rules: top?.decision?.rules ?? [],
            geometry: StepGeometry(window: window))
        if let layout = top?.sheetLayout, let detent = layout.detent {
            self.detent = detent
            dimmed = layout.dimmed
            // R55: an edge-attached sheet in compact height does not cover the screen: it looks like a sheet.
            if layout.placement == .edgeAttached { appearance = .sheet }
        }
        let split = window.splitViewControllerOnScreen
        collapsed = split?.isCollapsed
        displayMode = split?.displayMode
    }
}

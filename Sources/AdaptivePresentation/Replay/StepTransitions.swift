/// What a step shows of transitions (see the "Scenario and storyboard files" article): the most recent transition of the step, the transition
/// calls it caused, the views in the window after it, their presentation-layer values, the failure modes
/// seen, and whether the top presenter's view is in the window.
public struct StepTransitions: Hashable, Sendable {
    /// One view's in-flight values (the `layers` expectation).
    public struct Layer: Hashable, Sendable {
        /// `Detail`, `wrapper(Photo)`, `dimming`.
        public var name: String
        public var values: ViewValues

        public init(name: String, values: ViewValues) {
            self.name = name
            self.values = values
        }
    }

    /// The virtual time after the step, in seconds.
    public var time: Double
    public var transition: TransitionSummary?
    public var calls: [TransitionCall]
    /// Back to front; `ID(hidden)` for a view at alpha 0 or hidden.
    public var views: [String]
    public var layers: [Layer]
    public var hazards: [TransitionHazard]
    /// Whether the top presenter's view is in the window; `nil` when nothing is presented.
    public var presentingViewInWindow: Bool?

    public init(
        time: Double, transition: TransitionSummary?, calls: [TransitionCall], views: [String], layers: [Layer],
        hazards: [TransitionHazard], presentingViewInWindow: Bool?
    ) {
        self.time = time
        self.transition = transition
        self.calls = calls
        self.views = views
        self.layers = layers
        self.hazards = hazards
        self.presentingViewInWindow = presentingViewInWindow
    }
}

extension StepTransitions {
    /// What `window` shows of transitions after a step, with the step's calls and hazards; `nil` when the
    /// step has none of them and its views are not gathered (what every key then reports is empty), so that a
    /// long replay without transitions carries nothing for them.
    init?(window: borrowing Window, gathersViews: Bool, calls: [TransitionCall], hazards: [TransitionHazard]) {
        let transition = window.stepTransition
        guard gathersViews || transition != nil || !calls.isEmpty || !hazards.isEmpty else { return nil }
        self.init(
            time: window.now.seconds, transition: transition, calls: calls,
            views: gathersViews ? window.visibleViews : [], layers: gathersViews ? window.layerValues : [],
            hazards: hazards, presentingViewInWindow: gathersViews ? window.presentingViewInWindow : nil)
    }
}

/// What a step shows of transitions (FORMATS §2b): the most recent transition of the step, the transition
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

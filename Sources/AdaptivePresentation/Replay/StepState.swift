/// The state of the simulation after a step (see the "Scenario and storyboard files" article), and the calls the step caused.
public struct StepState: Hashable, Sendable {
    public var traits: TraitCollection
    public var window: Size
    /// The top presentation's displayed controller, `nil` when nothing is presented.
    public var presented: String?
    /// The style UIKit reports for the top presentation.
    public var style: PresentationStyle?
    public var appearance: PresentationAppearance?
    public var substituted: Bool
    /// The top presented view's frame.
    public var frame: Rect?
    /// Presented controller ids, bottom to top.
    public var stack: [String]
    /// The controller the user sees.
    public var visible: String
    /// Segue ids alive now.
    public var retainedSegues: [String]
    /// The exception this step raised, if any.
    public var error: SimulatedException?
    /// The ordered calls the step caused, as tokens.
    public var calls: [String]
    /// The rules of the decisions made in this step.
    public var rules: [RuleApplication]
    /// Where the state sits on the device, for drawing it; `nil` when not gathered.
    public var geometry: StepGeometry?
    /// The detent the top sheet rests at; `nil` when the top presentation is no sheet with detents.
    public var detent: String?
    /// Whether the top sheet dims what is under it; `nil` when the top presentation is no sheet with detents.
    public var dimmed: Bool?
    /// The `isCollapsed` of the split view controller on screen; `nil` when there is none.
    public var collapsed: Bool?
    /// The display mode of the split view controller on screen; `nil` when there is none.
    public var displayMode: SplitDisplayMode?

    public init(
        traits: TraitCollection, window: Size, presented: String?, style: PresentationStyle?,
        appearance: PresentationAppearance?, substituted: Bool, frame: Rect?, stack: [String], visible: String,
        retainedSegues: [String], error: SimulatedException?, calls: [String], rules: [RuleApplication] = [],
        geometry: StepGeometry? = nil
    ) {
        self.traits = traits
        self.window = window
        self.presented = presented
        self.style = style
        self.appearance = appearance
        self.substituted = substituted
        self.frame = frame
        self.stack = stack
        self.visible = visible
        self.retainedSegues = retainedSegues
        self.error = error
        self.calls = calls
        self.rules = rules
        self.geometry = geometry
    }

    /// The observed value of the standard expectation key named `key` (see ``ObservationKey/all``); `null`
    /// for any other name.
    public func value(for key: String) -> TraceValue {
        ObservationKey.standard(named: key)?.observe(self) ?? .null
    }
}

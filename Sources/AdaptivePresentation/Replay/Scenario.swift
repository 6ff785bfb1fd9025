/// A scenario: events replayed against one storyboard on one device, with expectations (see the "Scenario and storyboard files" article).
///
/// Scenario files decode into this value; tests can also build one in Swift.
public struct Scenario: Sendable {
    /// The required title.
    public var title: String
    public var device: DeviceProfile
    /// The devices the scenario is for (`idiom: pad`), `nil` for any: a run of a matrix on a device of another
    /// idiom is skipped (``ScenarioApplicability``).
    public var idiom: UserInterfaceIdiom?
    public var orientation: Orientation
    /// The initial window: a layout (default `full`) or a free-form size.
    public var window: ScenarioEvent.Resize
    public var era: Era
    public var storyboard: Storyboard
    /// Overrides the storyboard's initial controller.
    public var initialController: String?
    public var steps: [ScenarioStep]

    public init(
        title: String, device: DeviceProfile, orientation: Orientation = .portrait,
        window: ScenarioEvent.Resize = .layout(.full), era: Era = .newest, storyboard: Storyboard,
        initialController: String? = nil, idiom: UserInterfaceIdiom? = nil, steps: [ScenarioStep]
    ) {
        self.idiom = idiom
        self.title = title
        self.device = device
        self.orientation = orientation
        self.window = window
        self.era = era
        self.storyboard = storyboard
        self.initialController = initialController
        self.steps = steps
    }
}

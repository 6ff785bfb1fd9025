/// The state of the simulation after a step (see the "Scenario and storyboard files" article), and the calls the
/// step caused.
///
/// A value, kept in one shared box: copying a state (into a step's result, an observer, a report) is one
/// retain, not a copy of its 20 fields; changing a copy's field copies the box first.
public struct StepState: Hashable, Sendable {
    /// Every field, stored once.
    struct Fields: Hashable, Sendable {
        var traits: TraitCollection
        var window: Size
        var presented: String?
        var style: PresentationStyle?
        var appearance: PresentationAppearance?
        var substituted: Bool
        var frame: Rect?
        var stack: [String]
        var visible: String
        var retainedSegues: [String]
        var error: SimulatedException?
        var calls: [String]
        var rules: [RuleApplication]
        var geometry: StepGeometry?
        var detent: String?
        var dimmed: Bool?
        var collapsed: Bool?
        var displayMode: SplitDisplayMode?
        /// Boxed: most steps have none, and a step's box stays small.
        var transitions: Boxed<StepTransitions>?
    }

    /// The box: changed only while uniquely referenced (copy on write), so sharing it between threads is safe.
    final class Storage: @unchecked Sendable {
        var fields: Fields

        init(_ fields: Fields) {
            self.fields = fields
        }
    }

    private var storage: Storage

    /// A state of these fields.
    init(fields: Fields) {
        storage = Storage(fields)
    }

    public var traits: TraitCollection {
        get { storage.fields.traits }
        set { uniqueStorage().fields.traits = newValue }
    }
    public var window: Size {
        get { storage.fields.window }
        set { uniqueStorage().fields.window = newValue }
    }
    /// The top presentation's displayed controller, `nil` when nothing is presented.
    public var presented: String? {
        get { storage.fields.presented }
        set { uniqueStorage().fields.presented = newValue }
    }
    /// The style UIKit reports for the top presentation.
    public var style: PresentationStyle? {
        get { storage.fields.style }
        set { uniqueStorage().fields.style = newValue }
    }
    public var appearance: PresentationAppearance? {
        get { storage.fields.appearance }
        set { uniqueStorage().fields.appearance = newValue }
    }
    public var substituted: Bool {
        get { storage.fields.substituted }
        set { uniqueStorage().fields.substituted = newValue }
    }
    /// The top presented view's frame.
    public var frame: Rect? {
        get { storage.fields.frame }
        set { uniqueStorage().fields.frame = newValue }
    }
    /// Presented controller ids, bottom to top.
    public var stack: [String] {
        get { storage.fields.stack }
        set { uniqueStorage().fields.stack = newValue }
    }
    /// The controller the user sees.
    public var visible: String {
        get { storage.fields.visible }
        set { uniqueStorage().fields.visible = newValue }
    }
    /// Segue ids alive now.
    public var retainedSegues: [String] {
        get { storage.fields.retainedSegues }
        set { uniqueStorage().fields.retainedSegues = newValue }
    }
    /// The exception this step raised, if any.
    public var error: SimulatedException? {
        get { storage.fields.error }
        set { uniqueStorage().fields.error = newValue }
    }
    /// The ordered calls the step caused, as tokens.
    public var calls: [String] {
        get { storage.fields.calls }
        set { uniqueStorage().fields.calls = newValue }
    }
    /// The rules of the decisions made in this step.
    public var rules: [RuleApplication] {
        get { storage.fields.rules }
        set { uniqueStorage().fields.rules = newValue }
    }
    /// Where the state sits on the device, for drawing it; `nil` when not gathered.
    public var geometry: StepGeometry? {
        get { storage.fields.geometry }
        set { uniqueStorage().fields.geometry = newValue }
    }
    /// The detent the top sheet rests at; `nil` when the top presentation is no sheet with detents.
    public var detent: String? {
        get { storage.fields.detent }
        set { uniqueStorage().fields.detent = newValue }
    }
    /// Whether the top sheet dims what is under it; `nil` when the top presentation is no sheet with detents.
    public var dimmed: Bool? {
        get { storage.fields.dimmed }
        set { uniqueStorage().fields.dimmed = newValue }
    }
    /// The `isCollapsed` of the split view controller on screen; `nil` when there is none.
    public var collapsed: Bool? {
        get { storage.fields.collapsed }
        set { uniqueStorage().fields.collapsed = newValue }
    }
    /// The display mode of the split view controller on screen; `nil` when there is none.
    public var displayMode: SplitDisplayMode? {
        get { storage.fields.displayMode }
        set { uniqueStorage().fields.displayMode = newValue }
    }

    public init(
        traits: TraitCollection, window: Size, presented: String?, style: PresentationStyle?,
        appearance: PresentationAppearance?, substituted: Bool, frame: Rect?, stack: [String], visible: String,
        retainedSegues: [String], error: SimulatedException?, calls: [String], rules: [RuleApplication] = [],
        geometry: StepGeometry? = nil
    ) {
        self.init(
            fields: Fields(
                traits: traits, window: window, presented: presented, style: style, appearance: appearance,
                substituted: substituted, frame: frame, stack: stack, visible: visible, retainedSegues: retainedSegues,
                error: error, calls: calls, rules: rules, geometry: geometry, detent: nil, dimmed: nil, collapsed: nil,
                displayMode: nil))
    }

    /// The box, copied first when another state shares it.
    private mutating func uniqueStorage() -> Storage {
        if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
        return storage
    }

    public static func == (lhs: StepState, rhs: StepState) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.fields)
    }

    /// The observed value of the standard expectation key named `key` (see ``ObservationKey/all``); `null`
    /// for any other name.
    public func value(for key: String) -> TraceValue {
        ObservationKey.standard(named: key)?.observe(self) ?? .null
    }

    /// The step's transitions: what ran, what it called and what the window shows; `nil` for a state made
    /// without them.
    public var transitions: StepTransitions? {
        get { storage.fields.transitions?.value }
        set { uniqueStorage().fields.transitions = newValue.map { Boxed($0) } }
    }
}

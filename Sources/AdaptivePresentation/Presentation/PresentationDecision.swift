/// How UIKit presents (or re-adapts) one presentation: the style it reports, what it looks like, whether it
/// adapted, the substitute, the delegate calls in order, and the rules that decided it.
///
/// Made only by ``PresentationDecider``; everything else (the simulation, replay, commands) reads decisions
/// and never re-derives them.
public struct PresentationDecision: Hashable, Sendable {
    /// What happened to the presentation.
    public enum Change: String, Hashable, Sendable, Codable {
        /// The initial presentation.
        case presented
        /// A trait change adapted an unadapted presentation.
        case adapted
        /// A trait change went back to the original presentation controller and view controller (R21).
        case reverted
        /// A trait change moved an adapted presentation to another adapted style.
        case readapted
        /// Adaptation was reconsidered and nothing changed.
        case unchanged
        /// The trait change did not make UIKit reconsider adaptation (R24).
        case notReconsidered
    }

    /// The traits decided for.
    public var traits: TraitCollection
    /// The `modalPresentationStyle` as set.
    public var requested: PresentationStyle
    /// The style of the presentation controller UIKit creates: ``requested`` with `.automatic` resolved (R2).
    public var presentationStyle: PresentationStyle
    /// The adapted style, or `.none` when the original presentation controller is in charge.
    public var adaptiveStyle: PresentationStyle
    /// What happened.
    public var change: Change
    /// The appearance on screen.
    public var appearance: PresentationAppearance
    /// Whether a substitute view controller is shown instead of the presented one (R20).
    public var substituted: Bool
    /// Whether the delegate was asked for a substitute in this decision.
    public var substituteAsked: Bool
    /// Whether the popover presentation controller runs the transition itself, so an anchor is required
    /// and its absence raises `NSGenericException` (R27).
    public var showsAsPopover: Bool
    /// The delegate calls of this decision, in order, as trace tokens.
    public var calls: [DelegateCall] {
        get { lists?.calls ?? trace.calls }
        set { lists = DecisionLists(calls: newValue, rules: lists?.rules) }
    }
    /// The rules that decided it, in the order they applied.
    public var rules: [RuleApplication] {
        get { lists?.rules ?? trace.rules }
        set { lists = DecisionLists(calls: lists?.calls, rules: newValue) }
    }

    /// The calls and rules as the decider recorded them, packed (see ``DecisionTrace``): a decision allocates
    /// nothing for them, and they are unpacked only when read.
    private var trace: DecisionTrace
    /// The calls and rules when given as arrays (by ``init(traits:requested:presentationStyle:adaptiveStyle:change:appearance:substituted:substituteAsked:showsAsPopover:calls:rules:)``,
    /// the setters, or a log that did not fit the trace); nil: the trace's.
    private var lists: DecisionLists?

    public init(
        traits: TraitCollection, requested: PresentationStyle, presentationStyle: PresentationStyle,
        adaptiveStyle: PresentationStyle, change: Change, appearance: PresentationAppearance,
        substituted: Bool, substituteAsked: Bool, showsAsPopover: Bool, calls: [DelegateCall],
        rules: [RuleApplication]
    ) {
        self.traits = traits
        self.requested = requested
        self.presentationStyle = presentationStyle
        self.adaptiveStyle = adaptiveStyle
        self.change = change
        self.appearance = appearance
        self.substituted = substituted
        self.substituteAsked = substituteAsked
        self.showsAsPopover = showsAsPopover
        trace = DecisionTrace(traits: traits)
        lists = DecisionLists(calls: calls, rules: rules)
    }

    /// A decision with the calls and rules of a decider's log: its trace, and its arrays if it overflowed.
    @inline(__always)
    init(
        traits: TraitCollection, requested: PresentationStyle, presentationStyle: PresentationStyle,
        adaptiveStyle: PresentationStyle, change: Change, appearance: PresentationAppearance,
        substituted: Bool, substituteAsked: Bool, showsAsPopover: Bool, trace: DecisionTrace, lists: DecisionLists?
    ) {
        self.traits = traits
        self.requested = requested
        self.presentationStyle = presentationStyle
        self.adaptiveStyle = adaptiveStyle
        self.change = change
        self.appearance = appearance
        self.substituted = substituted
        self.substituteAsked = substituteAsked
        self.showsAsPopover = showsAsPopover
        self.trace = trace
        self.lists = lists
    }

    /// Equal when every property is equal, ``calls`` and ``rules`` included however they are stored.
    public static func == (lhs: PresentationDecision, rhs: PresentationDecision) -> Bool {
        guard lhs.traits == rhs.traits, lhs.requested == rhs.requested,
            lhs.presentationStyle == rhs.presentationStyle, lhs.adaptiveStyle == rhs.adaptiveStyle,
            lhs.change == rhs.change, lhs.appearance == rhs.appearance, lhs.substituted == rhs.substituted,
            lhs.substituteAsked == rhs.substituteAsked, lhs.showsAsPopover == rhs.showsAsPopover
        else { return false }
        // Two packed traces: equal bytes mean equal calls and rules, without unpacking them.
        if lhs.lists == nil, rhs.lists == nil, lhs.trace == rhs.trace {
            return true
        }
        return lhs.calls == rhs.calls && lhs.rules == rhs.rules
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(traits)
        hasher.combine(requested)
        hasher.combine(presentationStyle)
        hasher.combine(adaptiveStyle)
        hasher.combine(change)
        hasher.combine(appearance)
        hasher.combine(substituted)
        hasher.combine(substituteAsked)
        hasher.combine(showsAsPopover)
        hasher.combine(calls)
        hasher.combine(rules)
    }

    /// Whether an adapted presentation controller is in charge.
    public var adapted: Bool { adaptiveStyle != .none }

    /// The style UIKit reports for the presentation: the adapted style, else the presentation's own style.
    public var style: PresentationStyle { adapted ? adaptiveStyle : presentationStyle }

    /// The rules of ``rules``, in order, without repeats.
    public var ruleIDs: [RuleID] {
        var seen = Set<RuleID>()
        return rules.map(\.id).filter { seen.insert($0).inserted }
    }
}

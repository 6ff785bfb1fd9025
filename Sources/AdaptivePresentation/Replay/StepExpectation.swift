/// One expectation of a step: a key of the "Scenario and storyboard files" article and the expected value.
public enum StepExpectation: Hashable, Sendable {
    /// The controller at the top of the modal stack, after substitution; `nil` for `none`.
    case presented(String?)
    /// The style UIKit reports for the top presentation; `.none` when nothing is presented.
    case style(PresentationStyle)
    /// The top presentation's appearance; `nil` for `none`.
    case appearance(PresentationAppearance?)
    case substituted(Bool)
    /// The exact ordered calls this step caused, as tokens.
    case calls([String])
    case traits(horizontal: SizeClass, vertical: SizeClass)
    case window(Size)
    /// The top presented view's frame.
    case frame(Rect)
    /// Presented controller ids, bottom to top.
    case stack([String])
    /// The controller the user sees.
    case visible(String)
    /// Segue ids alive now (order does not matter).
    case retainedSegues([String])
    /// The exception raised by this step (`nil`: none).
    case error(String?)
    /// The detent the top sheet rests at (`medium`, `large`, a custom id); `nil`: no sheet with detents.
    case detent(String?)
    /// Whether the top sheet dims and blocks what is under it (R53).
    case dimmed(Bool)
    /// The `isCollapsed` of the split view controller on screen.
    case collapsed(Bool)
    /// The display mode of the split view controller on screen (R65).
    case displayMode(SplitDisplayMode?)
    /// A mapping-valued expectation (`traits`, `window`, `frame`, ...) that gives only some of its sub-keys:
    /// `expected` is an object with those sub-keys, and only they are compared (see the "Scenario and storyboard files" article).
    case partial(key: String, expected: TraceValue)

    /// The key as written in scenario files.
    public var key: String {
        switch self {
        case .presented: "presented"
        case .style: "style"
        case .appearance: "appearance"
        case .substituted: "substituted"
        case .calls: "calls"
        case .traits: "traits"
        case .window: "window"
        case .frame: "frame"
        case .stack: "stack"
        case .visible: "visible"
        case .retainedSegues: "retainedSegues"
        case .error: "error"
        case .detent: "detent"
        case .dimmed: "dimmed"
        case .collapsed: "collapsed"
        case .displayMode: "displayMode"
        case let .partial(key, _): key
        }
    }

    /// Every key, in the order reports list them.
    public static let keys = [
        "presented", "style", "appearance", "substituted", "calls", "traits", "window", "frame", "stack", "visible",
        "retainedSegues", "error", "detent", "dimmed", "collapsed", "displayMode",
    ]

    /// The expected value, as reports show it.
    public var expectedValue: TraceValue {
        switch self {
        case let .presented(id): id.map(TraceValue.string) ?? .null
        case let .style(style): .string(style.rawValue)
        case let .appearance(appearance): appearance.map { .string($0.rawValue) } ?? .null
        case let .substituted(value): .bool(value)
        case let .calls(calls): .strings(calls)
        case let .traits(horizontal, vertical):
            .traits(TraitCollection(horizontalSizeClass: horizontal, verticalSizeClass: vertical))
        case let .window(size): .size(size)
        case let .frame(rect): .rect(rect)
        case let .stack(ids): .strings(ids)
        case let .visible(id): .string(id)
        case let .retainedSegues(ids): .strings(ids)
        case let .error(name): name.map(TraceValue.string) ?? .null
        case let .detent(id): id.map(TraceValue.string) ?? .null
        case let .dimmed(value): .bool(value)
        case let .collapsed(value): .bool(value)
        case let .displayMode(mode): mode.map { .string($0.rawValue) } ?? .null
        case let .partial(_, expected): expected
        }
    }

    /// Compares with a step's state.
    public func check(against state: StepState) -> ExpectationResult {
        let expected = expectedValue
        let actual = observedValue(in: state)
        let passed: Bool
        switch self {
        case let .retainedSegues(ids): passed = ids.sorted() == state.retainedSegues.sorted()
        case .partial: passed = expected.isSubset(of: actual)
        default: passed = expected == actual
        }
        return ExpectationResult(key: key, expected: expected, actual: actual, passed: passed)
    }

    /// What `state` shows for this expectation's key: `state.value(for: key)`, found by the expectation's case
    /// rather than by comparing the key with every key's name, as a long replay checks an expectation per step.
    private func observedValue(in state: StepState) -> TraceValue {
        switch self {
        case .presented: state.presented.map(TraceValue.string) ?? .null
        case .style: .string((state.style ?? PresentationStyle.none).rawValue)
        case .appearance: state.appearance.map { .string($0.rawValue) } ?? .null
        case .substituted: .bool(state.substituted)
        case .calls: .strings(state.calls)
        case .traits: .traits(state.traits)
        case .window: .size(state.window)
        case .frame: state.frame.map(TraceValue.rect) ?? .null
        case .stack: .strings(state.stack)
        case .visible: .string(state.visible)
        case .retainedSegues: .strings(state.retainedSegues)
        case .error: state.error.map { .string($0.name) } ?? .null
        case .detent: state.detent.map(TraceValue.string) ?? .null
        case .dimmed: state.dimmed.map(TraceValue.bool) ?? .null
        case .collapsed: state.collapsed.map(TraceValue.bool) ?? .null
        case .displayMode: state.displayMode.map { .string($0.rawValue) } ?? .null
        case let .partial(key, _): state.value(for: key)
        }
    }
}

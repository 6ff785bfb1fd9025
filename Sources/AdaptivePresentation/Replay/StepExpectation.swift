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
        let actual = state.value(for: key)
        let passed: Bool
        switch self {
        case let .retainedSegues(ids): passed = ids.sorted() == state.retainedSegues.sorted()
        case let .partial(_, expected): passed = expected.isSubset(of: actual)
        default: passed = expectedValue == actual
        }
        return ExpectationResult(key: key, expected: expectedValue, actual: actual, passed: passed)
    }
}

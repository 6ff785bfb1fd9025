/// A control, as UIKit's `UIControl`: actions are stored, never sent (nothing in the simulation taps), and a
/// control can anchor a popover like any view.
@preconcurrency @MainActor
open class UIControl: UIView {
    /// The events a control sends actions for.
    public struct Event: OptionSet, Sendable, Hashable {
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    }

    /// The states of a control, as UIKit's `UIControl.State` (its raw values): a button's title is set per
    /// state.
    public struct State: OptionSet, Sendable, Hashable {
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
    }

    /// Whether the control shows as highlighted (a test sets it as a touch would).
    open var isHighlighted = false

    /// The control's state: highlighted, disabled, selected.
    open var state: State {
        var state: State = []
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// Whether the control is enabled.
    open var isEnabled = true
    /// Whether the control is selected.
    open var isSelected = false
    /// The actions added with ``addAction(_:for:)``.
    public private(set) var actions: [(UIAction, Event)] = []

    /// iOS 14+: adds a closure-based action.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        actions.append((action, controlEvents))
    }

    /// Stored only: there is no Objective-C runtime to send `action` to `target`.
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {}
}

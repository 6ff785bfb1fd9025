/// Where a sheet rests and how it looks, as ``PresentationDecider/sheetLayout(_:style:appearance:environment:preferredContentSize:)``
/// decides it (R51–R60).
public struct SheetLayout: Hashable, Sendable {
    /// How the sheet is laid out.
    public enum Placement: String, Hashable, Sendable {
        /// iPhone and compact-width panes: attached to the bottom edge, at its detent (R54, R60).
        case bottomAttached
        /// Compact height, `prefersEdgeAttachedInCompactHeight` (R55).
        case edgeAttached
        /// Compact height by default: full screen, one detent, no grabber (R55).
        case fullScreen
        /// Regular width and height: a centred form or page sheet; detents do not move it (R58).
        case floating
    }

    /// An active detent and its value: the height inside the safe area (R51, R54).
    public struct ActiveDetent: Hashable, Sendable {
        public var identifier: String
        public var value: Double
    }

    public var placement: Placement
    /// The detent it rests at (R52); `nil` when no detent is active (UIKit asserts, R51).
    public var detent: String?
    /// The active detents with their values (the height inside the safe area), smallest first.
    public var activeDetents: [ActiveDetent]
    /// Whether a dimming view covers and blocks what is under the sheet (R53).
    public var dimmed: Bool
    /// Whether the grabber shows (R56).
    public var grabberVisible: Bool
    /// The sheet's frame in the window.
    public var frame: Rect
    /// The rules that decided it.
    public var rules: [RuleApplication]

    /// Whether `identifier` is one of the active detents.
    public func isActive(_ identifier: String) -> Bool { activeDetents.contains { $0.identifier == identifier } }
}

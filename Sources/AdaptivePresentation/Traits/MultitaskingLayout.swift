/// How much of the screen the app's window takes in iPad multitasking.
///
/// Names follow swift-snapshot-testing's split-pane vocabulary. Portrait has only ``twoThirds`` (the wider
/// pane) and ``oneThird``; ``oneHalf`` exists in landscape only. ``slideOver`` is the floating narrow window.
/// A free-form (Stage Manager) window is not a layout: it is given as a ``Size``.
public enum MultitaskingLayout: String, Sendable, Hashable, CaseIterable, Codable, CustomStringConvertible {
    /// The whole screen.
    case full
    /// The wider Split View pane.
    case twoThirds
    /// Half of the screen in landscape Split View.
    case oneHalf
    /// The narrower Split View pane.
    case oneThird
    /// A Slide Over window floating above another app.
    case slideOver

    public var description: String { rawValue }

    /// Whether this layout is a Split View pane or Slide Over, i.e. needs iPad multitasking.
    public var isMultitasking: Bool { self != .full }
}

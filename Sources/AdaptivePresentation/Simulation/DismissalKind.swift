/// How a presentation is dismissed.
public enum DismissalKind: String, Sendable, Hashable, CaseIterable, Codable {
    /// `dismiss(animated:)` from code: no dismissal delegate calls, `isModalInPresentation` ignored (R34).
    case programmatic
    /// The user swipes a sheet down (iOS 13+).
    case swipe
    /// The user taps outside a popover.
    case tapOutside

    /// Whether the user started it.
    public var isUserInitiated: Bool { self != .programmatic }
}

/// How a presentation is dismissed.
public enum DismissalKind: String, Sendable, Hashable, CaseIterable, Codable {
    /// `dismiss(animated:)` from code: no dismissal delegate calls, `isModalInPresentation` ignored (R34).
    case programmatic
    /// The user swipes a sheet down (iOS 13+).
    case swipe
    /// The user taps outside a popover.
    case tapOutside
    /// The app's own gesture drives the dismissal through the transitioning delegate's interaction
    /// controller (R108): the gesture's handler calls `dismiss(animated:)`, so to UIKit it is programmatic.
    case interactive

    /// Whether the user started it in a way UIKit sees (a swipe or a tap it handles itself).
    public var isUserInitiated: Bool { self == .swipe || self == .tapOutside }
}

/// A `pop:` step: the user goes back in the visible navigation controller (R127–R129).
public struct PopRequest: Hashable, Sendable {
    /// How the user goes back.
    public enum Gesture: String, Hashable, Sendable, CaseIterable {
        /// The back button: `popViewController(animated:)`.
        case back
        /// The edge swipe: interactive, unless a custom pop animator comes without an interaction controller
        /// (F16).
        case swipe
    }

    public var gesture: Gesture
    /// Set on the navigation controller first (`nil`: keep the one it has).
    public var navigationDelegate: DeclarativeNavigationDelegate?
    public var animated: Bool
    /// The swipe's progress and release (a swipe without them runs to the end).
    public var interaction: InteractiveDismissal?

    public init(
        gesture: Gesture, navigationDelegate: DeclarativeNavigationDelegate? = nil, animated: Bool = true,
        interaction: InteractiveDismissal? = nil
    ) {
        self.gesture = gesture
        self.navigationDelegate = navigationDelegate
        self.animated = animated
        self.interaction = interaction
    }
}

/// The key of a controller in a transition context, as UIKit's `UITransitionContextViewControllerKey` (R93).
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The controller the transition leaves: the presenting one on a presentation (a container, when the
    /// source sits in one), the presented one on a dismissal.
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    /// The controller the transition shows.
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

/// The key of a view in a transition context, as UIKit's `UITransitionContextViewKey` (R94).
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The view of the controller the transition leaves (`nil` where UIKit keeps it out, R94).
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    /// The view of the controller the transition shows (`nil` where UIKit keeps it out, R94).
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}

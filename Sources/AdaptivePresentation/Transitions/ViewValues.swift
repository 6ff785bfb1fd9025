/// The animatable values of a view: what its model layer holds, or what its presentation layer shows at a
/// moment of an animation (R114).
public struct ViewValues: Hashable, Sendable {
    public var alpha: Double
    public var frame: Rect
    public var transform: Transform
    public var isHidden: Bool

    public init(alpha: Double = 1, frame: Rect, transform: Transform = .identity, isHidden: Bool = false) {
        self.alpha = alpha
        self.frame = frame
        self.transform = transform
        self.isHidden = isHidden
    }

    /// Whether the view draws nothing: hidden, or (to the hundredth the reports use) fully transparent.
    public var isInvisible: Bool { isHidden || alpha < 0.005 }
}

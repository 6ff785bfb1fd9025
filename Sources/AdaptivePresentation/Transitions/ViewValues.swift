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

    /// What `UIView.frame` reports (R121): ``frame`` itself with the identity transform, otherwise the bounding
    /// box of ``frame`` transformed about its centre (``Transform/applied(to:)->Rect``). UIKit calls `frame`
    /// undefined under a non-identity transform; this is what it reads in practice, and ``frame`` keeps the
    /// untransformed rectangle that layout uses.
    public var transformedFrame: Rect { transform.applied(to: frame) }

    /// Whether the view draws nothing: hidden, or (to the hundredth the reports use) fully transparent.
    public var isInvisible: Bool { isHidden || alpha < 0.005 }
}

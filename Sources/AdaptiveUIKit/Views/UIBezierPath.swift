import Foundation

/// A path of rectangles and ovals, as UIKit's `UIBezierPath`, for a layer's ``CALayer/shadowPath``. Only the
/// box around the shape is kept (``bounds``): nothing is drawn.
@preconcurrency @MainActor
open class UIBezierPath: NSObject {
    /// The smallest rectangle containing the path.
    open private(set) var bounds: CGRect

    /// An empty path.
    public override init() {
        bounds = .zero
    }

    /// A rectangle.
    public init(rect: CGRect) {
        bounds = rect
    }

    /// An oval inscribed in `rect`.
    public init(ovalIn rect: CGRect) {
        bounds = rect
    }

    /// A rectangle with all its corners rounded by `cornerRadius`.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        bounds = rect
    }

    /// A rectangle with `corners` rounded by `cornerRadii`.
    public init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        bounds = rect
    }

    /// The path as a Core Graphics path (its box).
    open var cgPath: CGPath { CGPath(rect: bounds, transform: nil) }

    /// Transforms the path (its box).
    open func apply(_ transform: CGAffineTransform) {
        bounds = bounds.applying(transform)
    }
}

import Foundation

/// Insets for each edge of a rectangle, as UIKit's `UIEdgeInsets`: what ``UIView/safeAreaInsets`` and
/// ``UIView/layoutMargins`` give, and what `CGRect.inset(by:)` takes.
public struct UIEdgeInsets: Hashable, Sendable {
    /// The inset at the top edge.
    public var top: CGFloat
    /// The inset at the left edge.
    public var left: CGFloat
    /// The inset at the bottom edge.
    public var bottom: CGFloat
    /// The inset at the right edge.
    public var right: CGFloat

    /// Insets from the four edges.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset on any edge.
    public init() {
        self.init(top: 0, left: 0, bottom: 0, right: 0)
    }

    /// No inset on any edge.
    public static let zero = UIEdgeInsets()
}

extension CGRect {
    /// The rectangle shrunk by `insets` on each edge (grown by negative insets), as UIKit's
    /// `CGRect.inset(by:)`; insets wider or taller than the rectangle leave the null rectangle.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        let rect = standardized
        let width = rect.width - insets.left - insets.right
        let height = rect.height - insets.top - insets.bottom
        guard width >= 0, height >= 0 else { return .null }
        return CGRect(x: rect.minX + insets.left, y: rect.minY + insets.top, width: width, height: height)
    }
}

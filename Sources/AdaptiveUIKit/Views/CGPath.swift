import Foundation

#if !canImport(CoreGraphics)
    /// A path, as Core Graphics' `CGPath` (which swift-corelibs-foundation lacks): a layer's
    /// ``CALayer/shadowPath``. Only the box around the path is kept: nothing is drawn.
    public final class CGPath: Sendable, Hashable {
        /// The smallest rectangle containing the path.
        public let boundingBox: CGRect

        /// A rectangle, as Core Graphics' `CGPath(rect:transform:)` (the transform is applied to the box).
        public init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
            boundingBox = transform.map { rect.applying($0.pointee) } ?? rect
        }

        /// A rounded rectangle, as Core Graphics' `CGPath(roundedRect:cornerWidth:cornerHeight:transform:)`.
        public convenience init(
            roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
            transform: UnsafePointer<CGAffineTransform>?
        ) {
            self.init(rect: rect, transform: transform)
        }

        public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.boundingBox == rhs.boundingBox }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(boundingBox.origin.x)
            hasher.combine(boundingBox.origin.y)
            hasher.combine(boundingBox.width)
            hasher.combine(boundingBox.height)
        }
    }
#endif

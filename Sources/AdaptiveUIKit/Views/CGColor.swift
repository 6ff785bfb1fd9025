import Foundation

#if !canImport(CoreGraphics)
    /// A colour as Core Graphics' `CGColor` (which swift-corelibs-foundation lacks): RGBA components, what a
    /// layer's ``CALayer/borderColor``, ``CALayer/shadowColor`` and ``CALayer/backgroundColor`` take
    /// (`UIColor.black.cgColor`). Nothing is drawn.
    public final class CGColor: Sendable, Hashable {
        /// The red, green, blue and alpha components, 0 to 1.
        public let components: [CGFloat]?
        /// The opacity, 0 to 1.
        public var alpha: CGFloat { components?.last ?? 1 }
        /// The number of components (4: red, green, blue, alpha).
        public var numberOfComponents: Int { components?.count ?? 0 }

        /// A colour from its sRGB components, as Core Graphics' `CGColor(red:green:blue:alpha:)`.
        public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
            components = [red, green, blue, alpha]
        }

        /// A grey, as Core Graphics' `CGColor(gray:alpha:)` (kept as RGBA).
        public convenience init(gray: CGFloat, alpha: CGFloat) {
            self.init(red: gray, green: gray, blue: gray, alpha: alpha)
        }

        /// A copy with another alpha.
        public func copy(alpha: CGFloat) -> CGColor? {
            guard let components, components.count == 4 else { return nil }
            return CGColor(red: components[0], green: components[1], blue: components[2], alpha: alpha)
        }

        public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.components == rhs.components }

        public func hash(into hasher: inout Hasher) { hasher.combine(components) }
    }
#endif

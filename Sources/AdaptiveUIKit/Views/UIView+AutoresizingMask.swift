extension UIView {
    /// How a view resizes with its superview, as UIKit's `UIView.AutoresizingMask`: stored only (the
    /// simulation does not resize subviews when a superview changes size).
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        public let rawValue: UInt

        /// A mask from its raw bits (UIKit's values).
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// The left margin grows and shrinks.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width grows and shrinks.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The right margin grows and shrinks.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The top margin grows and shrinks.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height grows and shrinks.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The bottom margin grows and shrinks.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }
}

/// The corners a layer's ``CALayer/cornerRadius`` rounds, as Core Animation's `CACornerMask` (a sheet-like
/// card rounds only its top corners). Stored only: nothing is drawn.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    /// A mask from its raw bits (Core Animation's values).
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The top-left corner (minimum x, minimum y in UIKit's flipped coordinates).
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    /// The top-right corner.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

import Foundation

/// How much a constraint or a view's content size preference matters, as UIKit's `UILayoutPriority`: 1 to
/// 1000, where 1000 (``required``) must hold and the others hold as far as they can, higher ones first.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral
{
    public var rawValue: Float

    public init(rawValue: Float) {
        self.rawValue = rawValue
    }

    public init(_ rawValue: Float) {
        self.rawValue = rawValue
    }

    public init(floatLiteral value: Float) {
        rawValue = value
    }

    public init(integerLiteral value: Int) {
        rawValue = Float(value)
    }

    /// A constraint that must hold (1000).
    public static let required = UILayoutPriority(1000)
    /// How strongly a button resists compressing its content (750).
    public static let defaultHigh = UILayoutPriority(750)
    /// A window resize drag that can resize the scene (510, Mac Catalyst).
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// The scene's size staying put (500, Mac Catalyst).
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// A window resize drag that cannot resize the scene (490, Mac Catalyst).
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    /// How strongly a button hugs its content (250).
    public static let defaultLow = UILayoutPriority(250)
    /// The priority `systemLayoutSizeFitting(_:)` uses for the target size (50).
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue + rhs)
    }

    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue - rhs)
    }
}

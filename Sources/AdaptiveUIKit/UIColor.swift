import Foundation

/// A colour, as UIKit's `UIColor`: stored so that views can be configured as in the app; nothing is drawn.
public final class UIColor: Sendable, Equatable {
    /// The red component, 0 to 1.
    public let red: CGFloat
    /// The green component, 0 to 1.
    public let green: CGFloat
    /// The blue component, 0 to 1.
    public let blue: CGFloat
    /// The opacity, 0 to 1.
    public let alpha: CGFloat

    /// A colour from its components.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A grey.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    public static let black = UIColor(white: 0, alpha: 1)
    public static let white = UIColor(white: 1, alpha: 1)
    public static let clear = UIColor(white: 0, alpha: 0)
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// Light appearance values of the system colours.
    public static let systemBackground = UIColor.white
    public static let secondarySystemBackground = UIColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1)
    public static let label = UIColor.black
    public static let secondaryLabel = UIColor(red: 0.24, green: 0.24, blue: 0.26, alpha: 0.6)
    public static let systemBlue = UIColor(red: 0, green: 0.48, blue: 1, alpha: 1)
    public static let tintColor = UIColor.systemBlue

    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
        lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.alpha == rhs.alpha
    }
}

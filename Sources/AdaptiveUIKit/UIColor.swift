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

    /// The provider of a dynamic colour (``init(dynamicProvider:)``).
    private let provider: (@Sendable (UITraitCollection) -> UIColor)?

    /// A colour from its components.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
        provider = nil
    }

    /// iOS 13+: a colour that depends on the traits (light or dark appearance). Its components are the ones
    /// for the light appearance, the simulation's windows'; ``resolvedColor(with:)`` asks the provider for
    /// others.
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        let light = dynamicProvider(UITraitCollection(userInterfaceStyle: .light))
        red = light.red
        green = light.green
        blue = light.blue
        alpha = light.alpha
        provider = dynamicProvider
    }

    /// The colour for `traitCollection`: a dynamic colour's provider's answer, otherwise the colour itself.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        provider?(traitCollection).resolvedColor(with: traitCollection) ?? self
    }

    /// A grey.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A colour from hue, saturation and brightness (each 0 to 1), kept as RGBA.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let sector = (hue - hue.rounded(.down)) * 6
        let index = Int(sector.rounded(.down)) % 6
        let fraction = sector - sector.rounded(.down)
        let p = brightness * (1 - saturation)
        let q = brightness * (1 - saturation * fraction)
        let t = brightness * (1 - saturation * (1 - fraction))
        let (r, g, b): (CGFloat, CGFloat, CGFloat) =
            switch index {
            case 0: (brightness, t, p)
            case 1: (q, brightness, p)
            case 2: (p, brightness, t)
            case 3: (p, q, brightness)
            case 4: (t, p, brightness)
            default: (brightness, p, q)
            }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// The same colour as a `CGColor`, as layers take it.
    public var cgColor: CGColor { CGColor(red: red, green: green, blue: blue, alpha: alpha) }

    /// A colour from a `CGColor`'s RGBA components (a grey's two components are white and alpha); opaque
    /// black when it has neither form.
    public convenience init(cgColor: CGColor) {
        let components = cgColor.components ?? []
        switch components.count {
        case 4: self.init(red: components[0], green: components[1], blue: components[2], alpha: components[3])
        case 2: self.init(white: components[0], alpha: components[1])
        default: self.init(white: 0, alpha: 1)
        }
    }

    /// The same colour with opacity `alpha` (the dimming view's `UIColor.black.withAlphaComponent(0.5)`).
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        guard let provider else { return UIColor(red: red, green: green, blue: blue, alpha: alpha) }
        return UIColor { provider($0).withAlphaComponent(alpha) }
    }

    /// Whether the components are available (always: every colour here is RGBA), as UIKit's
    /// `getRed(_:green:blue:alpha:)`.
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        red?.pointee = self.red
        green?.pointee = self.green
        blue?.pointee = self.blue
        alpha?.pointee = self.alpha
        return true
    }

    public static let black = UIColor(white: 0, alpha: 1)
    public static let darkGray = UIColor(white: 1 / 3, alpha: 1)
    public static let lightGray = UIColor(white: 2 / 3, alpha: 1)
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
    public static let systemRed = UIColor(red: 1, green: 0.23, blue: 0.19, alpha: 1)
    public static let systemGreen = UIColor(red: 0.2, green: 0.78, blue: 0.35, alpha: 1)
    public static let systemOrange = UIColor(red: 1, green: 0.58, blue: 0, alpha: 1)
    public static let systemYellow = UIColor(red: 1, green: 0.8, blue: 0, alpha: 1)
    public static let systemPink = UIColor(red: 1, green: 0.18, blue: 0.33, alpha: 1)
    public static let systemPurple = UIColor(red: 0.69, green: 0.32, blue: 0.87, alpha: 1)
    public static let systemTeal = UIColor(red: 0.19, green: 0.69, blue: 0.78, alpha: 1)
    public static let systemIndigo = UIColor(red: 0.35, green: 0.34, blue: 0.84, alpha: 1)
    public static let systemGray = UIColor(red: 0.56, green: 0.56, blue: 0.58, alpha: 1)
    public static let systemGray2 = UIColor(red: 0.68, green: 0.68, blue: 0.7, alpha: 1)
    public static let systemGray3 = UIColor(red: 0.78, green: 0.78, blue: 0.8, alpha: 1)
    public static let systemGray4 = UIColor(red: 0.82, green: 0.82, blue: 0.84, alpha: 1)
    public static let systemGray5 = UIColor(red: 0.9, green: 0.9, blue: 0.92, alpha: 1)
    public static let systemGray6 = UIColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1)
    public static let tertiarySystemBackground = UIColor.white
    public static let systemGroupedBackground = UIColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1)
    public static let secondarySystemGroupedBackground = UIColor.white
    public static let tertiaryLabel = UIColor(red: 0.24, green: 0.24, blue: 0.26, alpha: 0.3)
    public static let separator = UIColor(red: 0.24, green: 0.24, blue: 0.26, alpha: 0.29)
    public static let opaqueSeparator = UIColor(red: 0.78, green: 0.78, blue: 0.78, alpha: 1)
    public static let systemFill = UIColor(red: 0.47, green: 0.47, blue: 0.5, alpha: 0.2)

    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
        lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.alpha == rhs.alpha
    }
}

import Foundation

/// A font, as UIKit's `UIFont`: its name, size and weight, with the system font's vertical metrics (San
/// Francisco's ascender, descender and line height per point, as UIKit reports them for the system font).
/// Text is never measured: a label's size comes from the test (`UILabel.simulatedTextSize`).
@preconcurrency @MainActor
open class UIFont: NSObject {
    /// A font weight (UIKit's values, from -1 to 1).
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(-0.8)
        public static let thin = Weight(-0.6)
        public static let light = Weight(-0.4)
        public static let regular = Weight(0)
        public static let medium = Weight(0.23)
        public static let semibold = Weight(0.3)
        public static let bold = Weight(0.4)
        public static let heavy = Weight(0.56)
        public static let black = Weight(0.62)
    }

    /// A Dynamic Type text style, with its size at the default content size category.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// Apple's sizes at the default (Large) content size category, and the headline's semibold.
        var defaultStyle: (size: CGFloat, weight: Weight) {
            switch self {
            case .largeTitle: (34, .regular)
            case .title1: (28, .regular)
            case .title2: (22, .regular)
            case .title3: (20, .regular)
            case .headline: (17, .semibold)
            case .subheadline: (15, .regular)
            case .callout: (16, .regular)
            case .footnote: (13, .regular)
            case .caption1: (12, .regular)
            case .caption2: (11, .regular)
            default: (17, .regular)
            }
        }
    }

    /// The font's name (`.SFUI-Regular` for the system font).
    public let fontName: String
    /// The font's family (`.SF UI Text` for the system font).
    public let familyName: String
    /// The size in points.
    public let pointSize: CGFloat
    /// The weight.
    public let weight: Weight

    init(name: String, family: String, size: CGFloat, weight: Weight) {
        fontName = name
        familyName = family
        pointSize = size
        self.weight = weight
        super.init()
    }

    /// A font with a name; `nil` never (no font files are read: the name is kept, with the system font's
    /// metrics).
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        self.init(name: fontName, family: fontName, size: fontSize, weight: .regular)
    }

    /// The system font of `fontSize` points.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .regular) }

    /// The system font of `fontSize` points and `weight`.
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(name: ".SFUI-\(weightName(weight))", family: ".SF UI Text", size: fontSize, weight: weight)
    }

    /// The bold system font.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }

    /// The italic system font.
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(name: ".SFUI-RegularItalic", family: ".SF UI Text", size: fontSize, weight: .regular)
    }

    /// The monospaced-digit system font.
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        systemFont(ofSize: fontSize, weight: weight)
    }

    /// The font of a Dynamic Type style at the default content size category.
    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let (size, weight) = style.defaultStyle
        return systemFont(ofSize: size, weight: weight)
    }

    /// The size the system uses for labels (17).
    open class var labelFontSize: CGFloat { 17 }
    /// The size the system uses for buttons (18).
    open class var buttonFontSize: CGFloat { 18 }
    /// The default system font size (14).
    open class var systemFontSize: CGFloat { 14 }

    /// The same font at another size.
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(name: fontName, family: familyName, size: fontSize, weight: weight)
    }

    /// Above the baseline: 0.952 of the size (San Francisco's).
    open var ascender: CGFloat { pointSize * 0.9521484375 }
    /// Below the baseline, negative: −0.241 of the size.
    open var descender: CGFloat { -pointSize * 0.2412109375 }
    /// From line to line: 1.193 of the size.
    open var lineHeight: CGFloat { pointSize * 1.193359375 }
    /// The height of capital letters: 0.705 of the size.
    open var capHeight: CGFloat { pointSize * 0.705 }
    /// No leading is added.
    open var leading: CGFloat { 0 }

    private static func weightName(_ weight: Weight) -> String {
        switch weight {
        case .ultraLight: "Ultralight"
        case .thin: "Thin"
        case .light: "Light"
        case .medium: "Medium"
        case .semibold: "Semibold"
        case .bold: "Bold"
        case .heavy: "Heavy"
        case .black: "Black"
        default: "Regular"
        }
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return MainActor.assumeIsolated { other.fontName == fontName && other.pointSize == pointSize }
    }

    open override var hash: Int {
        MainActor.assumeIsolated { fontName.hashValue ^ pointSize.hashValue }
    }
}

import AdaptivePresentation

/// The traits of an environment, as UIKit's `UITraitCollection`: the size classes and idiom the simulation
/// derives from the device, orientation and window.
public final class UITraitCollection: Sendable, Equatable, CustomStringConvertible {
    /// The horizontal size class.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The vertical size class.
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// The kind of device.
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    /// Pixels per point (0: unspecified).
    public let displayScale: Double
    /// Light or dark appearance. The simulation's windows are light (`.light`), the appearance the system
    /// colours here have; a controller's ``UIViewController/overrideUserInterfaceStyle`` changes its own.
    public let userInterfaceStyle: UIUserInterfaceStyle

    /// An empty collection: every trait unspecified.
    public convenience init() {
        self.init(horizontal: .unspecified, vertical: .unspecified, idiom: .unspecified, scale: 0)
    }

    /// A collection that specifies only the horizontal size class.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(horizontal: horizontalSizeClass, vertical: .unspecified, idiom: .unspecified, scale: 0)
    }

    /// A collection that specifies only the vertical size class.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(horizontal: .unspecified, vertical: verticalSizeClass, idiom: .unspecified, scale: 0)
    }

    /// A collection that specifies only the idiom.
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) {
        self.init(horizontal: .unspecified, vertical: .unspecified, idiom: userInterfaceIdiom, scale: 0)
    }

    /// A collection that specifies only the appearance.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(
            horizontal: .unspecified, vertical: .unspecified, idiom: .unspecified, scale: 0, style: userInterfaceStyle)
    }

    /// Merges collections: a later collection's specified traits win.
    public convenience init(traitsFrom collections: [UITraitCollection]) {
        var horizontal = UIUserInterfaceSizeClass.unspecified
        var vertical = UIUserInterfaceSizeClass.unspecified
        var idiom = UIUserInterfaceIdiom.unspecified
        var scale = 0.0
        var style = UIUserInterfaceStyle.unspecified
        for collection in collections {
            if collection.userInterfaceStyle != .unspecified { style = collection.userInterfaceStyle }
            if collection.horizontalSizeClass != .unspecified { horizontal = collection.horizontalSizeClass }
            if collection.verticalSizeClass != .unspecified { vertical = collection.verticalSizeClass }
            if collection.userInterfaceIdiom != .unspecified { idiom = collection.userInterfaceIdiom }
            if collection.displayScale != 0 { scale = collection.displayScale }
        }
        self.init(horizontal: horizontal, vertical: vertical, idiom: idiom, scale: scale, style: style)
    }

    init(
        horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass, idiom: UIUserInterfaceIdiom,
        scale: Double, style: UIUserInterfaceStyle = .unspecified
    ) {
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
        userInterfaceIdiom = idiom
        displayScale = scale
        userInterfaceStyle = style
    }

    convenience init(_ traits: TraitCollection) {
        self.init(
            horizontal: UIUserInterfaceSizeClass(traits.horizontalSizeClass),
            vertical: UIUserInterfaceSizeClass(traits.verticalSizeClass),
            idiom: UIUserInterfaceIdiom(traits.userInterfaceIdiom), scale: traits.displayScale, style: .light)
    }

    /// Whether every trait `other` specifies has the same value here.
    public func containsTraits(in other: UITraitCollection?) -> Bool {
        guard let other else { return true }
        if other.horizontalSizeClass != .unspecified, other.horizontalSizeClass != horizontalSizeClass { return false }
        if other.verticalSizeClass != .unspecified, other.verticalSizeClass != verticalSizeClass { return false }
        if other.userInterfaceIdiom != .unspecified, other.userInterfaceIdiom != userInterfaceIdiom { return false }
        if other.userInterfaceStyle != .unspecified, other.userInterfaceStyle != userInterfaceStyle { return false }
        return true
    }

    public static func == (lhs: UITraitCollection, rhs: UITraitCollection) -> Bool {
        lhs.horizontalSizeClass == rhs.horizontalSizeClass && lhs.verticalSizeClass == rhs.verticalSizeClass
            && lhs.userInterfaceIdiom == rhs.userInterfaceIdiom && lhs.displayScale == rhs.displayScale
            && lhs.userInterfaceStyle == rhs.userInterfaceStyle
    }

    public var description: String { "<UITraitCollection; \(horizontalSizeClass)/\(verticalSizeClass)>" }
}

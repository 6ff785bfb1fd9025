/// The traits UIKit hands to a presentation controller and its delegate, as `UITraitCollection`.
public struct TraitCollection: Hashable, Sendable, Codable, CustomStringConvertible {
    public var horizontalSizeClass: SizeClass
    public var verticalSizeClass: SizeClass
    public var userInterfaceIdiom: UserInterfaceIdiom
    public var displayScale: Double

    public init(
        horizontalSizeClass: SizeClass,
        verticalSizeClass: SizeClass,
        userInterfaceIdiom: UserInterfaceIdiom = .phone,
        displayScale: Double = 2
    ) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.userInterfaceIdiom = userInterfaceIdiom
        self.displayScale = displayScale
    }

    /// `compact/regular`: horizontal then vertical size class.
    public var description: String { "\(horizontalSizeClass)/\(verticalSizeClass)" }
}

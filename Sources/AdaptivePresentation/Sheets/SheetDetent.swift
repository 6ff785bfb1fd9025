/// One detent of a sheet (`UISheetPresentationController.Detent`), R51.
///
/// Identified as in scenario files: `medium`, `large` (UIKit's `com.apple.UIKit.medium` and
/// `com.apple.UIKit.large`), or the identifier of a custom detent.
public struct SheetDetent: Hashable, Sendable, CustomStringConvertible {
    /// What decides the detent's height.
    public enum Kind: Hashable, Sendable {
        /// About half the available height (R54).
        case medium
        /// The full available height.
        case large
        /// iOS 16+: a height inside the safe area, as the resolver returns it; `nil` makes the detent inactive.
        case custom(height: Double?)
    }

    /// `medium`, `large` or the custom identifier.
    public var identifier: String
    public var kind: Kind

    public init(identifier: String, kind: Kind) {
        self.identifier = identifier
        self.kind = kind
    }

    /// `.medium()`.
    public static let medium = SheetDetent(identifier: "medium", kind: .medium)
    /// `.large()`.
    public static let large = SheetDetent(identifier: "large", kind: .large)

    /// `.custom(identifier:resolver:)` returning `height` (nil: inactive).
    public static func custom(_ identifier: String, height: Double?) -> SheetDetent {
        SheetDetent(identifier: identifier, kind: .custom(height: height))
    }

    /// UIKit's identifier: `com.apple.UIKit.medium`, `com.apple.UIKit.large`, or the custom one.
    public var uikitIdentifier: String {
        switch kind {
        case .medium: "com.apple.UIKit.medium"
        case .large: "com.apple.UIKit.large"
        case .custom: identifier
        }
    }

    public var description: String { identifier }
}

import AdaptivePresentation
import Foundation

/// The presentation controller of a `.pageSheet` or `.formSheet` presentation from iOS 15, as UIKit's
/// `UISheetPresentationController`.
///
/// Its presentation and adaptation are simulated (as a sheet). Detents, the grabber and edge attachment are
/// stored so that app code compiles and keeps its configuration, but not simulated yet (issue 6): the sheet
/// is laid out as its style's sheet, and the selected detent never changes by itself.
@MainActor
open class UISheetPresentationController: UIPresentationController {
    /// A height a sheet rests at, as UIKit's `UISheetPresentationController.Detent`.
    @MainActor
    public final class Detent {
        /// A detent's identifier.
        public struct Identifier: RawRepresentable, Hashable, Sendable {
            public let rawValue: String

            public init(rawValue: String) {
                self.rawValue = rawValue
            }

            /// An identifier named `rawValue`.
            public init(_ rawValue: String) {
                self.rawValue = rawValue
            }

            public static let medium = Identifier("com.apple.UIKit.medium")
            public static let large = Identifier("com.apple.UIKit.large")
        }

        /// The detent's identifier.
        public let identifier: Identifier
        /// A custom detent's height for a maximum height; nil for the system detents.
        let resolver: (@MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?)?

        init(identifier: Identifier, resolver: (@MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?)?) {
            self.identifier = identifier
            self.resolver = resolver
        }

        /// About half the screen's height.
        public static func medium() -> Detent { Detent(identifier: .medium, resolver: nil) }

        /// The full height.
        public static func large() -> Detent { Detent(identifier: .large, resolver: nil) }

        /// iOS 16+: a height computed by `resolver`.
        public static func custom(
            identifier: Identifier? = nil,
            resolver: @escaping @MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
        ) -> Detent {
            Detent(identifier: identifier ?? Identifier("custom"), resolver: resolver)
        }
    }

    /// The heights the sheet may rest at (default: large only).
    open var detents: [Detent] = [.large()]
    /// The detent the sheet rests at (nil: the smallest).
    open var selectedDetentIdentifier: Detent.Identifier?
    /// The largest detent that does not dim the content behind.
    open var largestUndimmedDetentIdentifier: Detent.Identifier?
    /// Whether the sheet shows a grabber (stored only).
    open var prefersGrabberVisible = false
    /// Whether scrolling expands the sheet (stored only).
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    /// Whether the sheet attaches to the bottom edge in compact height (stored only).
    open var prefersEdgeAttachedInCompactHeight = false
    /// Whether an edge-attached sheet takes the preferred width (stored only).
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false
    /// The corner radius (stored only).
    open var preferredCornerRadius: CGFloat?
    /// The view the sheet is anchored to when it comes from an adapted popover.
    open var sourceView: UIView?

    /// Applies detent changes; the simulation applies them at once.
    open func animateChanges(_ changes: () -> Void) {
        changes()
    }
}

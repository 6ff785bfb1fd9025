/// A rectangle in a view's coordinate space that constraints can relate, as UIKit's `UILayoutGuide`: an app's
/// own guide (its frame solved from its constraints), or one a view keeps (its safe area or its layout
/// margins, whose frames follow the view).
public final class LayoutGuide {
    /// What the guide is.
    public enum Kind: Hashable, Sendable {
        /// An app's guide (`addLayoutGuide(_:)`): constraints place it.
        case custom
        /// `safeAreaLayoutGuide`: the view's bounds inset by its safe area.
        case safeArea
        /// `layoutMarginsGuide`: the view's bounds inset by its layout margins.
        case layoutMargins
        /// `topLayoutGuide` (deprecated in iOS 11): the view's top, as tall as its top safe-area inset.
        case topLayoutSupport
        /// `bottomLayoutGuide` (deprecated in iOS 11): the view's bottom, as tall as its bottom safe-area inset.
        case bottomLayoutSupport
    }

    public let kind: Kind
    /// The view that owns the guide (`owningView`); `nil` once it is removed.
    public internal(set) weak var owningView: SimulatedView?
    /// A name for debugging (`identifier`): UIKit's names for the views' own guides.
    public var identifier: String
    /// The object that stands for this guide in the app's code (AdaptiveUIKit's `UILayoutGuide`).
    public weak var host: AnyObject?
    /// The guide's frame in its owning view's coordinates, as the last layout pass found it.
    public internal(set) var layoutFrame = Rect.zero

    public init(kind: Kind = .custom, identifier: String = "") {
        self.kind = kind
        let names: [Kind: String] = [
            .safeArea: "UIViewSafeAreaLayoutGuide", .layoutMargins: "UIViewLayoutMarginsGuide",
            .topLayoutSupport: "_UIViewControllerTopLayoutGuide",
            .bottomLayoutSupport: "_UIViewControllerBottomLayoutGuide",
        ]
        self.identifier = identifier.isEmpty ? names[kind] ?? "" : identifier
    }
}

import AdaptivePresentation

/// The items a navigation bar shows for a view controller, as UIKit's `UINavigationItem`. Stored, except that
/// its left and right items have their places in the bar, for popovers anchored to them.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    /// The title the navigation bar shows.
    open var title: String?
    /// A line of text above the title.
    open var prompt: String?
    /// The items on the leading side. A popover anchored to one points at its place in the navigation bar.
    open var leftBarButtonItems: [UIBarButtonItem]? {
        didSet { Self.place(leftBarButtonItems, replacing: oldValue, fromTrailing: false) }
    }
    /// The items on the trailing side (a Done button of a substitute). A popover anchored to one points at its
    /// place in the navigation bar.
    open var rightBarButtonItems: [UIBarButtonItem]? {
        didSet { Self.place(rightBarButtonItems, replacing: oldValue, fromTrailing: true) }
    }
    /// Whether the leading items go beside the back button.
    open var leftItemsSupplementBackButton = false
    /// Whether the back button is hidden.
    open var hidesBackButton = false
    /// The item the next controller's back button uses.
    open var backBarButtonItem: UIBarButtonItem?

    /// An item with a title.
    public init(title: String) {
        self.title = title
    }

    /// An empty item.
    public override init() {}

    /// The first left item.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first right item.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// Gives `items` their places in the navigation bar, counted from their edge, as a storyboard's bar
    /// button items get theirs: 44 points wide, 8 points from the edge (the same assumption).
    private static func place(_ items: [UIBarButtonItem]?, replacing old: [UIBarButtonItem]?, fromTrailing: Bool) {
        for item in old ?? [] { item.navigationBarPlacement = nil }
        for (index, item) in (items ?? []).enumerated() {
            let offset = 8 + Double(index) * 44
            item.navigationBarPlacement = .barButtonItem(
                bar: .navigationBar, leading: fromTrailing ? nil : offset, trailing: fromTrailing ? offset : nil,
                width: 44)
        }
    }
}

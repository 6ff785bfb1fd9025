/// The items a navigation bar shows for a view controller, as UIKit's `UINavigationItem`. Stored only.
@preconcurrency @MainActor
open class UINavigationItem {
    /// The title the navigation bar shows.
    open var title: String?
    /// A line of text above the title.
    open var prompt: String?
    /// The items on the leading side.
    open var leftBarButtonItems: [UIBarButtonItem]?
    /// The items on the trailing side (a Done button of a substitute).
    open var rightBarButtonItems: [UIBarButtonItem]?
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
    public init() {}

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
}

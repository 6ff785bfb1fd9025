/// The items a navigation bar shows for a view controller, as UIKit's `UINavigationItem`. Stored only.
@MainActor
open class UINavigationItem {
    open var title: String?
    open var prompt: String?
    open var leftBarButtonItems: [UIBarButtonItem]?
    open var rightBarButtonItems: [UIBarButtonItem]?
    open var leftItemsSupplementBackButton = false
    open var hidesBackButton = false
    open var backBarButtonItem: UIBarButtonItem?

    public init(title: String) {
        self.title = title
    }

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

/// Tabs, as `UITabBarController`.
open class TabBarController: ViewController {
    /// The tabs, in order.
    public var viewControllers: [ViewController] { children }
    /// The selected tab.
    public var selectedIndex = 0

    public init(identifier: String = "UITabBarController", viewControllers: [ViewController] = []) {
        super.init(identifier: identifier)
        for child in viewControllers { addChild(child) }
    }

    /// The selected tab's controller.
    public var selectedViewController: ViewController? {
        children.indices.contains(selectedIndex) ? children[selectedIndex] : children.first
    }

    open override var visibleContent: ViewController { selectedViewController?.visibleContent ?? self }

    /// Selects the tab that contains `controller`.
    public func select(containing controller: ViewController) {
        if let index = children.firstIndex(where: { $0.contains(controller) }) { selectedIndex = index }
    }
}

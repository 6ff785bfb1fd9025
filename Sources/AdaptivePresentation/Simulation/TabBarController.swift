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

    /// The selected controller: its view fills the tab bar controller's view, above the bar.
    open override var childrenOnScreen: [ViewController] { selectedViewController.map { [$0] } ?? [] }

    /// Replaces the tabs (`setViewControllers(_:animated:)`); the selection moves to the first tab if it no
    /// longer exists.
    public func setViewControllers(_ controllers: [ViewController]) {
        for child in children { child.removeFromParent() }
        for controller in controllers { addChild(controller) }
        if !children.indices.contains(selectedIndex) { selectedIndex = 0 }
    }

    /// Selects the tab that contains `controller`.
    public func select(containing controller: ViewController) {
        if let index = children.firstIndex(where: { $0.contains(controller) }) { selectedIndex = index }
    }
}

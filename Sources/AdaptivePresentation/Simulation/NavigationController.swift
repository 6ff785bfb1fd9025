/// A navigation stack, as `UINavigationController`.
open class NavigationController: ViewController {
    /// Bottom to top.
    public var viewControllers: [ViewController] { children }

    public init(identifier: String = "UINavigationController", rootViewController: ViewController? = nil) {
        super.init(identifier: identifier)
        if let rootViewController { addChild(rootViewController) }
    }

    /// `delegate`: weak, as in UIKit; its animators drive pushes and pops (R128).
    public weak var delegate: (any NavigationControllerDelegate)? {
        didSet { if delegate != nil { hadDelegate = true } }
    }
    /// Whether a delegate was ever set: one that is `nil` now was released (F10).
    public private(set) var hadDelegate = false

    /// The controller at the top of the stack.
    public var topViewController: ViewController? { children.last }

    open override var visibleContent: ViewController { topViewController?.visibleContent ?? self }

    /// The top controller: its view fills the navigation controller's view, extending under the bar (a
    /// substitute navigation controller holds the presented controller's view this way).
    open override var childrenOnScreen: [ViewController] { topViewController.map { [$0] } ?? [] }

    /// Pushes a controller onto the stack.
    public func pushViewController(_ controller: ViewController) {
        addChild(controller)
    }

    /// Replaces the stack, bottom to top (`setViewControllers(_:animated:)`).
    public func setViewControllers(_ controllers: [ViewController]) {
        for child in children { child.removeFromParent() }
        for controller in controllers { addChild(controller) }
    }

    /// Pops controllers above `controller`; returns the popped ones.
    @discardableResult
    public func popToViewController(_ controller: ViewController) -> [ViewController] {
        guard let index = children.firstIndex(where: { $0 === controller }) else { return [] }
        let popped = Array(children[(index + 1)...])
        for child in popped { child.removeFromParent() }
        return popped
    }

    /// Searched nearest first: the controllers below the source's, top to bottom (R39).
    open override func allowedChildrenForUnwinding(from source: ViewController) -> [ViewController] {
        guard let index = children.firstIndex(where: { $0.contains(source) }) else {
            return children.reversed()
        }
        return children[..<index].reversed()
    }
}

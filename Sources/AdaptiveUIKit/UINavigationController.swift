import AdaptivePresentation
import Foundation

/// A navigation stack, as UIKit's `UINavigationController`.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    private var initialRoot: UIViewController?

    /// A navigation controller whose stack is `rootViewController`.
    public init(rootViewController: UIViewController) {
        initialRoot = rootViewController
        super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Called by a storyboard for a navigation controller scene.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func makeModel(identifier: String, children: [ViewController]) -> ViewController {
        let root = children.first ?? initialRoot?.model
        initialRoot = nil
        return NavigationController(identifier: identifier, rootViewController: root)
    }

    private var stack: NavigationController? { model as? NavigationController }

    override func installChildViews() {
        if let top = topViewController { installChildView(of: top) }
    }

    /// The stack, bottom to top.
    open var viewControllers: [UIViewController] {
        get { (stack?.viewControllers ?? []).map(UIViewController.wrapping) }
        set { stack?.setViewControllers(newValue.map(\.model)) }
    }

    /// Replaces the stack.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        self.viewControllers = viewControllers
    }

    /// The controller at the top of the stack.
    open var topViewController: UIViewController? { stack?.topViewController.map(UIViewController.wrapping) }

    /// The controller the user sees: what the top controller presents, else the top controller.
    open var visibleViewController: UIViewController? {
        topViewController?.presentedViewController ?? topViewController
    }

    /// Pushes a controller onto the stack.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        stack?.pushViewController(viewController.model)
    }

    /// Pops the top controller (never the root).
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard let stack, stack.viewControllers.count > 1 else { return nil }
        let below = stack.viewControllers[stack.viewControllers.count - 2]
        return stack.popToViewController(below).first.map(UIViewController.wrapping)
    }

    /// Pops the controllers above `viewController`.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        stack?.popToViewController(viewController.model).map(UIViewController.wrapping)
    }

    /// Pops every controller above the root.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let stack, let root = stack.viewControllers.first else { return nil }
        return stack.popToViewController(root).map(UIViewController.wrapping)
    }
}

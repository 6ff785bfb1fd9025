import AdaptivePresentation
import Foundation

/// Tabs, as UIKit's `UITabBarController`.
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Called by a storyboard for a tab bar controller scene.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func makeModel(identifier: String, children: [ViewController]) -> ViewController {
        TabBarController(identifier: identifier, viewControllers: children)
    }

    private var tabs: TabBarController? { model as? TabBarController }

    /// The tabs, in order.
    open var viewControllers: [UIViewController]? {
        get { tabs.map { $0.viewControllers.map(UIViewController.wrapping) } }
        set { tabs?.setViewControllers((newValue ?? []).map(\.model)) }
    }

    /// Replaces the tabs.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        self.viewControllers = viewControllers
    }

    /// The selected tab's index.
    open var selectedIndex: Int {
        get { tabs?.selectedIndex ?? 0 }
        set { tabs?.selectedIndex = newValue }
    }

    /// The selected tab's controller.
    open var selectedViewController: UIViewController? {
        get { tabs?.selectedViewController.map(UIViewController.wrapping) }
        set {
            guard let newValue, let index = tabs?.viewControllers.firstIndex(where: { $0 === newValue.model }) else {
                return
            }
            tabs?.selectedIndex = index
        }
    }
}

import AdaptivePresentation
import Foundation

/// Tabs, as UIKit's `UITabBarController`. Its tabs come from a storyboard or ``init(viewControllers:)``;
/// replacing them afterwards is not modelled.
@MainActor
open class UITabBarController: UIViewController {
    private var initialTabs: [UIViewController] = []

    /// Tabs made in code (UIKit sets `viewControllers` after `init()`; here they are given at creation).
    public init(viewControllers: [UIViewController]) {
        initialTabs = viewControllers
        super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func makeModel(identifier: String, children: [ViewController]) -> ViewController {
        let tabs = children.isEmpty ? initialTabs.map(\.model) : children
        initialTabs = []
        return HostedTabBarController(identifier: identifier, viewControllers: tabs)
    }

    private var tabs: TabBarController? { model as? TabBarController }

    /// The tabs, in order.
    open var viewControllers: [UIViewController]? { tabs.map { $0.viewControllers.map(UIViewController.wrapping) } }

    /// The selected tab's index.
    open var selectedIndex: Int {
        get { tabs?.selectedIndex ?? 0 }
        set { tabs?.selectedIndex = newValue }
    }

    /// The selected tab's controller.
    open var selectedViewController: UIViewController? {
        get { tabs?.selectedViewController.map(UIViewController.wrapping) }
        set {
            guard let newValue, let index = tabs?.viewControllers.firstIndex(where: { $0 === newValue.model }) else { return }
            tabs?.selectedIndex = index
        }
    }
}

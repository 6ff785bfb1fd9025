import AdaptivePresentation
import Foundation

/// How an app's controller reaches the simulation's controller behind it: the wrapper objects, its window,
/// the appearance calls it forwards to its children, the children's views it holds and the unwind actions it
/// performs. The overridable UIKit API is in the class (`UIViewController.swift`).
extension UIViewController {
    /// The AdaptiveUIKit controller of a simulation controller.
    static func wrapping(_ model: ViewController) -> UIViewController {
        if let owner = (model.host as? ModelHost)?.owner { return owner }
        return UIViewController(adopting: model)
    }

    /// The window this controller is in, if any.
    var uiWindow: UIWindow? { model.window.flatMap(UIWindow.window(for:)) }

    /// Sends an appearance callback from the simulation to the app's override, then to the children on screen
    /// (a container forwards its appearance callbacks, as UIKit's containers do, unless it says it forwards them
    /// by hand: `shouldAutomaticallyForwardAppearanceMethods` false).
    func sendAppearance(_ call: TransitionCall, animated: Bool) {
        switch call {
        case .viewWillAppear: viewWillAppear(animated)
        case .viewIsAppearing: viewIsAppearing(animated)
        case .viewDidAppear: viewDidAppear(animated)
        case .viewWillDisappear: viewWillDisappear(animated)
        case .viewDidDisappear: viewDidDisappear(animated)
        default: return
        }
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        for child in childrenOnScreen { child.sendAppearance(call, animated: animated) }
    }

    /// The children whose views are on screen in this container's (a navigation controller's top
    /// controller, a tab bar controller's selected one): they get its appearance callbacks.
    var childrenOnScreen: [UIViewController] { model.childrenOnScreen.map(Self.wrapping) }

    /// Puts the views of the children on screen into this container's view (the navigation controller's
    /// top controller, the tab bar controller's selected one), filling it.
    func installChildViews() {
        for child in childrenOnScreen { installChildView(of: child) }
    }

    /// Puts `child`'s view into this controller's view, unless it is there already, and makes it fill it
    /// (again after a resize or rotation).
    func installChildView(of child: UIViewController) {
        guard let container = viewIfLoaded else { return }
        let childView: UIView = child.view
        if childView.frame != container.bounds { childView.frame = container.bounds }
        guard childView.superview !== container else { return }
        container.addSubview(childView)
    }

    /// The AdaptiveUIKit presentation controller of a simulation presentation controller (kept by the
    /// presented controller, so that the delegate set on it stays).
    static func wrapper(for presentation: PresentationController) -> UIPresentationController {
        let presented = wrapping(presentation.presentedViewController)
        if let cached = presented.cachedPresentationController, cached.model === presentation { return cached }
        let made = UIPresentationController.make(for: presentation)
        presented.cachedPresentationController = made
        return made
    }

    /// Runs the registered unwind action, as UIKit calls the `@IBAction` it found.
    func performRegisteredUnwindAction(_ action: String, from source: UIViewController) {
        guard let perform = UIStoryboard.unwindAction(named: action, for: self) else { return }
        perform(self, UIStoryboardSegue(identifier: action, source: source, destination: self))
    }
}

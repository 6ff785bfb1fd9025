/// The object a navigation controller tells about the controllers it shows and asks for the animators of
/// its pushes and pops (R128), as UIKit's `UINavigationControllerDelegate`. Every method is optional.
///
/// A navigation controller holds its delegate weakly, as UIKit does.
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    /// Before a push or pop on screen starts (ahead of `viewWillAppear`), animated or not.
    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    /// Once a push or pop on screen has completed (after `viewDidAppear`); a cancelled interactive pop sends
    /// none.
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
    /// The animator of an animated push or pop; `nil` for the standard slide (R128).
    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?
    /// The interaction controller that drives `animationController`; asked only when the delegate returned
    /// an animator. Without one, a custom pop animator makes the edge-swipe pop non-interactive (F16).
    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)?
}

extension UINavigationControllerDelegate {
    /// Does nothing.
    public func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {}

    /// Does nothing.
    public func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {}

    /// `nil`: the standard slide.
    public func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { nil }

    /// `nil`: the animator runs on its own.
    public func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
}

/// `UINavigationControllerDelegate`'s transition methods (R128), answering with animator descriptions.
///
/// A navigation controller holds its delegate weakly, as UIKit does: a show segue that sets itself as the
/// delegate is released after `perform()` (only modal and popover segues are retained, R37), so a later pop
/// finds no delegate and slides back the standard way.
public protocol NavigationControllerDelegate: AnyObject {
    /// `navigationController(_:animationControllerFor:from:to:)`, for `.push` or `.pop`; `nil` for the
    /// standard slide.
    func navigationController(
        _ navigationController: NavigationController, animationControllerFor operation: TransitionKind,
        from: ViewController, to: ViewController
    ) -> TransitionAnimator?
    /// `navigationController(_:interactionControllerFor:)`: `true` for a percent-driven interaction
    /// controller, `nil` when the method is not implemented.
    func navigationController(
        _ navigationController: NavigationController, interactionControllerFor animator: TransitionAnimator
    ) -> Bool?
    /// `navigationController(_:willShow:animated:)`: before a push or pop on screen starts, ahead of the
    /// appearance callbacks.
    func navigationController(
        _ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool)
    /// `navigationController(_:didShow:animated:)`: once a push or pop on screen has completed, after
    /// `viewDidAppear`; a cancelled one sends none.
    func navigationController(
        _ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool)
}

extension NavigationControllerDelegate {
    public func navigationController(
        _ navigationController: NavigationController, interactionControllerFor animator: TransitionAnimator
    ) -> Bool? { nil }

    /// Does nothing.
    public func navigationController(
        _ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool
    ) {}

    /// Does nothing.
    public func navigationController(
        _ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool
    ) {}
}

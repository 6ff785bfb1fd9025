/// A presentation controller's adaptive delegate, as UIKit's `UIAdaptivePresentationControllerDelegate`.
///
/// Every method is optional, as in UIKit: a method the app does not implement is not called and not traced.
/// (Swift has no optional protocol methods without Objective-C; the default implementations below tell the
/// simulation "not implemented". Declare the conformance on the class that implements the methods.)
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    /// iOS 8.3+: the style to adapt to in `traitCollection`.
    func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle
    /// The iOS 8.0 variant, asked only when the other is not implemented and the traits are horizontally compact.
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    /// iOS 15+: configure the presentation controller that is about to take over.
    func presentationController(
        _ presentationController: UIPresentationController,
        prepare adaptivePresentationController: UIPresentationController)
    /// The controller to show instead while adapted to `style`, or nil to keep the presented one.
    func presentationController(
        _ controller: UIPresentationController,
        viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
    ) -> UIViewController?
    /// Sent before a presentation or adaptation; the coordinator is non-nil during a size change.
    func presentationController(
        _ presentationController: UIPresentationController,
        willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
        transitionCoordinator: (any UIViewControllerTransitionCoordinator)?)
    /// iOS 13+: whether a user-initiated dismissal may proceed.
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// iOS 13+: a user-initiated dismissal is about to happen.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// iOS 13+: a user-initiated dismissal happened.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// iOS 13+: a user-initiated dismissal was prevented.
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    public func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle {
        controller.noteNotImplemented()
        return .none
    }

    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        controller.noteNotImplemented()
        return .none
    }

    public func presentationController(
        _ presentationController: UIPresentationController,
        prepare adaptivePresentationController: UIPresentationController
    ) {
        presentationController.noteNotImplemented()
    }

    public func presentationController(
        _ controller: UIPresentationController,
        viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
    ) -> UIViewController? {
        controller.noteNotImplemented()
        return nil
    }

    public func presentationController(
        _ presentationController: UIPresentationController,
        willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
        transitionCoordinator: (any UIViewControllerTransitionCoordinator)?
    ) {
        presentationController.noteNotImplemented()
    }

    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        presentationController.noteNotImplemented()
        return true
    }

    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        presentationController.noteNotImplemented()
    }

    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        presentationController.noteNotImplemented()
    }

    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        presentationController.noteNotImplemented()
    }
}

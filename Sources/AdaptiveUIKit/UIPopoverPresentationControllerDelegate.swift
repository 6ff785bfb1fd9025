/// A popover presentation controller's delegate, as UIKit's `UIPopoverPresentationControllerDelegate`.
///
/// Its adaptive methods (inherited) are simulated. The popover-only methods are declared so that app code
/// compiles, but the simulation does not call them yet: `prepareForPopoverPresentation(_:)` is not sent
/// (configure the anchor before presenting), and dismissal by tapping outside reports through the adaptive
/// delegate's dismissal methods.
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// Not called by the simulation yet.
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
    /// Deprecated in iOS 13; not called by the simulation.
    func popoverPresentationControllerShouldDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController
    ) -> Bool
    /// Deprecated in iOS 13; not called by the simulation.
    func popoverPresentationControllerDidDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController)
}

extension UIPopoverPresentationControllerDelegate {
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}

    public func popoverPresentationControllerShouldDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController
    ) -> Bool { true }

    public func popoverPresentationControllerDidDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController
    ) {}
}

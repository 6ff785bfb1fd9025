#if canImport(UIKit)
    import UIKit
#else
    import AdaptiveUIKit
#endif

/// The custom-segues chapter's segue: it stays alive for the whole presentation (iOS 9) as the popover's
/// adaptive delegate. While horizontally compact the vet information is shown full screen, wrapped in a
/// navigation controller with a Done button; when the window widens again it is a popover once more.
final class VetSegue: UIStoryboardSegue, UIAdaptivePresentationControllerDelegate {
    override func perform() {
        // The storyboard made the destination a popover before prepare(for:sender:), so this is its popover
        // presentation controller (UIKit types its delegate UIPopoverPresentationControllerDelegate, hence the
        // base class's property here).
        destination.presentationController?.delegate = self
        super.perform()
    }

    func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle {
        traitCollection.horizontalSizeClass == .compact ? .fullScreen : .none
    }

    func presentationController(
        _ controller: UIPresentationController,
        viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
    ) -> UIViewController? {
        guard style == .fullScreen else { return nil }
        let vet = controller.presentedViewController
        vet.navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .done,
            primaryAction: UIAction { [weak vet] _ in vet?.dismiss(animated: true) })
        return UINavigationController(rootViewController: vet)
    }
}

#if canImport(UIKit)
    import UIKit
#else
    import AdaptiveUIKit
#endif

/// Grows the destination out of the source's `ViewScaleable.scaleView` (the pet's photo) and shrinks it back
/// onto it when dismissed or unwound.
final class ScaleSegue: UIStoryboardSegue, UIViewControllerTransitioningDelegate {
    override func perform() {
        destination.transitioningDelegate = self
        super.perform()
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        ScalePresentAnimator()
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        ScaleDismissAnimator()
    }

    /// The `ViewScaleable` content of `controller`: itself, or the visible child of the navigation, tab bar or
    /// split view controller it is embedded in (the container is the presenting controller then).
    static func scaleable(in controller: UIViewController) -> ViewScaleable? {
        switch controller {
        case let scaleable as ViewScaleable:
            return scaleable
        case let navigation as UINavigationController:
            return navigation.topViewController.flatMap(scaleable(in:))
        case let tabs as UITabBarController:
            return tabs.selectedViewController.flatMap(scaleable(in:))
        case let split as UISplitViewController:
            return split.viewControllers.last.flatMap(scaleable(in:))
        default:
            return nil
        }
    }
}

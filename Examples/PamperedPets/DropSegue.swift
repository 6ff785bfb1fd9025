#if canImport(UIKit)
    import UIKit
#else
    import AdaptiveUIKit
#endif

/// Drops the destination in from above the screen on a spring, and lifts it back off the top when it is
/// dismissed or unwound. Only the segue's class differs from FadeSegue: both directions change with it.
final class DropSegue: UIStoryboardSegue, UIViewControllerTransitioningDelegate {
    override func perform() {
        destination.transitioningDelegate = self
        super.perform()
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        DropAnimator(isPresenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        DropAnimator(isPresenting: false)
    }
}

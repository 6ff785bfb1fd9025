#if canImport(UIKit)
    import UIKit
#else
    import AdaptiveUIKit
#endif

/// Fades the destination in, and (retained by UIKit from iOS 9 until the dismissal) fades it back out when it
/// is dismissed or unwound: the segue is the destination's transitioning delegate.
final class FadeSegue: UIStoryboardSegue, UIViewControllerTransitioningDelegate {
    override func perform() {
        destination.transitioningDelegate = self
        super.perform()
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        FadeAnimator(isPresenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        FadeAnimator(isPresenting: false)
    }
}

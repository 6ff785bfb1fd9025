#if canImport(UIKit)
    import UIKit
#else
    import AdaptiveUIKit
#endif

/// A modal segue that is its destination's transitioning delegate, Swift 5 style: it keeps one animator and
/// flips its direction.
class SlideSegue: UIStoryboardSegue, UIViewControllerTransitioningDelegate {
    let animator = SlideAnimator()

    override func perform() {
        destination.transitioningDelegate = self
        super.perform()
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        animator.presenting = true
        return animator
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        animator.presenting = false
        return animator
    }
}

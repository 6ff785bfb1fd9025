#if canImport(UIKit)
    import UIKit
#else
    import AdaptiveUIKit
#endif

/// Presents with UIKit's own animation and dismisses by sliding the destination off the edge the user swiped
/// towards (the chapter's challenge).
final class SwipeSegue: UIStoryboardSegue, UIViewControllerTransitioningDelegate {
    override func perform() {
        destination.transitioningDelegate = self
        super.perform()
    }

    /// No animator: UIKit presents with the destination's `modalTransitionStyle` (Cover Vertical).
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        nil
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        SwipeDismissAnimator()
    }
}

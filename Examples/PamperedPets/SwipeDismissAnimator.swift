#if canImport(UIKit)
    import UIKit
#else
    import AdaptiveUIKit
#endif

/// SwipeSegue's dismissal: slides the presented view off the top or the bottom edge, the way the user
/// swiped (`SwipeDismissible`; down when the controller does not say).
final class SwipeDismissAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.5
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        guard let fromViewController = transitionContext.viewController(forKey: .from),
            let fromView = transitionContext.view(forKey: .from)
        else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        if let toView = transitionContext.view(forKey: .to) {
            containerView.insertSubview(toView, belowSubview: fromView)
        }

        let upward = (fromViewController as? SwipeDismissible)?.dismissesUpward ?? false
        let startFrame = transitionContext.initialFrame(for: fromViewController)
        let offset = upward ? -startFrame.maxY : containerView.bounds.height - startFrame.minY
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: {
                fromView.frame = startFrame.offsetBy(dx: 0, dy: offset)
            },
            completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

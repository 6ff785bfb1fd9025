#if canImport(UIKit)
    import UIKit
#else
    import AdaptiveUIKit
#endif

/// ScaleSegue's dismissal: the presented view shrinks back onto the presenter's scale view.
final class ScaleDismissAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        2.0
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        // Dismissing, the "from" controller is the presented photo and the "to" controller is the presenter.
        guard let toViewController = transitionContext.viewController(forKey: .to),
            let fromView = transitionContext.view(forKey: .from),
            let scaleable = ScaleSegue.scaleable(in: toViewController)
        else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }

        // Full screen (iPhone), UIKit took the presenter's view out of the window: put it back behind the
        // photo so that the background is not black. In a form sheet (iPad) it never left, and there is no
        // to-view.
        if let toView = transitionContext.view(forKey: .to), toView.superview !== containerView {
            containerView.insertSubview(toView, belowSubview: fromView)
        }

        let scaleView = scaleable.scaleView
        let finalFrame = scaleView.convert(scaleView.bounds, to: containerView)
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: {
                fromView.frame = finalFrame
                fromView.layoutIfNeeded()
            },
            completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

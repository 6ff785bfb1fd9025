#if canImport(UIKit)
    import UIKit
#else
    import AdaptiveUIKit
#endif

/// FadeSegue's animator: fades the presented view in, or out when dismissing.
final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// Two seconds, slow enough to watch (a real app would use 0.3 to 0.5).
    static let duration: TimeInterval = 2.0

    let isPresenting: Bool

    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        Self.duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        let fromView = transitionContext.view(forKey: .from)
        let toView = transitionContext.view(forKey: .to)

        if isPresenting, let toView {
            // Not in the window yet: the animator adds it.
            toView.alpha = 0
            containerView.addSubview(toView)
        } else if let fromView, let toView {
            // Full screen (iPhone) UIKit took the presenting view out of the window: put it back underneath.
            // In a form sheet (iPad) there is no to-view: the presenter never left.
            containerView.insertSubview(toView, belowSubview: fromView)
        }

        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: {
                if self.isPresenting {
                    toView?.alpha = 1
                } else {
                    fromView?.alpha = 0
                }
            },
            completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

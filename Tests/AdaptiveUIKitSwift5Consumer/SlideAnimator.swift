#if canImport(UIKit)
    import UIKit
#else
    import AdaptiveUIKit
#endif

/// An animator as a Swift 5 app writes one: an `NSObject` subclass with no actor annotation, force-unwrapped
/// views and controllers, and a trailing completion closure. It slides the presented view up from the bottom
/// edge, and back down when dismissing.
class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    var presenting = true
    /// `animationEnded(_:)`'s arguments, in order.
    var endings: [Bool] = []

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.5
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        if presenting {
            let toViewController = transitionContext.viewController(forKey: .to)!
            let toView = transitionContext.view(forKey: .to)!
            let finalFrame = transitionContext.finalFrame(for: toViewController)
            toView.frame = finalFrame.offsetBy(dx: 0, dy: container.bounds.height)
            container.addSubview(toView)
            UIView.animate(
                withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveEaseOut],
                animations: {
                    toView.frame = finalFrame
                }
            ) { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        } else {
            let fromView = transitionContext.view(forKey: .from)!
            if let toView = transitionContext.view(forKey: .to) {
                container.insertSubview(toView, belowSubview: fromView)
            }
            UIView.animate(withDuration: transitionDuration(using: transitionContext)) {
                fromView.frame = fromView.frame.offsetBy(dx: 0, dy: container.bounds.height)
            } completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        }
    }

    func animationEnded(_ transitionCompleted: Bool) {
        endings.append(transitionCompleted)
    }
}

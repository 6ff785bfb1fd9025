#if canImport(UIKit)
    import UIKit
#else
    import AdaptiveUIKit
#endif

/// ScaleSegue's presentation: the presented view starts on the presenter's scale view and grows to its final
/// frame (the whole screen on iPhone, the form sheet on iPad).
final class ScalePresentAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        2.0
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        guard let fromViewController = transitionContext.viewController(forKey: .from),
            let toViewController = transitionContext.viewController(forKey: .to),
            let toView = transitionContext.view(forKey: .to)
        else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        let finalFrame = transitionContext.finalFrame(for: toViewController)

        guard let scaleable = ScaleSegue.scaleable(in: fromViewController) else {
            print("Warning: \(type(of: fromViewController)) does not conform to ViewScaleable")
            toView.frame = finalFrame
            containerView.addSubview(toView)
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }

        let scaleView = scaleable.scaleView
        toView.frame = scaleView.convert(scaleView.bounds, to: containerView)
        toView.layoutIfNeeded()
        containerView.addSubview(toView)

        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: {
                toView.frame = finalFrame
                // Lays the photo's content out again at each size, so that it scales with the frame.
                toView.layoutIfNeeded()
            },
            completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

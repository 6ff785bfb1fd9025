#if canImport(UIKit)
    import UIKit
#else
    import AdaptiveUIKit
#endif

/// DropSegue's animator: the presented view falls from above the container into its final frame and
/// bounces a little; dismissing, it rises back off the top.
final class DropAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// Below 1, the spring overshoots its final frame before it settles.
    static let dampingRatio: CGFloat = 0.7

    let isPresenting: Bool

    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        2.0
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        if isPresenting {
            dropIn(using: transitionContext)
        } else {
            riseOut(using: transitionContext)
        }
    }

    private func dropIn(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toViewController = transitionContext.viewController(forKey: .to),
            let toView = transitionContext.view(forKey: .to)
        else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        let finalFrame = transitionContext.finalFrame(for: toViewController)
        toView.frame = finalFrame.offsetBy(dx: 0, dy: -finalFrame.maxY)
        transitionContext.containerView.addSubview(toView)

        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0,
            usingSpringWithDamping: Self.dampingRatio, initialSpringVelocity: 0, options: [],
            animations: {
                toView.frame = finalFrame
            },
            completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }

    private func riseOut(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromViewController = transitionContext.viewController(forKey: .from),
            let fromView = transitionContext.view(forKey: .from)
        else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        if let toView = transitionContext.view(forKey: .to) {
            transitionContext.containerView.insertSubview(toView, belowSubview: fromView)
        }
        let startFrame = transitionContext.initialFrame(for: fromViewController)
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: {
                fromView.frame = startFrame.offsetBy(dx: 0, dy: -startFrame.maxY)
            },
            completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

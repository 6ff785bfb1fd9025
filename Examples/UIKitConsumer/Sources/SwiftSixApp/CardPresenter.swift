#if canImport(UIKit)
    import UIKit
#else
    import AdaptiveUIKit
#endif

/// Presents a card that slides up over a dimmed presenter, with its own animator: Swift 6 app code.
public final class CardTransition: NSObjectStandIn, UIViewControllerTransitioningDelegate {
    public override init() {}

    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        CardAnimator(presenting: true)
    }

    public func animationController(forDismissed dismissed: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)?
    {
        CardAnimator(presenting: false)
    }
}

/// Slides the card up from below, or back down.
public final class CardAnimator: NSObjectStandIn, UIViewControllerAnimatedTransitioning {
    let presenting: Bool

    public init(presenting: Bool) {
        self.presenting = presenting
    }

    public func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
        -> TimeInterval
    {
        0.5
    }

    public func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let key: UITransitionContextViewKey = presenting ? .to : .from
        guard let card = transitionContext.view(forKey: key) else {
            transitionContext.completeTransition(false)
            return
        }
        var offscreen = card.frame
        offscreen.origin.y = container.bounds.height
        if presenting {
            let controller = transitionContext.viewController(forKey: .to)!
            let final = transitionContext.finalFrame(for: controller)
            card.frame = offscreen
            container.addSubview(card)
            offscreen = final
        }
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveEaseOut],
            animations: { card.frame = offscreen },
            completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
    }
}

/// What app animators usually inherit from on iOS; a plain base class elsewhere.
#if canImport(UIKit)
    public typealias NSObjectStandIn = NSObject
#else
    open class NSObjectStandIn {
        public init() {}
    }
#endif

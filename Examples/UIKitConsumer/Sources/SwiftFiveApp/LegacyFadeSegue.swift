#if canImport(UIKit)
    import UIKit
#else
    import AdaptiveUIKit
#endif

// Swift 5 language-mode app code, written the way pre-concurrency UIKit apps are: no isolation annotations,
// mutable globals, implicitly unwrapped optionals, `UIViewControllerContextTransitioning` without `any`.

var fadeSegueCount = 0

/// A segue that is its destination's transitioning delegate and fades it in and out.
public class LegacyFadeSegue: UIStoryboardSegue, UIViewControllerTransitioningDelegate {
    public override func perform() {
        fadeSegueCount += 1
        destination.transitioningDelegate = self
        super.perform()
    }

    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        LegacyFadeAnimator()
    }

    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?
    {
        LegacyFadeAnimator()
    }
}

/// Fades the to-view in over a second, or the from-view out.
public class LegacyFadeAnimator: UIViewControllerAnimatedTransitioning {
    public init() {}

    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        1
    }

    public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let fromView: UIView! = transitionContext.view(forKey: .from)
        let toView: UIView! = transitionContext.view(forKey: .to)
        if let toView = toView {
            toView.alpha = 0
            if let fromView = fromView {
                container.insertSubview(toView, aboveSubview: fromView)
            } else {
                container.addSubview(toView)
            }
        }
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: {
                toView?.alpha = 1
                if toView == nil { fromView?.alpha = 0 }
            },
            completion: { finished in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

/// A controller that counts its appearances, overriding UIKit's callbacks as Swift 5 code does.
public class CountingViewController: UIViewController {
    public var appearances = 0

    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        appearances += 1
    }

    /// Presents `controller` with the fade segue's delegate, as a segue made in code would.
    public func presentFading(_ controller: UIViewController, completion: (() -> Void)? = nil) {
        let segue = LegacyFadeSegue(identifier: "fade", source: self, destination: controller)
        controller.transitioningDelegate = segue
        controller.modalPresentationStyle = .fullScreen
        present(controller, animated: true, completion: completion)
        retainedSegue = segue
    }

    var retainedSegue: LegacyFadeSegue?
}

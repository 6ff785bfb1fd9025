import Foundation

/// An animator, as UIKit's `UIViewControllerAnimatedTransitioning`: its duration, and the animation it runs
/// over the transition context (R81, R93–R97). Its UIView animations run on the window's virtual clock.
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    /// The transition's duration, in seconds.
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    /// Animates the transition, and calls `completeTransition(_:)` on the context when it is over.
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
    /// Optional: called after the transition ended, completed or not.
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    public func animationEnded(_ transitionCompleted: Bool) {}
}

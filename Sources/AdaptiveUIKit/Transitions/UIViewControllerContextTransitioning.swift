import Foundation

/// The context UIKit hands an animator, as `UIViewControllerContextTransitioning` (R93–R97): the views and
/// controllers of the transition, their frames, the container, and the calls that end or drive it.
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: AnyObject {
    /// The view the transition happens in (R95).
    var containerView: UIView { get }
    var isAnimated: Bool { get }
    var isInteractive: Bool { get }
    var transitionWasCancelled: Bool { get }
    /// The style in effect (the adapted one while adapted).
    var presentationStyle: UIModalPresentationStyle { get }
    /// The rotation of the transition (identity: the simulation rotates windows without animating them).
    var targetTransform: CGAffineTransform { get }
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    func finishInteractiveTransition()
    func cancelInteractiveTransition()
    func pauseInteractiveTransition()
    /// Ends the transition (R99–R107); only the first call counts.
    func completeTransition(_ didComplete: Bool)
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view for `key`, or `nil` where UIKit gives none (R94).
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// Where `vc`'s view starts (R96); `.zero` when unknown.
    func initialFrame(for vc: UIViewController) -> CGRect
    /// Where `vc`'s view ends (R96); `.zero` when unknown.
    func finalFrame(for vc: UIViewController) -> CGRect
}

import AdaptivePresentation
import Foundation

/// The transition context AdaptiveUIKit hands the app's animator: UIKit's private context class, over the
/// simulation's ``TransitionContext``.
@MainActor
final class SimulatedTransitionContext: UIViewControllerContextTransitioning {
    let model: TransitionContext
    /// The animator the context was made for: a percent-driven interaction starts it.
    let animator: any UIViewControllerAnimatedTransitioning

    init(model: TransitionContext, animator: any UIViewControllerAnimatedTransitioning) {
        self.model = model
        self.animator = animator
    }

    var containerView: UIView { UIView.wrapping(model.containerView) }
    var isAnimated: Bool { model.isAnimated }
    var isInteractive: Bool { model.isInteractive }
    var transitionWasCancelled: Bool { model.transitionWasCancelled }
    var presentationStyle: UIModalPresentationStyle { UIModalPresentationStyle(model.presentationStyle) }
    var targetTransform: CGAffineTransform { .identity }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        model.updateInteractiveTransition(Double(percentComplete))
    }

    func finishInteractiveTransition() { model.finishInteractiveTransition() }
    func cancelInteractiveTransition() { model.cancelInteractiveTransition() }

    /// Interruptible transitions (R112) are not modelled: the animations stay where the interaction left
    /// them, as they do between updates.
    func pauseInteractiveTransition() {}

    func completeTransition(_ didComplete: Bool) { model.completeTransition(didComplete) }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        UIViewController.wrapping(model.viewController(forKey: key == .from ? .from : .to))
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        model.view(forKey: key == .from ? .from : .to).map(UIView.wrapping)
    }

    func initialFrame(for vc: UIViewController) -> CGRect { CGRect(model.initialFrame(for: vc.model)) }
    func finalFrame(for vc: UIViewController) -> CGRect { CGRect(model.finalFrame(for: vc.model)) }
}

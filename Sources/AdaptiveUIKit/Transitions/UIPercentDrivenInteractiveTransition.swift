import Foundation

/// An interaction controller that scrubs the animator's UIView animations, as UIKit's
/// `UIPercentDrivenInteractiveTransition` (R108–R111): the app's gesture calls ``update(_:)``, then
/// ``finish()`` or ``cancel()``.
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    private var context: SimulatedTransitionContext?

    public override init() {}

    /// The transition's duration, once it started.
    open var duration: CGFloat { CGFloat(context?.model.duration.seconds ?? 0) }

    /// The fraction the interaction reached.
    open var percentComplete: CGFloat { CGFloat(context?.model.percentComplete ?? 0) }

    /// Stored only: the rest runs at speed 1 (R110).
    open var completionSpeed: CGFloat = 1

    /// Stored only: the rest runs along the animations' own curves.
    open var completionCurve: UIView.AnimationCurve = .easeInOut

    /// Whether the transition starts under the interaction's control.
    open var wantsInteractiveStart = true

    /// Starts the animator's animation, paused at 0 % (R108).
    open func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        guard let simulated = transitionContext as? SimulatedTransitionContext else { return }
        context = simulated
        simulated.model.interactorCallsAnimateTransition()
        simulated.animator.animateTransition(using: simulated)
    }

    /// Shows the animations at `percentComplete` of their time (R109).
    open func update(_ percentComplete: CGFloat) {
        context?.updateInteractiveTransition(percentComplete)
    }

    /// Interruptible transitions (R112) are not modelled: the animations stay where they are.
    open func pause() {}

    /// Runs the animations back to their start; the transition is cancelled (R110).
    open func cancel() {
        context?.cancelInteractiveTransition()
    }

    /// Runs the animations on to their end (R110).
    open func finish() {
        context?.finishInteractiveTransition()
    }
}

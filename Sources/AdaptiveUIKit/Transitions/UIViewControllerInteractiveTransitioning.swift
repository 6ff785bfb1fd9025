import Foundation

/// An interaction controller, as UIKit's `UIViewControllerInteractiveTransitioning` (R108).
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: AnyObject {
    /// Starts the transition under the interaction's control.
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
    /// Optional: how fast the rest runs after the interaction ends (only 1 is modelled, R110).
    var completionSpeed: CGFloat { get }
    /// Optional: the curve of the rest after the interaction ends.
    var completionCurve: UIView.AnimationCurve { get }
    /// Optional: whether the transition starts interactively (`true`).
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    public var completionSpeed: CGFloat { 1 }
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    public var wantsInteractiveStart: Bool { true }
}

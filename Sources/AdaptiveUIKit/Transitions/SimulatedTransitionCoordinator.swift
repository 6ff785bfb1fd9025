import Foundation

/// The coordinator the simulation hands out during a size or trait change: the window changes at once, so
/// both blocks run at once.
final class SimulatedTransitionCoordinator: UIViewControllerTransitionCoordinator {
    let presentationStyle: UIModalPresentationStyle
    var isAnimated: Bool { false }
    var isCancelled: Bool { false }
    var isInteractive: Bool { false }
    var initiallyInteractive: Bool { false }
    var transitionDuration: TimeInterval { 0 }
    var percentComplete: CGFloat { 0 }
    var completionVelocity: CGFloat { 1 }
    var completionCurve: UIView.AnimationCurve { .easeInOut }
    var targetTransform: CGAffineTransform { .identity }
    /// The window changing: the container of a size or trait change.
    var containerView: UIView { window ?? UIView() }
    private weak var window: UIWindow?
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }

    init(presentationStyle: UIModalPresentationStyle, window: UIWindow?) {
        self.presentationStyle = presentationStyle
        self.window = window
    }

    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animation?(self)
        completion?(self)
        return true
    }
}

import Foundation

/// The coordinator of an animated change, as UIKit's `UIViewControllerTransitionCoordinator`: a running
/// presentation's, dismissal's, push's or pop's (``UIViewController/transitionCoordinator``), or the one
/// passed during a size or trait change.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Animates the changes `animation` makes alongside the transition, and runs `completion` after it ends.
    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
}

extension UIViewControllerTransitionCoordinator {
    /// ``animate(alongsideTransition:completion:)`` without a completion, as UIKit's `completion: … = nil`
    /// lets the app write it.
    @discardableResult
    public func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?)
        -> Bool
    {
        animate(alongsideTransition: animation, completion: nil)
    }
}

/// A transition in progress, as UIKit's `UIViewControllerTransitionCoordinatorContext`.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    /// Always `false` in the simulation: transitions are instantaneous.
    var isAnimated: Bool { get }
    var presentationStyle: UIModalPresentationStyle { get }
    var isCancelled: Bool { get }
    var transitionDuration: Double { get }
}

/// The coordinator of an animated change, as UIKit's `UIViewControllerTransitionCoordinator`: passed to
/// `presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)` during a size change.
///
/// The simulation has no animations: `animate(alongsideTransition:completion:)` runs both blocks at once.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
}

/// The coordinator the simulation hands out during a size or trait change.
final class SimulatedTransitionCoordinator: UIViewControllerTransitionCoordinator {
    let presentationStyle: UIModalPresentationStyle
    var isAnimated: Bool { false }
    var isCancelled: Bool { false }
    var transitionDuration: Double { 0 }

    init(presentationStyle: UIModalPresentationStyle) {
        self.presentationStyle = presentationStyle
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

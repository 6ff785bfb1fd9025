import AdaptivePresentation

/// The app's navigation controller delegate as the simulation asks it (R128): the app's animator becomes a
/// ``AnimatorScript``, and its interaction controller is kept with it.
///
/// The navigation controller keeps the bridge and the bridge its target weakly; once the target is gone the
/// navigation controller drops the bridge, so the simulation sees a released delegate (F10). The simulation
/// calls it on the main actor (see ``MainActorBridge``).
final class NavigationControllerDelegateBridge: NavigationControllerDelegate, @unchecked Sendable {
    nonisolated(unsafe) weak var target: (any UINavigationControllerDelegate)?

    init(target: any UINavigationControllerDelegate) {
        self.target = target
    }

    var isReleased: Bool { target == nil }

    func navigationController(
        _ navigationController: NavigationController, animationControllerFor operation: TransitionKind,
        from: ViewController, to: ViewController
    ) -> TransitionAnimator? {
        nonisolated(unsafe) let controllers = (navigationController, from, to)
        return MainActorBridge.run {
            guard let target = self.target,
                let navigation = UIViewController.wrapping(controllers.0) as? UINavigationController
            else { return nil }
            return target.navigationController(
                navigation, animationControllerFor: UINavigationController.Operation(operation),
                from: UIViewController.wrapping(controllers.1), to: UIViewController.wrapping(controllers.2)
            ).map(AnimatorScript.animator(for:))
        }
    }

    func navigationController(
        _ navigationController: NavigationController, interactionControllerFor animator: TransitionAnimator
    ) -> Bool? {
        guard let script = animator.script?.script as? AnimatorScript else { return nil }
        nonisolated(unsafe) let navigationController = navigationController
        return MainActorBridge.run {
            guard let target = self.target,
                let navigation = UIViewController.wrapping(navigationController) as? UINavigationController,
                let interaction = target.navigationController(navigation, interactionControllerFor: script.animator)
            else { return false }
            // The transition is interactive when the interaction controller wants to start so (R108).
            script.interaction = interaction
            return interaction.wantsInteractiveStart
        }
    }

    func navigationController(
        _ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool
    ) {
        nonisolated(unsafe) let controllers = (navigationController, viewController)
        MainActorBridge.run {
            guard let navigation = UIViewController.wrapping(controllers.0) as? UINavigationController else { return }
            self.target?.navigationController(
                navigation, willShow: UIViewController.wrapping(controllers.1), animated: animated)
        }
    }

    func navigationController(
        _ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool
    ) {
        nonisolated(unsafe) let controllers = (navigationController, viewController)
        MainActorBridge.run {
            guard let navigation = UIViewController.wrapping(controllers.0) as? UINavigationController else { return }
            self.target?.navigationController(
                navigation, didShow: UIViewController.wrapping(controllers.1), animated: animated)
        }
    }
}

extension UINavigationController.Operation {
    /// The operation of a simulation transition: `.push`, `.pop`, else `.none`.
    init(_ kind: TransitionKind) {
        switch kind {
        case .push: self = .push
        case .pop: self = .pop
        default: self = .none
        }
    }
}

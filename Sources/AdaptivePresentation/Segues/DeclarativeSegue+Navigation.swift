/// A declared show segue class as its source's navigation controller delegate (R128): the animators come from
/// the storyboard's `animators:`.
extension DeclarativeSegue: NavigationControllerDelegate {
    public func navigationController(
        _ navigationController: NavigationController, animationControllerFor operation: TransitionKind,
        from: ViewController, to: ViewController
    ) -> TransitionAnimator? {
        let animators = (destination.storyboard ?? source.storyboard)?.animators ?? [:]
        return (operation == .pop ? navigation?.pop : navigation?.push).flatMap { animators[$0] }
    }

    public func navigationController(
        _ navigationController: NavigationController, interactionControllerFor animator: TransitionAnimator
    ) -> Bool? {
        animator.interactive ? true : nil
    }
}

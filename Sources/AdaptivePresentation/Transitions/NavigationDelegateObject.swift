/// The object that answers as a ``DeclarativeNavigationDelegate`` says, with a storyboard's animators.
public final class NavigationDelegateObject: NavigationControllerDelegate {
    public let declaration: DeclarativeNavigationDelegate
    public let animators: [String: TransitionAnimator]

    public init(_ declaration: DeclarativeNavigationDelegate, animators: [String: TransitionAnimator]) {
        self.declaration = declaration
        self.animators = animators
    }

    public func navigationController(
        _ navigationController: NavigationController, animationControllerFor operation: TransitionKind,
        from: ViewController, to: ViewController
    ) -> TransitionAnimator? {
        (operation == .pop ? declaration.pop : declaration.push).flatMap { animators[$0] }
    }

    public func navigationController(
        _ navigationController: NavigationController, interactionControllerFor animator: TransitionAnimator
    ) -> Bool? {
        animator.interactive ? true : nil
    }
}

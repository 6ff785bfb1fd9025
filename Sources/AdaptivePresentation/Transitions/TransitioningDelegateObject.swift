/// The object that answers as a ``DeclarativeTransitioningDelegate`` says, with the animators of a
/// storyboard: a `present:` step's inline delegate, or one a step sets on the presented controller.
public final class TransitioningDelegateObject: ViewControllerTransitioningDelegate {
    public let declaration: DeclarativeTransitioningDelegate
    public let animators: [String: TransitionAnimator]

    public init(_ declaration: DeclarativeTransitioningDelegate, animators: [String: TransitionAnimator]) {
        self.declaration = declaration
        self.animators = animators
    }

    public func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> TransitionAnimator? {
        declaration.present.flatMap { animators[$0] }
    }

    public func animationController(forDismissed dismissed: ViewController) -> TransitionAnimator? {
        declaration.dismiss.flatMap { animators[$0] }
    }

    public func interactionControllerForPresentation(using animator: TransitionAnimator) -> Bool? {
        animator.interactive ? true : nil
    }

    public func interactionControllerForDismissal(using animator: TransitionAnimator) -> Bool? {
        animator.interactive ? true : nil
    }

    public func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> CustomPresentationDescription? {
        declaration.presentationController
    }
}

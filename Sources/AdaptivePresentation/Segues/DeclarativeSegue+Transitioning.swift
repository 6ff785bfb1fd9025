/// A declared segue class as its destination's transitioning delegate (R86): the animators it returns come
/// from the storyboard's `animators:`.
extension DeclarativeSegue: ViewControllerTransitioningDelegate {
    private var animators: [String: TransitionAnimator] {
        (destination.storyboard ?? source.storyboard)?.animators ?? [:]
    }

    public func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> TransitionAnimator? {
        transitioning?.present.flatMap { animators[$0] }
    }

    public func animationController(forDismissed dismissed: ViewController) -> TransitionAnimator? {
        transitioning?.dismiss.flatMap { animators[$0] }
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
        transitioning?.presentationController
    }
}

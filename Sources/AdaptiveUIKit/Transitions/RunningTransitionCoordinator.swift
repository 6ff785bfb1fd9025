import AdaptivePresentation
import Foundation

/// The running transition's coordinator (R113): animations added alongside run with the transition's
/// remaining time and curve; completion blocks run once it ends.
final class RunningTransitionCoordinator: UIViewControllerTransitionCoordinator {
    let model: AdaptivePresentation.TransitionCoordinator

    init(model: AdaptivePresentation.TransitionCoordinator) {
        self.model = model
    }

    private var context: TransitionCoordinatorContext? { model.context }
    var isAnimated: Bool { context?.isAnimated ?? false }
    var presentationStyle: UIModalPresentationStyle {
        context.map { UIModalPresentationStyle($0.presentationStyle) } ?? .none
    }
    var isCancelled: Bool { context?.isCancelled ?? false }
    var isInteractive: Bool { context?.isInteractive ?? false }
    var initiallyInteractive: Bool { context?.isInteractive ?? false }
    var transitionDuration: TimeInterval { context?.transitionDuration ?? 0 }
    var percentComplete: CGFloat { CGFloat(context?.percentComplete ?? 0) }
    var completionVelocity: CGFloat { 1 }
    var completionCurve: UIView.AnimationCurve { .easeInOut }
    var targetTransform: CGAffineTransform { .identity }
    var containerView: UIView { model.containerView.map(UIView.wrapping) ?? UIView() }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        model.viewController(forKey: key == .from ? .from : .to).map(UIViewController.wrapping)
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        model.view(forKey: key == .from ? .from : .to).map(UIView.wrapping)
    }

    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        let block = AnimationRecorder.recording(at: .zero) { animation?(self) }
        block.restoreModels()
        let finish = completion.map { completion in MainActorClosure<Void> { _ in completion(self) } }
        return model.animate(
            alongsideTransition: block.changes,
            completion: finish.map { finish in { _ in finish.call(()) } })
    }
}

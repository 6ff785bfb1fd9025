import AdaptivePresentation

/// The app's transitioning delegate as the simulation asks it (R80–R84): held weakly, as UIKit holds it, so
/// that a delegate nothing else keeps is gone when a dismissal starts (F10).
///
/// The simulation calls it on the main actor (see ``MainActorBridge``).
final class TransitioningDelegateBridge: ViewControllerTransitioningDelegate, @unchecked Sendable {
    nonisolated(unsafe) weak var target: (any UIViewControllerTransitioningDelegate)?

    init(target: any UIViewControllerTransitioningDelegate) {
        self.target = target
    }

    var isReleased: Bool { target == nil }

    func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> TransitionAnimator? {
        nonisolated(unsafe) let controllers = (presented, presenting, source)
        return MainActorBridge.run {
            self.target?.animationController(
                forPresented: UIViewController.wrapping(controllers.0),
                presenting: UIViewController.wrapping(controllers.1), source: UIViewController.wrapping(controllers.2)
            ).map(AnimatorScript.animator(for:))
        }
    }

    func animationController(forDismissed dismissed: ViewController) -> TransitionAnimator? {
        nonisolated(unsafe) let dismissed = dismissed
        return MainActorBridge.run {
            self.target?.animationController(forDismissed: UIViewController.wrapping(dismissed))
                .map(AnimatorScript.animator(for:))
        }
    }

    /// R81 step 1, R122: the app's presentation controller, adopted for the presentation of `presented` and
    /// described to the simulation as code; `nil` for the base class (R126).
    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> CustomPresentationDescription? {
        nonisolated(unsafe) let controllers = (presented, presenting, source)
        return MainActorBridge.run {
            self.target?.presentationController(
                forPresented: UIViewController.wrapping(controllers.0),
                presenting: controllers.1.map(UIViewController.wrapping),
                source: UIViewController.wrapping(controllers.2)
            )?.adopt(controllers.0.presentationController)
        }
    }

    func interactionControllerForPresentation(using animator: TransitionAnimator) -> Bool? {
        guard let script = animator.script?.script as? AnimatorScript else { return nil }
        return MainActorBridge.run {
            guard let target = self.target else { return nil }
            let asked = OptionalMethod.implemented {
                target.interactionControllerForPresentation(using: script.animator)
            }
            return asked.implemented ? Self.adopt(asked.answer, in: script) : nil
        }
    }

    func interactionControllerForDismissal(using animator: TransitionAnimator) -> Bool? {
        guard let script = animator.script?.script as? AnimatorScript else { return nil }
        return MainActorBridge.run {
            guard let target = self.target else { return nil }
            let asked = OptionalMethod.implemented { target.interactionControllerForDismissal(using: script.animator) }
            return asked.implemented ? Self.adopt(asked.answer, in: script) : nil
        }
    }

    /// Keeps the interaction controller with its animator: the transition is interactive when there is
    /// one that wants to start interactively (R108).
    @MainActor
    private static func adopt(_ interaction: (any UIViewControllerInteractiveTransitioning)?, in script: AnimatorScript)
        -> Bool
    {
        guard let interaction else { return false }
        script.interaction = interaction
        return interaction.wantsInteractiveStart
    }
}

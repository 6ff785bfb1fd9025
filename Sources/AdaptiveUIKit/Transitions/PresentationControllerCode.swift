import AdaptivePresentation

/// The app's `UIPresentationController` subclass as the simulation runs it (R122–R126): a
/// ``PresentationControllerScript`` that asks the app's overrides for the frame and the presented view and
/// calls its transition and layout methods.
///
/// It keeps the controller alive while the presentation lasts, as UIKit does ("UIKit maintains a reference to
/// your presentation controller object while the presented view controller is onscreen"). The simulation
/// calls it on the main actor (see ``MainActorBridge``).
final class PresentationControllerCode: PresentationControllerScript, @unchecked Sendable {
    let controller: UIPresentationController

    init(controller: UIPresentationController) {
        self.controller = controller
    }

    func frameOfPresentedViewInContainerView() -> Rect {
        MainActorBridge.run { controller.frameOfPresentedViewInContainerView.model }
    }

    func presentedView() -> SimulatedView? {
        MainActorBridge.run {
            guard let view = controller.presentedView, let own = controller.presentedViewController.viewIfLoaded,
                view !== own
            else { return nil }
            return view.simulatedView
        }
    }

    func presentationTransitionWillBegin() {
        MainActorBridge.run { controller.presentationTransitionWillBegin() }
    }

    func presentationTransitionDidEnd(_ completed: Bool) {
        MainActorBridge.run { controller.presentationTransitionDidEnd(completed) }
    }

    func dismissalTransitionWillBegin() {
        MainActorBridge.run { controller.dismissalTransitionWillBegin() }
    }

    func dismissalTransitionDidEnd(_ completed: Bool) {
        MainActorBridge.run { controller.dismissalTransitionDidEnd(completed) }
    }

    func containerViewWillLayoutSubviews() {
        MainActorBridge.run { controller.containerViewWillLayoutSubviews() }
    }

    func containerViewDidLayoutSubviews() {
        MainActorBridge.run { controller.containerViewDidLayoutSubviews() }
    }

    func adaptivePresentationStyle(for traitCollection: TraitCollection) -> PresentationStyle? {
        MainActorBridge.run { controller.overriddenAdaptivePresentationStyle(for: UITraitCollection(traitCollection)) }
    }
}

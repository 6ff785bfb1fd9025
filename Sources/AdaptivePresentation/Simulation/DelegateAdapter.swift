/// Lets ``PresentationDecider`` ask a live ``AdaptivePresentationControllerDelegate``, through the
/// presentation controller's weak reference, and keeps what the delegate hands back.
final class DelegateAdapter: AdaptiveDelegateResponder {
    let controller: PresentationController
    let coordinator: TransitionCoordinator?
    /// The substitute returned by the last `viewControllerForAdaptivePresentationStyle`.
    private(set) var substitute: ViewController?
    /// The adapted presentation controller made for the last adaptation.
    private(set) var adaptedController: PresentationController?

    init(controller: PresentationController, coordinator: TransitionCoordinator?) {
        self.controller = controller
        self.coordinator = coordinator
    }

    func adaptivePresentationStyle(traitCollection: TraitCollection) -> PresentationStyle? {
        // R125: a custom presentation controller's own answer comes first; its base class asks the delegate.
        if let answer = controller.script?.adaptivePresentationStyle(for: traitCollection) { return answer }
        guard let delegate = controller.delegate else { return nil }
        let result = controller.callDelegate {
            delegate.adaptivePresentationStyle(for: controller, traitCollection: traitCollection)
        }
        return result.implemented ? result.value : nil
    }

    func adaptivePresentationStyle() -> PresentationStyle? {
        guard let delegate = controller.delegate else { return nil }
        let result = controller.callDelegate { delegate.adaptivePresentationStyle(for: controller) }
        return result.implemented ? result.value : nil
    }

    func prepareAdaptivePresentationController(style: PresentationStyle) -> Bool {
        let adapted = makeAdaptedController(style)
        guard let delegate = controller.delegate else { return false }
        return controller.callDelegate { delegate.presentationController(controller, prepare: adapted) }.implemented
    }

    func viewControllerForAdaptivePresentationStyle(_ style: PresentationStyle) -> Bool? {
        _ = makeAdaptedController(style)
        guard let delegate = controller.delegate else { return nil }
        let result = controller.callDelegate {
            delegate.presentationController(controller, viewControllerForAdaptivePresentationStyle: style)
        }
        guard result.implemented else { return nil }
        substitute = result.value
        return result.value != nil
    }

    func willPresentWithAdaptiveStyle(_ style: PresentationStyle, duringTransition: Bool) -> Bool {
        guard let delegate = controller.delegate else { return false }
        return controller.callDelegate {
            delegate.presentationController(
                controller, willPresentWithAdaptiveStyle: style,
                transitionCoordinator: duringTransition ? coordinator : nil)
        }.implemented
    }

    private func makeAdaptedController(_ style: PresentationStyle) -> PresentationController {
        if let adaptedController, adaptedController.presentationStyle == style { return adaptedController }
        let made = PresentationController(presentedViewController: controller.presentedViewController, style: style)
        made.delegate = controller.delegate
        made.traitCollection = controller.traitCollection
        adaptedController = made
        return made
    }
}

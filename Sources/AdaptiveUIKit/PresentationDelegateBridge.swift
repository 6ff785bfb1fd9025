import AdaptivePresentation

/// The simulation's delegate of a presentation controller whose AdaptiveUIKit controller has a delegate: asks
/// the app's ``UIAdaptivePresentationControllerDelegate`` with UIKit's types, and reports the methods it does
/// not implement as not implemented.
final class PresentationDelegateBridge: AdaptivePresentationControllerDelegate {
    /// The controller whose delegate is asked. Weak: it keeps this bridge.
    private weak var owner: UIPresentationController?

    init(owner: UIPresentationController) {
        self.owner = owner
    }

    /// Asks the app's delegate; a missing delegate counts as a method not implemented.
    private func ask<T>(
        _ controller: PresentationController, default value: T,
        _ body: @MainActor (any UIAdaptivePresentationControllerDelegate, UIPresentationController) -> T
    ) -> T {
        nonisolated(unsafe) let controller = controller
        nonisolated(unsafe) let fallback = value
        nonisolated(unsafe) let bridge = self
        return MainActorBridge.run {
            guard let delegate = bridge.owner?.delegate else {
                controller.noteUnimplementedDelegateMethod()
                return fallback
            }
            return body(delegate, UIViewController.wrapper(for: controller))
        }
    }

    func adaptivePresentationStyle(for controller: PresentationController, traitCollection: TraitCollection)
        -> PresentationStyle
    {
        ask(controller, default: .none) { delegate, wrapper in
            delegate.adaptivePresentationStyle(for: wrapper, traitCollection: UITraitCollection(traitCollection)).model
        }
    }

    func adaptivePresentationStyle(for controller: PresentationController) -> PresentationStyle {
        ask(controller, default: .none) { delegate, wrapper in delegate.adaptivePresentationStyle(for: wrapper).model }
    }

    func presentationController(
        _ presentationController: PresentationController, prepare adaptivePresentationController: PresentationController
    ) {
        nonisolated(unsafe) let adapted = adaptivePresentationController
        ask(presentationController, default: ()) { delegate, wrapper in
            // R19, R23: a popover becoming a form sheet from iOS 15 uses its adaptiveSheetPresentationController.
            let target: UIPresentationController
            if let popover = wrapper as? UIPopoverPresentationController, adapted.presentationStyle == .formSheet,
                (adapted.windowOfPresentation?.simulation.era ?? UIWindow.currentEra).hasSheetPresentationController
            {
                target = popover.adaptiveSheetPresentationController
            } else {
                target = UIPresentationController.make(for: adapted)
            }
            delegate.presentationController(wrapper, prepare: target)
        }
    }

    func presentationController(
        _ controller: PresentationController, viewControllerForAdaptivePresentationStyle style: PresentationStyle
    ) -> ViewController? {
        ask(controller, default: nil) { delegate, wrapper in
            delegate.presentationController(
                wrapper, viewControllerForAdaptivePresentationStyle: UIModalPresentationStyle(style))?.model
        }
    }

    func presentationController(
        _ presentationController: PresentationController, willPresentWithAdaptiveStyle style: PresentationStyle,
        transitionCoordinator: TransitionCoordinator?
    ) {
        let duringTransition = transitionCoordinator != nil
        nonisolated(unsafe) let model = presentationController
        ask(presentationController, default: ()) { delegate, wrapper in
            let coordinator =
                duringTransition
                ? SimulatedTransitionCoordinator(
                    presentationStyle: UIModalPresentationStyle(style), window: model.windowOfPresentation) : nil
            delegate.presentationController(
                wrapper, willPresentWithAdaptiveStyle: UIModalPresentationStyle(style),
                transitionCoordinator: coordinator)
        }
    }

    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: PresentationController
    ) {
        nonisolated(unsafe) let model = sheetPresentationController
        ask(sheetPresentationController, default: ()) { delegate, wrapper in
            guard let sheetDelegate = delegate as? any UISheetPresentationControllerDelegate,
                let sheet = wrapper as? UISheetPresentationController
            else {
                model.noteUnimplementedDelegateMethod()
                return
            }
            sheetDelegate.sheetPresentationControllerDidChangeSelectedDetentIdentifier(sheet)
        }
    }

    func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool {
        ask(presentationController, default: true) { delegate, wrapper in
            delegate.presentationControllerShouldDismiss(wrapper)
        }
    }

    func presentationControllerWillDismiss(_ presentationController: PresentationController) {
        ask(presentationController, default: ()) { delegate, wrapper in
            delegate.presentationControllerWillDismiss(wrapper)
        }
    }

    func presentationControllerDidDismiss(_ presentationController: PresentationController) {
        ask(presentationController, default: ()) { delegate, wrapper in
            delegate.presentationControllerDidDismiss(wrapper)
        }
    }

    func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) {
        ask(presentationController, default: ()) { delegate, wrapper in
            delegate.presentationControllerDidAttemptToDismiss(wrapper)
        }
    }
}

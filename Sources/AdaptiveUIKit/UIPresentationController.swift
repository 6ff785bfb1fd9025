import AdaptivePresentation
import Foundation

/// Manages one modal presentation, as UIKit's `UIPresentationController`: a view of the simulation's
/// presentation controller (its decision, adapted style and frame).
///
/// Its ``delegate`` is weak, as in UIKit: a custom segue that sets itself as the delegate is kept alive by the
/// presentation from iOS 9 (R37).
@preconcurrency @MainActor
open class UIPresentationController {
    /// The simulation's presentation controller.
    let model: PresentationController
    private var bridge: PresentationDelegateBridge?

    init(model: PresentationController) {
        self.model = model
    }

    /// A presentation controller for a custom presentation. The simulation presents `.custom` styles with the
    /// rules of their style only; the subclass's own layout is not used.
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        model = PresentationController(presentedViewController: presentedViewController.model, style: .custom)
    }

    /// The AdaptiveUIKit class for a simulation presentation controller: popover, sheet (iOS 15+) or plain.
    static func make(for model: PresentationController) -> UIPresentationController {
        if model is PopoverPresentationController { return UIPopoverPresentationController(model: model) }
        let era = UIWindow.currentEra
        let style = model.presentationStyle == .automatic ? era.automaticStyle : model.presentationStyle
        if style.isSheet, era.hasSheetPresentationController {
            return UISheetPresentationController(model: model)
        }
        return UIPresentationController(model: model)
    }

    /// The adaptive delegate. Weak: something else must keep it alive.
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)? {
        didSet {
            if delegate == nil {
                model.delegate = nil
            } else {
                let bridge = self.bridge ?? PresentationDelegateBridge(owner: self)
                self.bridge = bridge
                model.delegate = bridge
            }
        }
    }

    /// The controller being presented (the original one, also while a substitute is shown).
    open var presentedViewController: UIViewController { UIViewController.wrapping(model.presentedViewController) }

    /// The controller that presents (before the presentation: the presented controller itself).
    open var presentingViewController: UIViewController {
        UIViewController.wrapping(model.presentingViewController ?? model.presentedViewController)
    }

    /// The style this presentation controller was made for.
    open var presentationStyle: UIModalPresentationStyle { UIModalPresentationStyle(model.presentationStyle) }

    /// The style in effect now: the adapted style while adapted.
    open var adaptivePresentationStyle: UIModalPresentationStyle { UIModalPresentationStyle(model.currentStyle) }

    /// The traits the presentation adapts to.
    open var traitCollection: UITraitCollection { UITraitCollection(model.traitCollection) }

    /// The presented view's frame in the window.
    open var frameOfPresentedViewInContainerView: CGRect {
        let frame = model.frameOfPresentedView
        return CGRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
    }

    /// The presented controller's view.
    open var presentedView: UIView? { presentedViewController.view }

    /// Not modelled: the simulation has no container view.
    open var containerView: UIView? { nil }

    /// Called by the delegate protocols' default implementations: the method is not implemented.
    func noteNotImplemented() {
        model.noteUnimplementedDelegateMethod()
    }
}

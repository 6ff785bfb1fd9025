import AdaptivePresentation
import Foundation

/// Manages one modal presentation, as UIKit's `UIPresentationController`: a view of the simulation's
/// presentation controller (its decision, adapted style and frame).
///
/// Subclass it for a `.custom` presentation and return the subclass from the transitioning delegate's
/// `presentationController(forPresented:presenting:source:)`, as in UIKit (R122–R126): the simulation lays
/// the presented view out at ``frameOfPresentedViewInContainerView`` on every resize and rotation, hands the
/// animator ``presentedView``, removes the presenter's view when ``shouldRemovePresentersView`` says so, and
/// calls the transition and layout methods in UIKit's order. Chrome added to ``containerView`` in
/// ``presentationTransitionWillBegin()`` and animated with the presented controller's `transitionCoordinator`
/// runs on the window's clock.
///
/// Its ``delegate`` is weak, as in UIKit: a custom segue that sets itself as the delegate is kept alive by the
/// presentation from iOS 9 (R37).
@preconcurrency @MainActor
open class UIPresentationController: NSObject, UIContentContainer {
    /// The simulation's presentation controller: the presented controller's own once the subclass is
    /// adopted for its presentation.
    private(set) var model: PresentationController
    private var bridge: PresentationDelegateBridge?
    /// The presenting controller given to the initializer, until the presentation has one.
    private var initialPresenting: UIViewController?
    /// The script the simulation runs this subclass through, once adopted.
    private var code: PresentationControllerScriptReference?

    init(model: PresentationController) {
        self.model = model
    }

    /// A presentation controller for a custom presentation, to return from
    /// `presentationController(forPresented:presenting:source:)`.
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        model = PresentationController(presentedViewController: presentedViewController.model, style: .custom)
        initialPresenting = presentingViewController
    }

    /// Makes this controller the one in charge of `presentation` (a `.custom` presentation whose
    /// transitioning delegate returned it, R81 step 1): it becomes the presented controller's
    /// `presentationController`, keeps a delegate set on the one it replaces, and is described to the
    /// simulation as code.
    func adopt(_ presentation: PresentationController) -> CustomPresentationDescription {
        let presented = UIViewController.wrapping(presentation.presentedViewController)
        let replaced = presented.cachedPresentationController
        model = presentation
        if delegate == nil, let replaced, replaced !== self, replaced.model === presentation {
            delegate = replaced.delegate
        } else if let bridge, delegate != nil {
            presentation.delegate = bridge
        }
        presented.cachedPresentationController = self
        let code = self.code ?? PresentationControllerScriptReference(PresentationControllerCode(controller: self))
        self.code = code
        return CustomPresentationDescription(
            removesPresentersView: shouldRemovePresentersView, presentsInFullscreen: shouldPresentInFullscreen,
            script: code)
    }

    /// Whether the simulation runs this controller's own code for its presentation.
    private var isAdopted: Bool { code != nil && model.customPresentation?.script === code }

    /// The AdaptiveUIKit class for a simulation presentation controller: popover, sheet (iOS 15+) or plain.
    static func make(for model: PresentationController) -> UIPresentationController {
        if model is PopoverPresentationController { return UIPopoverPresentationController(model: model) }
        let era = model.windowOfPresentation?.simulation.era ?? UIWindow.currentEra
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

    /// The controller that presents (before the presentation: the one given to the initializer, else the
    /// presented controller itself).
    open var presentingViewController: UIViewController {
        if let presenting = model.presentingViewController { return UIViewController.wrapping(presenting) }
        return initialPresenting ?? UIViewController.wrapping(model.presentedViewController)
    }

    /// The style this presentation controller was made for, with `.automatic` resolved as UIKit resolves it
    /// for a view controller of the app's (R2: full screen before iOS 13, a page sheet from iOS 13, a form
    /// sheet from iOS 18): UIKit makes the presentation controller for the resolved style, so it never
    /// reports `.automatic` (PresentationRules, choice 81).
    open var presentationStyle: UIModalPresentationStyle {
        guard model.presentationStyle == .automatic else { return UIModalPresentationStyle(model.presentationStyle) }
        let era = model.windowOfPresentation?.simulation.era ?? UIWindow.currentEra
        return UIModalPresentationStyle(era.automaticStyle)
    }

    /// The style in effect now: the adapted style while adapted.
    open var adaptivePresentationStyle: UIModalPresentationStyle { UIModalPresentationStyle(model.currentStyle) }

    /// iOS 8.3: the style to adapt to in `traitCollection` (R125). The base class answers with its delegate's
    /// answer, else `.none`, so a `.custom` presentation does not adapt; a subclass overrides it to adapt
    /// without a delegate.
    open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        reachedBaseAdaptiveStyle = true
        guard !askingForOverride, let delegate else { return .none }
        return delegate.adaptivePresentationStyle(for: self, traitCollection: traitCollection)
    }

    /// The subclass's own answer to ``adaptivePresentationStyle(for:)``, or `nil` when the base class
    /// answered (the simulation then asks the delegate itself, recording its calls).
    func overriddenAdaptivePresentationStyle(for traitCollection: UITraitCollection) -> PresentationStyle? {
        reachedBaseAdaptiveStyle = false
        askingForOverride = true
        defer { askingForOverride = false }
        let style = adaptivePresentationStyle(for: traitCollection)
        return reachedBaseAdaptiveStyle ? nil : style.model
    }
    private var reachedBaseAdaptiveStyle = false
    private var askingForOverride = false

    /// The traits the presentation adapts to.
    open var traitCollection: UITraitCollection { UITraitCollection(model.traitCollection) }

    /// The presented view's frame in the container (whose origin is the window's). A subclass overrides it
    /// for a custom presentation; the base class answers the container's bounds (R126), and for the system's
    /// styles the frame the simulation gives them.
    open var frameOfPresentedViewInContainerView: CGRect {
        if isAdopted, let containerView { return containerView.bounds }
        let frame = model.frameOfPresentedView
        return CGRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
    }

    /// The view the animator gets as the presented view (R94): the presented controller's view, or a view
    /// that contains it in a subclass's override.
    open var presentedView: UIView? {
        model.presentedView.map(UIView.wrapping) ?? presentedViewController.view
    }

    /// The presentation's container view (R95): from the start of the presentation transition until the end
    /// of the dismissal; `nil` before and after.
    open var containerView: UIView? { model.containerView.map(UIView.wrapping) }

    /// Whether the presentation covers the window (`true`, the base class) or honours
    /// `definesPresentationContext` (R95, R122).
    open var shouldPresentInFullscreen: Bool { true }

    /// Whether the presenter's view leaves the window once the presentation has played (R101, R102): `false`
    /// in the base class (R126). Read when the transitioning delegate returns the controller.
    open var shouldRemovePresentersView: Bool { false }

    /// Called before the presentation's animator runs (R81 step 6, R103): add chrome to ``containerView``
    /// here and animate it with the presented controller's `transitionCoordinator`.
    open func presentationTransitionWillBegin() {}

    /// Called when the presentation's transition ends, before UIKit's clean-up (R100); `completed` is what the
    /// animator passed to `completeTransition(_:)`: remove the chrome when it is `false`.
    open func presentationTransitionDidEnd(_ completed: Bool) {}

    /// Called before the dismissal's animator runs (R82 step 3, R103).
    open func dismissalTransitionWillBegin() {}

    /// Called when the dismissal's transition ends (R100): remove the chrome when `completed` is `true`.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}

    /// Called before the container lays out its subviews (R123): during the presentation and on every resize
    /// or rotation, not during the dismissal (Q7). Set `presentedView?.frame` here.
    open func containerViewWillLayoutSubviews() {}

    /// Called after the container laid out its subviews (R123).
    open func containerViewDidLayoutSubviews() {}

    /// The size of a child content container (the presented controller) in a parent of `parentSize`: the
    /// parent's size in the base class (R124). A size change reaches the presented controller with this size,
    /// and only when it differs from its view's size.
    open func size(
        forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize
    ) -> CGSize {
        parentSize
    }

    /// Told that the presented controller's `preferredContentSize` changed while it is presented (a card
    /// that resizes to its content lays out again here); the default does nothing.
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    /// The size the presentation controller's content would like: none.
    open var preferredContentSize: CGSize { .zero }

    /// Told that the container's size is about to change; the default does nothing (the simulation tells the
    /// presented controller, R124).
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {}

    /// Tells an adopted subclass that `child`, its presented controller, changed its preferred content size.
    func childPreferredContentSizeChanged(_ child: UIViewController) {
        guard isAdopted, model.presentedViewController === child.model else { return }
        preferredContentSizeDidChange(forChildContentContainer: child)
    }

    /// R124: the window's new size reaches the presentation controller, which forwards
    /// `viewWillTransition(to:with:)` to the presented controller with its child size, unless that is the
    /// presented view's size now (`nil`).
    func childSizeTransition(to size: CGSize) -> CGSize? {
        let presented = presentedViewController
        let childSize = self.size(forChildContentContainer: presented, withParentContainerSize: size)
        return childSize == presented.view.bounds.size ? nil : childSize
    }

    /// Called by the delegate protocols' default implementations: the method is not implemented.
    func noteNotImplemented() {
        model.noteUnimplementedDelegateMethod()
    }
}

extension PresentationController {
    /// The AdaptiveUIKit window the presentation is in: the presented controller's, else its presenter's.
    @MainActor var windowOfPresentation: UIWindow? {
        guard let window = presentedViewController.window ?? presentingViewController?.window else { return nil }
        return UIWindow.window(for: window)
    }
}

/// A presentation controller's adaptive delegate, with UIKit's method names
/// (`UIAdaptivePresentationControllerDelegate`), so that a segue's delegate logic ports into a test.
///
/// Every method is optional, as in UIKit: implement the ones your delegate implements in the app. A method
/// left to its default implementation counts as *not implemented*: UIKit does not call it and the trace
/// does not show it (for example, without `adaptivePresentationStyle(for:traitCollection:)` the legacy
/// `adaptivePresentationStyle(for:)` is asked, and only in compact width, R6).
///
/// ```swift
/// final class VetSegue: StoryboardSegue, AdaptivePresentationControllerDelegate {
///     override func perform() throws(SimulationError) {
///         destination.presentationController.delegate = self
///         try super.perform()
///     }
///     func adaptivePresentationStyle(for controller: PresentationController,
///                                    traitCollection: TraitCollection) -> PresentationStyle {
///         traitCollection.horizontalSizeClass == .compact ? .fullScreen : .none
///     }
///     func presentationController(_ controller: PresentationController,
///                                 viewControllerForAdaptivePresentationStyle style: PresentationStyle) -> ViewController? {
///         NavigationController(rootViewController: controller.presentedViewController)
///     }
/// }
/// ```
///
/// The presentation controller holds its delegate weakly, as UIKit does: keep the delegate alive (from
/// iOS 9 a Present Modally or Popover segue is retained for the whole presentation, R37).
///
/// Conform in the class that implements the methods: Swift binds a protocol's implementations at the class
/// that declares the conformance.
public protocol AdaptivePresentationControllerDelegate: AnyObject {
    /// The style to adapt to in `traitCollection` (iOS 8.3+; asked in every environment, R7). Legal answers:
    /// `.fullScreen`, `.overFullScreen`, `.formSheet`, `.none` (R5).
    func adaptivePresentationStyle(
        for controller: PresentationController, traitCollection: TraitCollection
    ) -> PresentationStyle
    /// The legacy variant, asked only when the trait-collection variant is not implemented and the new
    /// traits are horizontally compact (R6). Legal answers: `.fullScreen`, `.overFullScreen`, `.none`.
    func adaptivePresentationStyle(for controller: PresentationController) -> PresentationStyle
    /// iOS 15+: configure the presentation controller that is about to take over (R23).
    func presentationController(
        _ presentationController: PresentationController,
        prepare adaptivePresentationController: PresentationController)
    /// The controller to show instead while adapted to `style`, or nil to keep the presented one (R20).
    func presentationController(
        _ controller: PresentationController,
        viewControllerForAdaptivePresentationStyle style: PresentationStyle
    ) -> ViewController?
    /// Sent before a presentation or adaptation with the adapted style, or `.none` when the original style
    /// is used (R22). The coordinator is non-nil during a size change.
    func presentationController(
        _ presentationController: PresentationController,
        willPresentWithAdaptiveStyle style: PresentationStyle,
        transitionCoordinator: TransitionCoordinator?)
    /// iOS 13+: whether a user-initiated dismissal may proceed (R34).
    func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool
    /// iOS 13+: a user-initiated dismissal is about to happen.
    func presentationControllerWillDismiss(_ presentationController: PresentationController)
    /// iOS 13+: a user-initiated dismissal happened.
    func presentationControllerDidDismiss(_ presentationController: PresentationController)
    /// iOS 13+: the user tried to dismiss, and `isModalInPresentation` or a `false` answer prevented it.
    func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController)
    /// iOS 15+ (`UISheetPresentationControllerDelegate`): the user moved the sheet to another detent; sent
    /// once, after it settles, never for a change made in code (R52).
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: PresentationController)
}

extension AdaptivePresentationControllerDelegate {
    public func adaptivePresentationStyle(
        for controller: PresentationController, traitCollection: TraitCollection
    ) -> PresentationStyle {
        controller.noteUnimplementedDelegateMethod()
        return .none
    }

    public func adaptivePresentationStyle(for controller: PresentationController) -> PresentationStyle {
        controller.noteUnimplementedDelegateMethod()
        return .none
    }

    public func presentationController(
        _ presentationController: PresentationController,
        prepare adaptivePresentationController: PresentationController
    ) {
        presentationController.noteUnimplementedDelegateMethod()
    }

    public func presentationController(
        _ controller: PresentationController,
        viewControllerForAdaptivePresentationStyle style: PresentationStyle
    ) -> ViewController? {
        controller.noteUnimplementedDelegateMethod()
        return nil
    }

    public func presentationController(
        _ presentationController: PresentationController,
        willPresentWithAdaptiveStyle style: PresentationStyle,
        transitionCoordinator: TransitionCoordinator?
    ) {
        presentationController.noteUnimplementedDelegateMethod()
    }

    public func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool {
        presentationController.noteUnimplementedDelegateMethod()
        return true
    }

    public func presentationControllerWillDismiss(_ presentationController: PresentationController) {
        presentationController.noteUnimplementedDelegateMethod()
    }

    public func presentationControllerDidDismiss(_ presentationController: PresentationController) {
        presentationController.noteUnimplementedDelegateMethod()
    }

    public func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) {
        presentationController.noteUnimplementedDelegateMethod()
    }

    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: PresentationController
    ) {
        sheetPresentationController.noteUnimplementedDelegateMethod()
    }
}

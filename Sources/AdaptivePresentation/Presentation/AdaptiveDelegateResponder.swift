/// The answers of a presentation controller's adaptive delegate, as ``PresentationDecider`` asks for them.
///
/// The decider calls these only when UIKit would, in UIKit's order, and records a call token for each method
/// the delegate implements. A method returns `nil` when the delegate does not implement it (UIKit's
/// `respondsToSelector:` being false). ``FixedDelegateAnswers`` is a value implementation for tables and the
/// `decide` command; the simulation adapts a live ``AdaptivePresentationControllerDelegate``.
public protocol AdaptiveDelegateResponder {
    /// `adaptivePresentationStyle(for:traitCollection:)` (iOS 8.3+), or `nil` if not implemented.
    mutating func adaptivePresentationStyle(traitCollection: TraitCollection) -> PresentationStyle?
    /// The legacy `adaptivePresentationStyle(for:)`, or `nil` if not implemented.
    mutating func adaptivePresentationStyle() -> PresentationStyle?
    /// `presentationController(_:prepare:)` for an adapted controller of `style`; `false` if not implemented.
    mutating func prepareAdaptivePresentationController(style: PresentationStyle) -> Bool
    /// `presentationController(_:viewControllerForAdaptivePresentationStyle:)`: `nil` if not implemented,
    /// `true` if it returned a substitute controller, `false` if it returned nil.
    mutating func viewControllerForAdaptivePresentationStyle(_ style: PresentationStyle) -> Bool?
    /// `presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)`; `false` if not
    /// implemented. `duringTransition` is true for a size change (non-nil coordinator).
    mutating func willPresentWithAdaptiveStyle(_ style: PresentationStyle, duringTransition: Bool) -> Bool
}

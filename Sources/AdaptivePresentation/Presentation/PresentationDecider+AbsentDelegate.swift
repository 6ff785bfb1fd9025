extension PresentationDecider {
    /// The delegate of a presentation without one, for the steps of a decision that take a delegate: it
    /// implements nothing, as UIKit sees a `nil` delegate. The steps also know there is none (R9).
    struct AbsentDelegate: AdaptiveDelegateResponder {
        func adaptivePresentationStyle(traitCollection: TraitCollection) -> PresentationStyle? { nil }
        func adaptivePresentationStyle() -> PresentationStyle? { nil }
        func prepareAdaptivePresentationController(style: PresentationStyle) -> Bool { false }
        func viewControllerForAdaptivePresentationStyle(_ style: PresentationStyle) -> Bool? { nil }
        func willPresentWithAdaptiveStyle(_ style: PresentationStyle, duringTransition: Bool) -> Bool { false }
    }
}

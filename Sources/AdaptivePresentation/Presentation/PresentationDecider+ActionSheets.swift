extension PresentationDecider {
    /// R131, R132: the presentation of an action sheet (`UIAlertController` with `.actionSheet`) from iOS 26,
    /// where UIKit presents it with its own popover presentation controller
    /// (`_UIAlertControllerActionSheetRegularPresentationController` in the decompiled iOS 26.1 UIKit) on every
    /// device: anchored, it appears over its anchor as a popover and never falls back to the compact sheet
    /// from the bottom; with no anchor (or one that is the container view) it swaps in the alert's presentation
    /// controller and is centred, with a Cancel button, raising nothing. Before iOS 26 action sheets take the
    /// general path (``Era/alertControllerStyle(actionSheet:idiom:)``): a popover on iPad (R27 without an
    /// anchor), `.custom` from the bottom on iPhone.
    ///
    /// Its own presentation controller answers no adaptive delegate, so the decision has no calls; a trait
    /// change leaves it as it is (``traitChange(ofActionSheet:to:)``).
    public func presentActionSheet(in traits: TraitCollection, hasAnchor: Bool) -> PresentationDecision {
        PresentationDecision(
            traits: traits, requested: .popover, presentationStyle: .popover,
            adaptiveStyle: hasAnchor ? .none : .custom,
            change: .presented, appearance: hasAnchor ? .popover : .custom, substituted: false,
            substituteAsked: false, showsAsPopover: hasAnchor, calls: [],
            rules: [
                hasAnchor
                    ? RuleApplication(.R131, .actionSheetOverAnchor) : RuleApplication(.R132, .actionSheetCentred)
            ])
    }

    /// R131, R132: an iOS 26 action sheet after a trait change: unchanged, in the new traits (its presentation
    /// controller does not adapt).
    public func traitChange(ofActionSheet current: PresentationDecision, to traits: TraitCollection)
        -> PresentationDecision
    {
        var decision = current
        decision.traits = traits
        decision.change = .unchanged
        decision.calls = []
        return decision
    }
}

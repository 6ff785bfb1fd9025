extension PresentationDecider {
    // MARK: R15, R17

    /// R15, R17: whether a presentation of `style` is made by the controller that defines the presentation
    /// context (the current-context styles, `.automatic` resolved for the era first) rather than by the root
    /// of the source's hierarchy.
    public func presentsInContext(_ style: PresentationStyle) -> Bool {
        (style == .automatic ? era.automaticStyle : style).isCurrentContext
    }

    // MARK: R37

    /// R37: whether a presentation made while a segue of `kind` performs retains that segue: from iOS 9, only
    /// the Present Modally and Popover segue templates (and subclasses calling `super.perform()`) make the
    /// presented controller retain their segue; a Show segue that presents and a custom segue do not, and on
    /// iOS 8 nothing keeps a segue once `perform()` returns (R36).
    public func retainsSegue(of kind: SegueKind) -> Bool {
        era.retainsPresentingSegue && (kind == .presentModally || kind == .popover)
    }
}

extension PresentationDecider {
    // MARK: R27, R51

    /// R27: what UIKit raises when a presentation decided as `decision` shows as a popover (at presentation,
    /// or reverting to a popover on a trait change) with no anchor: `NSGenericException`; `nil` otherwise.
    public func anchorException(
        for decision: PresentationDecision, hasAnchor: Bool, presented: String
    ) -> SimulatedException? {
        decision.showsAsPopover && !hasAnchor ? .popoverWithoutAnchor(presented) : nil
    }

    /// R51: what UIKit raises when a sheet is presented with no active detent (every detent's resolver
    /// answered nil); `nil` otherwise.
    public func detentException(for layout: SheetLayout?, presented: String) -> SimulatedException? {
        if let layout, layout.detent == nil { return .noActiveDetent(presented) }
        return nil
    }
}

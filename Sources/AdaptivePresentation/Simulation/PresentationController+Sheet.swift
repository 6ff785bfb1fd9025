extension PresentationController {
    /// Where this presentation keeps its sheet preferences: its own, as a sheet presentation controller, or a
    /// popover's adaptive sheet (R59), which lays it out only while the popover is adapted to a sheet
    /// (``PresentationDecider/popoverUsesAdaptiveSheet(_:)``).
    public var sheetConfigurable: (any SheetConfigurable)? {
        if let popover = self as? PopoverPresentationController { return popover.adaptiveSheetPresentationController }
        return self as? SheetPresentationController
    }

    /// Tells the sheet's delegate that a user drag changed the selected detent (R52). A popover's adaptive
    /// sheet has a delegate of its own, which the simulation does not set, so it is told nothing. Returns the
    /// call when the delegate implements it.
    func notifySelectedDetentChange() -> DelegateCall? {
        guard !(self is PopoverPresentationController), let delegate else { return nil }
        let answer = callDelegate { delegate.sheetPresentationControllerDidChangeSelectedDetentIdentifier(self) }
        return answer.implemented ? .sheetPresentationControllerDidChangeSelectedDetentIdentifier : nil
    }
}

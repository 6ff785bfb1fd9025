// MARK: - Sheets (R50–R60)

extension Window {
    /// The top presentation when it shows as a sheet with detents.
    private func topSheet() throws(SimulationError) -> (PresentationController, SheetLayout) {
        guard let top = topPresentation else { throw .notASheet(nil) }
        guard let layout = top.sheetLayout, layout.detent != nil else {
            throw .notASheet(top.presentedViewController.identifier)
        }
        return (top, layout)
    }

    /// The user drags the top sheet to an active detent (R52): it settles there, and the sheet's delegate
    /// gets `sheetPresentationControllerDidChangeSelectedDetentIdentifier` once if the detent changed. A
    /// drag below the smallest detent is a swipe dismissal (``dismissTop(_:animated:interaction:)`` with `.swipe`, R57).
    public func drag(toDetent identifier: String) throws(SimulationError) {
        let (presentation, layout) = try topSheet()
        guard layout.isActive(identifier) else {
            throw .inactiveDetent(identifier, active: layout.activeDetents.map(\.identifier))
        }
        settle(presentation, draggedTo: identifier, from: layout)
    }

    /// A refused swipe (R57) dragged the sheet below its smallest detent: it settles where the decider says,
    /// as a drag would, after `DidAttemptToDismiss`.
    func settleRefusedSwipe(of presentation: PresentationController) {
        guard let layout = presentation.sheetLayout, let detent = decider.detentAfterRefusedSwipe(layout) else {
            return
        }
        settle(presentation, draggedTo: detent, from: layout)
    }

    /// Settles `presentation`'s sheet at `detent`, which a user drag reached, with R52's notification when the
    /// decider says it changed.
    private func settle(_ presentation: PresentationController, draggedTo detent: String, from layout: SheetLayout) {
        guard let outcome = decider.drag(layout, to: detent) else { return }
        presentation.sheetConfigurable?.selectedDetentIdentifier = outcome.detent
        updateFrame(of: presentation)
        placeViews(of: presentation)
        if outcome.notifies, let call = presentation.notifySelectedDetentChange() { record(call) }
    }

    /// The app changed a presented sheet's configuration (its detents, selection, dimming) in code: the sheet
    /// is laid out again, with no delegate call (R52).
    public func sheetConfigurationDidChange(of presentation: PresentationController) {
        guard presentationControllers.contains(where: { $0 === presentation }) else { return }
        updateFrame(of: presentation)
        placeViews(of: presentation)
    }

    /// Code sets `selectedDetentIdentifier` of the top sheet (R52): no delegate call; an unknown or inactive
    /// identifier is kept, and the sheet rests at its smallest active detent.
    public func selectDetent(_ identifier: String?) throws(SimulationError) {
        let (presentation, _) = try topSheet()
        presentation.sheetConfigurable?.selectedDetentIdentifier = identifier
        updateFrame(of: presentation)
        placeViews(of: presentation)
    }
}

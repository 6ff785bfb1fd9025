/// A sheet presentation controller's delegate (iOS 15+), as UIKit's `UISheetPresentationControllerDelegate`.
///
/// ``sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)`` is called once after a user drag moves
/// the sheet to another detent (R52; `Window.drag(toDetent:)` in the simulation), never for a change in code.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// The user moved the sheet to another detent.
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController
    ) {}
}

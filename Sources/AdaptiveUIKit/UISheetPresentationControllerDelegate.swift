/// A sheet presentation controller's delegate (iOS 15+), as UIKit's `UISheetPresentationControllerDelegate`.
///
/// Declared so that app code compiles; detent changes are not simulated yet (issue 6), so
/// ``sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)`` is never called. The inherited adaptive
/// methods are simulated.
@MainActor
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// Not called by the simulation yet.
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController
    ) {}
}

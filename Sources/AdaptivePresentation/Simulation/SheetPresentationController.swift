/// The presentation controller of a `.pageSheet` or `.formSheet` presentation (and `.automatic`), as
/// `UISheetPresentationController` (iOS 15+, R50).
///
/// Configure it before presenting; ``PresentationController/sheetLayout`` is where it rests once presented
/// (R51–R60).
open class SheetPresentationController: PresentationController, SheetConfigurable {
    /// The detents, selection, dimming and edge-attachment preferences (read and set through
    /// ``SheetConfigurable``'s properties as well).
    public var configuration = SheetConfiguration()
}

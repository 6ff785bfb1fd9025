/// Where a floating sheet sits in the presenting view: `UISheetPresentationController.Placement`, the type of
/// `preferredPlacement` (iOS 27, R134).
public enum SheetPlacement: String, Sendable, Hashable, CaseIterable, Codable {
    /// The system decides: where the sheet sat before iOS 27 (centred when it floats).
    case automatic
    /// On the leading edge of the presenting view.
    case leading
    /// Centred in the presenting view.
    case center
    /// On the trailing edge of the presenting view.
    case trailing
}

/// A popover's `adaptiveSheetPresentationController` (iOS 15+, R59): the sheet's configuration, used only
/// while the popover is adapted to a sheet. Its properties are ``SheetConfigurable``'s.
public final class AdaptiveSheetConfiguration: SheetConfigurable {
    /// The detents, selection, dimming and edge-attachment preferences.
    public var configuration = SheetConfiguration()

    public init() {}
}

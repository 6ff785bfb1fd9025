/// A popover's `adaptiveSheetPresentationController` (iOS 15+, R59): the sheet's configuration, used only
/// while the popover is adapted to a sheet.
public final class AdaptiveSheetConfiguration {
    /// The detents, selection, dimming and edge-attachment preferences.
    public var configuration = SheetConfiguration()

    public init() {}

    /// `detents`, smallest first.
    public var detents: [SheetDetent] {
        get { configuration.detents }
        set { configuration.detents = newValue }
    }

    /// `selectedDetentIdentifier` (R52).
    public var selectedDetentIdentifier: String? {
        get { configuration.selectedDetentIdentifier }
        set { configuration.selectedDetentIdentifier = newValue }
    }

    /// `largestUndimmedDetentIdentifier` (R53).
    public var largestUndimmedDetentIdentifier: String? {
        get { configuration.largestUndimmedDetentIdentifier }
        set { configuration.largestUndimmedDetentIdentifier = newValue }
    }

    public var prefersGrabberVisible: Bool {
        get { configuration.prefersGrabberVisible }
        set { configuration.prefersGrabberVisible = newValue }
    }
}

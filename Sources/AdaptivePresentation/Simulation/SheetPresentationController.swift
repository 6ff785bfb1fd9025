/// The presentation controller of a `.pageSheet` or `.formSheet` presentation (and `.automatic`), as
/// `UISheetPresentationController` (iOS 15+, R50).
///
/// Configure it before presenting; ``layout`` is where it rests once presented (R51–R60).
open class SheetPresentationController: PresentationController {
    /// The detents, selection, dimming and edge-attachment preferences.
    public var configuration = SheetConfiguration()

    /// `detents`, smallest first.
    public var detents: [SheetDetent] {
        get { configuration.detents }
        set { configuration.detents = newValue }
    }

    /// `selectedDetentIdentifier`: setting it in code sends no delegate call (R52). While presented, the
    /// window lays the sheet out again (``Window/selectDetent(_:)``).
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

    public var prefersEdgeAttachedInCompactHeight: Bool {
        get { configuration.prefersEdgeAttachedInCompactHeight }
        set { configuration.prefersEdgeAttachedInCompactHeight = newValue }
    }

    public var widthFollowsPreferredContentSizeWhenEdgeAttached: Bool {
        get { configuration.widthFollowsPreferredContentSizeWhenEdgeAttached }
        set { configuration.widthFollowsPreferredContentSizeWhenEdgeAttached = newValue }
    }
}

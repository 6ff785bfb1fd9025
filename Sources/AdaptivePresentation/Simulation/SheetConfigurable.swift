/// What keeps a sheet's preferences: a sheet presentation controller (R50), or a popover's adaptive sheet,
/// used while the popover is adapted to a sheet (R59). Both offer `UISheetPresentationController`'s
/// properties over one ``SheetConfiguration``.
public protocol SheetConfigurable: AnyObject {
    /// The detents, selection, dimming and edge-attachment preferences.
    var configuration: SheetConfiguration { get set }
}

extension SheetConfigurable {
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

    /// `prefersGrabberVisible`: stored, not drawn.
    public var prefersGrabberVisible: Bool {
        get { configuration.prefersGrabberVisible }
        set { configuration.prefersGrabberVisible = newValue }
    }

    /// `prefersEdgeAttachedInCompactHeight` (R55).
    public var prefersEdgeAttachedInCompactHeight: Bool {
        get { configuration.prefersEdgeAttachedInCompactHeight }
        set { configuration.prefersEdgeAttachedInCompactHeight = newValue }
    }

    /// `widthFollowsPreferredContentSizeWhenEdgeAttached` (R55).
    public var widthFollowsPreferredContentSizeWhenEdgeAttached: Bool {
        get { configuration.widthFollowsPreferredContentSizeWhenEdgeAttached }
        set { configuration.widthFollowsPreferredContentSizeWhenEdgeAttached = newValue }
    }
}

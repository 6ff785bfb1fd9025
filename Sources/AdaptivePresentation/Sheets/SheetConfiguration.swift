/// What an app configures on a `UISheetPresentationController` before presenting (R51–R56), as values.
///
/// The same configuration describes a popover's `adaptiveSheetPresentationController` (R59).
public struct SheetConfiguration: Hashable, Sendable {
    /// `detents`: smallest to largest; UIKit's default is `[.large()]`.
    public var detents: [SheetDetent]
    /// `selectedDetentIdentifier`; nil or unknown rests at the smallest active detent (R52).
    public var selectedDetentIdentifier: String?
    /// `largestUndimmedDetentIdentifier`; nil dims every detent (R53).
    public var largestUndimmedDetentIdentifier: String?
    public var prefersGrabberVisible: Bool
    /// Edge-attached instead of full screen in compact height (R55).
    public var prefersEdgeAttachedInCompactHeight: Bool
    /// An edge-attached sheet's width follows `preferredContentSize.width` (R55).
    public var widthFollowsPreferredContentSizeWhenEdgeAttached: Bool
    /// iOS 27: where a floating sheet sits in the presenting view (R134); ignored while the sheet is attached
    /// to an edge or full screen, and before iOS 27.
    public var preferredPlacement: SheetPlacement = .automatic

    public init(
        detents: [SheetDetent] = [.large], selectedDetentIdentifier: String? = nil,
        largestUndimmedDetentIdentifier: String? = nil, prefersGrabberVisible: Bool = false,
        prefersEdgeAttachedInCompactHeight: Bool = false,
        widthFollowsPreferredContentSizeWhenEdgeAttached: Bool = false
    ) {
        self.detents = detents
        self.selectedDetentIdentifier = selectedDetentIdentifier
        self.largestUndimmedDetentIdentifier = largestUndimmedDetentIdentifier
        self.prefersGrabberVisible = prefersGrabberVisible
        self.prefersEdgeAttachedInCompactHeight = prefersEdgeAttachedInCompactHeight
        self.widthFollowsPreferredContentSizeWhenEdgeAttached = widthFollowsPreferredContentSizeWhenEdgeAttached
    }
}

/// The presentation controller of a `.popover` presentation, as `UIPopoverPresentationController`.
open class PopoverPresentationController: PresentationController {
    /// The anchor view's name (`sourceView`).
    public var sourceView: String?
    /// The anchor rectangle in window coordinates, when known (`sourceRect`).
    public var sourceRect: Rect?
    /// A bar button item anchor (`barButtonItem`).
    public var barButtonItem: String?
    /// Where the anchor sits relative to the window, when it is placed that way: ``sourceRect`` then follows
    /// the window as it is resized or rotated.
    public var sourcePlacement: AnchorPlacement?

    /// iOS 15+: the sheet used when the popover adapts to a sheet in compact environments, configured before
    /// presenting; ignored while it shows as a popover (R59). Its delegate is its own (none by default).
    public let adaptiveSheetPresentationController = AdaptiveSheetConfiguration()

    /// Whether an anchor is set (R27).
    public var hasAnchor: Bool { sourceView != nil || barButtonItem != nil }
}

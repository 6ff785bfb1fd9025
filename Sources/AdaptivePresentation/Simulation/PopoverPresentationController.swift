/// The presentation controller of a `.popover` presentation, as `UIPopoverPresentationController`.
open class PopoverPresentationController: PresentationController {
    /// The anchor view's name (`sourceView`).
    public var sourceView: String?
    /// The anchor rectangle in window coordinates, when known (`sourceRect`).
    public var sourceRect: Rect?
    /// A bar button item anchor (`barButtonItem`).
    public var barButtonItem: String?

    /// Whether an anchor is set (R27).
    public var hasAnchor: Bool { sourceView != nil || barButtonItem != nil }
}

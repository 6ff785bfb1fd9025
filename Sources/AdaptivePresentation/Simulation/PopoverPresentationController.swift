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

    /// Where the popover sits relative to its anchor while it is on screen as a popover (``PresentedFrame``'s
    /// placement, for the window as it is now); `nil` before it is presented, after it is dismissed, while it
    /// is adapted to another style, and when the anchor's frame is not known (a bar button item not placed
    /// relative to the window).
    public var placement: PopoverPlacement? {
        guard let decision, decision.appearance == .popover, let anchor = sourceRect,
            let window = presentedViewController.window,
            window.presentationControllers.contains(where: { $0 === self })
        else { return nil }
        return PresentedFrame(era: window.era, environment: window.environment).popoverPlacement(
            preferredContentSize: presentedViewController.preferredContentSize, anchorFrame: anchor)
    }
}

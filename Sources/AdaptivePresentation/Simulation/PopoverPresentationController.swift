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

    /// Whether the anchor is a bar button item: set as ``barButtonItem``, or a ``sourceView`` placed in a bar
    /// (a storyboard's popover segue anchored to a bar button item).
    public var isAnchoredToBarButtonItem: Bool {
        if barButtonItem != nil { return true }
        if case .barButtonItem = sourcePlacement { return true }
        return false
    }

    /// R130: whether the popover grows out of its bar button item with no arrow (iOS 26 and later) instead of
    /// pointing an arrow at it. Its frame is placed as any popover's (UIKit lets it overlap the item; where it
    /// sits then is not documented).
    public var morphsFromBarButtonItem: Bool {
        guard isAnchoredToBarButtonItem else { return false }
        return (presentedViewController.window?.era ?? .newest).morphsBarButtonPopovers
    }

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

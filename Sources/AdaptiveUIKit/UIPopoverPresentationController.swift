import AdaptivePresentation
import Foundation

/// The presentation controller of a `.popover` presentation, as UIKit's `UIPopoverPresentationController`.
///
/// The anchor decides whether UIKit raises `NSGenericException` when the popover really shows as a popover
/// (R27): set ``sourceView``, ``barButtonItem`` or ``sourceItem`` before presenting. ``UIPresentationController/delegate`` keeps the base
/// class's type (Swift cannot narrow it); assign a ``UIPopoverPresentationControllerDelegate`` to it.
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
    private var popover: PopoverPresentationController? { model as? PopoverPresentationController }
    private var anchorView: UIView?
    private var anchorItem: UIBarButtonItem?
    private var storedSourceRect: CGRect = .zero
    private var storedAdaptiveSheet: UISheetPresentationController?

    /// The view the popover points at. A storyboard anchor reads back as a view named after it
    /// (`accessibilityIdentifier`).
    open var sourceView: UIView? {
        get {
            if let anchorView { return anchorView }
            guard let name = popover?.sourceView else { return nil }
            let view = UIView()
            view.accessibilityIdentifier = name
            anchorView = view
            return view
        }
        set {
            anchorView = newValue
            popover?.sourceView = newValue?.anchorName
            updateAnchorFrame()
        }
    }

    /// The rectangle in ``sourceView`` the popover points at.
    open var sourceRect: CGRect {
        get { storedSourceRect }
        set {
            storedSourceRect = newValue
            updateAnchorFrame()
        }
    }

    /// The bar button item the popover points at. One of a navigation item's left or right items is placed in
    /// the navigation bar (44 points wide, 8 points from its edge, as a storyboard's), so ``arrowDirection``
    /// is known; another item's frame is not. The iOS 27 SDK deprecates it: set ``sourceItem``, which takes the
    /// same item (R135).
    open var barButtonItem: UIBarButtonItem? {
        get { anchorItem }
        set {
            anchorItem = newValue
            popover?.barButtonItem = newValue?.anchorName
            popover?.sourcePlacement = newValue?.navigationBarPlacement
        }
    }

    /// iOS 16+: the view or bar button item the popover points at. Setting it replaces the other kind of
    /// anchor, so it reads back as set and is the one the popover points at.
    open var sourceItem: (any UIPopoverPresentationControllerSourceItem)? {
        get { anchorItem ?? anchorView }
        set {
            if let item = newValue as? UIBarButtonItem {
                sourceView = nil
                barButtonItem = item
            } else if let view = newValue as? UIView {
                barButtonItem = nil
                sourceView = view
            } else {
                barButtonItem = nil
                sourceView = nil
            }
        }
    }

    /// The directions the arrow may point. Stored only: the simulation places every popover below its anchor,
    /// else above it, whatever this allows; from iOS 26 a popover anchored to a bar button item has no arrow
    /// at all (R130).
    open var permittedArrowDirections: UIPopoverArrowDirection = .any

    /// The arrow's direction, from where the simulation placed the popover: `.up` below its anchor, `.down`
    /// above it. `.unknown` before the presentation, after it, while it is adapted to another style, when the
    /// anchor's frame is not known, when there was no room above or below the anchor (the simulation then
    /// centres the popover rather than placing it beside the anchor, as UIKit would), and from iOS 26 when the
    /// anchor is a bar button item, out of which the popover grows with no arrow (R130; what UIKit's getter
    /// returns then is not documented: see "Presentation rules").
    open var arrowDirection: UIPopoverArrowDirection {
        if popover?.morphsFromBarButtonItem == true { return .unknown }
        return switch popover?.placement {
        case .below: .up
        case .above: .down
        case .centred, nil: .unknown
        }
    }

    /// Stored only.
    open var canOverlapSourceViewRect = false

    /// iOS 15+: the sheet the popover becomes when it adapts to a form sheet; handed to the delegate's
    /// `presentationController(_:prepare:)`. Its detents and selection go to the simulated popover's adaptive
    /// sheet (R59).
    open var adaptiveSheetPresentationController: UISheetPresentationController {
        if let storedAdaptiveSheet { return storedAdaptiveSheet }
        let sheet = UISheetPresentationController(
            model: PresentationController(presentedViewController: model.presentedViewController, style: .pageSheet))
        let popover = model as? PopoverPresentationController
        sheet.configurationSink = { [weak popover] configuration in
            popover?.adaptiveSheetPresentationController.configuration = configuration
            if let popover { popover.presentedViewController.window?.sheetConfigurationDidChange(of: popover) }
        }
        storedAdaptiveSheet = sheet
        return sheet
    }

    /// The anchor rectangle in window coordinates: the source rectangle offset by the source view's position
    /// in its outermost superview (the controller's view is taken to fill the window).
    private func updateAnchorFrame() {
        guard let anchorView else {
            popover?.sourceRect = nil
            return
        }
        let origin = anchorView.frameInRoot.origin
        let rect = storedSourceRect == .zero ? CGRect(origin: .zero, size: anchorView.frame.size) : storedSourceRect
        popover?.sourceRect = Rect(
            x: Double(origin.x + rect.origin.x), y: Double(origin.y + rect.origin.y),
            width: Double(rect.width), height: Double(rect.height))
    }
}

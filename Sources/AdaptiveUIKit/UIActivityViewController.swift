import AdaptivePresentation
import Foundation

/// A share sheet, as UIKit's `UIActivityViewController`.
///
/// Presented as UIKit presents it: a popover on an iPad, which needs an anchor through
/// ``UIViewController/popoverPresentationController`` where it shows as a popover and raises
/// `NSGenericException` without one (R27, the classic "crashes on iPad only" share sheet); on an iPhone the
/// default style, a sheet from iOS 13 (PresentationRules, choice 69). The device is the key window's when
/// the controller is made, and the presenting window's when it is presented (unless the app set another
/// style). Nothing is shared: ``completionWithItemsHandler`` and
/// ``excludedActivityTypes`` are stored for the app's code and its tests.
@preconcurrency @MainActor
open class UIActivityViewController: UIViewController {
    /// What runs when the sheet is dismissed, as UIKit's `UIActivityViewController.CompletionWithItemsHandler`:
    /// the chosen activity, whether it completed, the items it returned, and its error.
    public typealias CompletionWithItemsHandler =
        @MainActor (UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) ->
        Void

    /// The items to share.
    public let activityItems: [Any]
    /// The app's own services.
    public let applicationActivities: [UIActivity]?
    /// The system services the sheet leaves out.
    open var excludedActivityTypes: [UIActivity.ActivityType]?
    /// What runs when the sheet is dismissed (stored: nothing is shared in the simulation).
    open var completionWithItemsHandler: CompletionWithItemsHandler?

    /// A share sheet for `activityItems`, with the app's own services.
    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities
        super.init(nibName: nil, bundle: nil)
        let style = Self.style(in: UIWindow.latest?.simulation)
        modalPresentationStyle = style
        initialStyle = style
    }

    /// The style the initializer gave: a style the app set since is left alone at presentation.
    private var initialStyle: UIModalPresentationStyle = .automatic

    /// UIKit's style for a share sheet in `window` (a phone of the newest iOS without one).
    private static func style(in window: Window?) -> UIModalPresentationStyle {
        let idiom = window?.environment.device.idiom ?? .phone
        return UIModalPresentationStyle((window?.era ?? .newest).activityViewControllerStyle(idiom: idiom))
    }

    /// The presenting window decides the style, as UIKit does when the sheet is presented.
    override func resolvePresentationStyle(in window: Window) {
        guard modalPresentationStyle == initialStyle else { return }
        let style = Self.style(in: window)
        modalPresentationStyle = style
        initialStyle = style
    }

    /// Not available from a storyboard, as in UIKit.
    public required init?(coder: NSCoder) {
        return nil
    }
}

import AdaptivePresentation
import Foundation

/// An alert or action sheet, as UIKit's `UIAlertController`.
///
/// Its presentation style is UIKit's (PresentationRules, choice 69): an alert is `.custom` (its own
/// presentation controller, never adapted); an action sheet is `.popover` on an iPad, and on an iPhone `.custom`
/// before iOS 26 and `.popover` from iOS 26, decided by the key window's device and iOS version when the
/// controller is made and again by the presenting window's when it is presented; setting
/// ``modalPresentationStyle`` changes nothing. An action sheet on an iPad therefore
/// needs an anchor through ``UIViewController/popoverPresentationController`` where it shows as a popover, and
/// raises `NSGenericException` without one (R27); on an iPhone it adapts to a sheet and does not raise.
///
/// A test taps a button with ``tapAction(_:)``.
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    /// The kind of alert, as UIKit's `UIAlertController.Style` (raw values are UIKit's).
    public enum Style: Int, Sendable, Hashable, CaseIterable {
        /// A menu of actions, from the bottom of an iPhone's screen or in a popover on an iPad.
        case actionSheet = 0
        /// A modal alert in the middle of the screen.
        case alert = 1
    }

    /// The kind of alert.
    open private(set) var preferredStyle: Style {
        didSet { model.isActionSheet = preferredStyle == .actionSheet }
    }
    /// The text under the title.
    open var message: String?
    private var storedActions: [UIAlertAction] = []
    private var storedPreferredAction: UIAlertAction?
    private var storedTextFields: [UITextField] = []

    /// An alert controller with a title, a message and a style.
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
        super.modalPresentationStyle = resolvedPresentationStyle
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        preferredStyle = .actionSheet
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        super.modalPresentationStyle = resolvedPresentationStyle
    }

    /// The simulation's controller, marked as an action sheet when it is one: from iOS 26 UIKit presents action
    /// sheets with their own presentation controller (R131, R132).
    override func makeModel(identifier: String, children: [ViewController]) -> ViewController {
        let made = super.makeModel(identifier: identifier, children: children)
        made.isActionSheet = preferredStyle == .actionSheet
        return made
    }

    /// Not available from a storyboard, as in UIKit.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// UIKit's style for this kind of alert on this device; setting another is ignored, as in UIKit.
    open override var modalPresentationStyle: UIModalPresentationStyle {
        get { super.modalPresentationStyle }
        set { super.modalPresentationStyle = resolvedPresentationStyle }
    }

    /// UIKit's style for this kind of alert on the key window's device and iOS version.
    private var resolvedPresentationStyle: UIModalPresentationStyle {
        style(in: UIWindow.latest?.simulation)
    }

    /// UIKit's style for this kind of alert in `window` (a phone of the newest iOS without one).
    private func style(in window: Window?) -> UIModalPresentationStyle {
        let idiom = window?.environment.device.idiom ?? .phone
        let era = window?.era ?? .newest
        return UIModalPresentationStyle(
            era.alertControllerStyle(actionSheet: preferredStyle == .actionSheet, idiom: idiom))
    }

    /// The presenting window decides the style, as UIKit's alert controller resolves it when presented.
    override func resolvePresentationStyle(in window: Window) {
        let style = style(in: window)
        if super.modalPresentationStyle != style { super.modalPresentationStyle = style }
    }

    // MARK: Actions

    /// The buttons, in the order they were added.
    open var actions: [UIAlertAction] { storedActions }

    /// Adds a button. A second `.cancel` button raises `NSInternalInconsistencyException` in UIKit (recorded
    /// on the window) and is not added.
    open func addAction(_ action: UIAlertAction) {
        if action.style == .cancel, storedActions.contains(where: { $0.style == .cancel }) {
            UIWindow.record(
                SimulatedException(
                    name: "NSInternalInconsistencyException",
                    reason: "UIAlertController can only have one action with a style of UIAlertActionStyleCancel"),
                in: uiWindow)
            return
        }
        storedActions.append(action)
    }

    /// The button that Return triggers. One that is not in ``actions`` raises
    /// `NSInternalInconsistencyException` in UIKit (recorded on the window) and is not set.
    open var preferredAction: UIAlertAction? {
        get { storedPreferredAction }
        set {
            if let newValue, !storedActions.contains(where: { $0 === newValue }) {
                UIWindow.record(
                    SimulatedException(
                        name: "NSInternalInconsistencyException",
                        reason:
                            "The -preferredAction of an alert controller must be contained in the -actions array or be nil."
                    ),
                    in: uiWindow)
                return
            }
            storedPreferredAction = newValue
        }
    }

    // MARK: Text fields

    /// The text fields, in the order they were added.
    open var textFields: [UITextField]? { storedTextFields }

    /// Adds a text field and lets `configurationHandler` set it up. Only an alert takes text fields: an action
    /// sheet raises `NSInternalInconsistencyException` in UIKit (recorded on the window) and gets none.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            UIWindow.record(
                SimulatedException(
                    name: "NSInternalInconsistencyException",
                    reason: "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert"),
                in: uiWindow)
            return
        }
        let field = UITextField()
        storedTextFields.append(field)
        configurationHandler?(field)
    }

    // MARK: Tapping, for tests

    /// Taps `action`'s button, as the user would: the presenter dismisses the alert, and the action's handler
    /// runs once the dismissal is done (the decompiled UIKit runs it from the dismissal's completion).
    ///
    /// Not UIKit's API: the simulation's stand-in for a tap.
    ///
    /// - Returns: whether the tap did anything: `false` for an action not in ``actions``, a disabled one, or
    ///   an alert that is not presented.
    @discardableResult
    public func tapAction(_ action: UIAlertAction) -> Bool {
        guard storedActions.contains(where: { $0 === action }), action.isEnabled,
            let presenter = presentingViewController
        else { return false }
        presenter.dismiss(animated: true) { action.handler?(action) }
        return true
    }
}

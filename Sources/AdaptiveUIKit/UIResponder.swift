import Foundation

/// An object that responds to events, as UIKit's `UIResponder`: the base class of views, view controllers and
/// the application, derived from `NSObject` as in UIKit. Events are not simulated: the responder chain is
/// ``next`` (a view's controller or superview, a controller's view's superview or presenter), and the first
/// responder is only recorded.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    public override init() {
        super.init()
    }

    /// The next responder: none here (subclasses say theirs).
    open var next: UIResponder? { nil }

    /// Whether the responder accepts first responder status (false by default).
    open var canBecomeFirstResponder: Bool { false }

    /// Whether the responder gives up first responder status (true by default).
    open var canResignFirstResponder: Bool { true }

    /// Whether the responder is the first responder.
    open var isFirstResponder: Bool { UIResponder.firstResponder === self }

    /// Makes the responder the first responder if it accepts it.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder else { return false }
        UIResponder.firstResponder = self
        return true
    }

    /// Gives up first responder status.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if UIResponder.firstResponder === self { UIResponder.firstResponder = nil }
        return true
    }

    /// Touches are not simulated: declared so that overrides compile.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    /// Touches are not simulated: declared so that overrides compile.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    /// Touches are not simulated: declared so that overrides compile.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    /// Touches are not simulated: declared so that overrides compile.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

    private static weak var firstResponder: UIResponder?

    // MARK: The keyboard's notifications (posted by no simulated keyboard; their names and keys as UIKit's)

    public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")
    public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}

/// An event, as UIKit's `UIEvent`: declared so that responder overrides compile; no event is ever made.
@preconcurrency @MainActor
open class UIEvent: NSObject {}

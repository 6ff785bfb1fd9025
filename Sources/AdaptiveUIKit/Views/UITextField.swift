/// A text field, as UIKit's `UITextField`, with what an alert's text fields need: the text and the
/// placeholder. Nothing is typed or drawn; a test sets ``text`` as the user would.
@preconcurrency @MainActor
open class UITextField: UIView {
    /// The text in the field.
    open var text: String?
    /// The text shown while the field is empty.
    open var placeholder: String?
    /// Whether the field hides what is typed (stored only).
    open var isSecureTextEntry = false
    /// The font (the system font of 17 points by default; stored).
    open var font: UIFont? = UIFont.systemFont(ofSize: 17)
    /// The text colour (stored only).
    open var textColor: UIColor?
    /// How the text is aligned (stored only).
    open var textAlignment: NSTextAlignment = .natural
    /// The field's delegate (weak, as in UIKit): told when editing begins and ends and asked before each
    /// change a test makes with ``replaceText(in:with:)``.
    open weak var delegate: (any UITextFieldDelegate)?

    /// A field can be the first responder.
    open override var canBecomeFirstResponder: Bool { isEnabled }
    /// Whether the field takes input (true by default).
    open var isEnabled = true

    /// Starts editing as a tap would: asks `textFieldShouldBeginEditing(_:)`, then tells
    /// `textFieldDidBeginEditing(_:)`.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard !isFirstResponder else { return true }
        guard delegate?.textFieldShouldBeginEditing(self) ?? true, super.becomeFirstResponder() else { return false }
        delegate?.textFieldDidBeginEditing(self)
        return true
    }

    /// Ends editing: asks `textFieldShouldEndEditing(_:)`, then tells `textFieldDidEndEditing(_:)`.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        guard delegate?.textFieldShouldEndEditing(self) ?? true, super.resignFirstResponder() else { return false }
        delegate?.textFieldDidEndEditing(self)
        return true
    }

    /// Types `string` over `range` of the text as the user would (not part of UIKit): the delegate's
    /// `textField(_:shouldChangeCharactersIn:replacementString:)` decides, then the text changes. Returns
    /// whether it changed.
    @discardableResult
    public func replaceText(in range: NSRange, with string: String) -> Bool {
        guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: string) ?? true else {
            return false
        }
        let current = (text ?? "") as NSString
        text = current.replacingCharacters(in: range, with: string)
        return true
    }
}

/// A text field's delegate, as UIKit's `UITextFieldDelegate`: every method has a default.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    func textFieldDidBeginEditing(_ textField: UITextField)
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    func textFieldDidEndEditing(_ textField: UITextField)
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
    func textFieldShouldClear(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
}

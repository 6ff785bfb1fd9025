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
}

import Foundation

/// A scrolling text view, as UIKit's `UITextView`: its text, font and editing state, and its delegate told
/// of editing and asked before each change a test makes (``replaceText(in:with:)``). Text is not measured or
/// drawn.
@preconcurrency @MainActor
open class UITextView: UIScrollView {
    /// The text (empty by default).
    open var text: String! = "" {
        didSet { if text == nil { text = "" } }
    }
    /// The styled text (stored only).
    open var attributedText: NSAttributedString?
    /// The font (the system font of 12 points by default, as in UIKit; stored).
    open var font: UIFont? = UIFont.systemFont(ofSize: 12)
    /// The text colour (stored only).
    open var textColor: UIColor?
    /// How the text is aligned (stored only).
    open var textAlignment: NSTextAlignment = .natural
    /// Whether the user can edit the text (true by default).
    open var isEditable = true
    /// Whether the user can select the text (true by default).
    open var isSelectable = true
    /// The inset of the text container (8 points above and below by default, as in UIKit; stored).
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    /// ``UIScrollView/delegate`` as a text view's delegate (`textView.delegate = self` sets it, as in UIKit).
    private var textViewDelegate: (any UITextViewDelegate)? { delegate as? any UITextViewDelegate }

    /// An editable text view can be the first responder.
    open override var canBecomeFirstResponder: Bool { isEditable }

    /// Starts editing as a tap would: asks `textViewShouldBeginEditing(_:)`, then tells
    /// `textViewDidBeginEditing(_:)`.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard !isFirstResponder else { return true }
        let delegate = textViewDelegate
        guard delegate?.textViewShouldBeginEditing(self) ?? true, super.becomeFirstResponder() else { return false }
        delegate?.textViewDidBeginEditing(self)
        return true
    }

    /// Ends editing: asks `textViewShouldEndEditing(_:)`, then tells `textViewDidEndEditing(_:)`.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        let delegate = textViewDelegate
        guard delegate?.textViewShouldEndEditing(self) ?? true, super.resignFirstResponder() else { return false }
        delegate?.textViewDidEndEditing(self)
        return true
    }

    /// Types `string` over `range` of the text as the user would (not part of UIKit): the delegate's
    /// `textView(_:shouldChangeTextIn:replacementText:)` decides, then the text changes and
    /// `textViewDidChange(_:)` is told. Returns whether it changed.
    @discardableResult
    public func replaceText(in range: NSRange, with string: String) -> Bool {
        let delegate = textViewDelegate
        guard delegate?.textView(self, shouldChangeTextIn: range, replacementText: string) ?? true else { return false }
        text = (text as NSString).replacingCharacters(in: range, with: string)
        delegate?.textViewDidChange(self)
        return true
    }
}

/// A text view's delegate, as UIKit's `UITextViewDelegate` (a scroll view delegate too): every method has a
/// default.
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    func textViewDidBeginEditing(_ textView: UITextView)
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    func textViewDidEndEditing(_ textView: UITextView)
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    func textViewDidChange(_ textView: UITextView)
    func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String)
        -> Bool
    { true }
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidChangeSelection(_ textView: UITextView) {}
}

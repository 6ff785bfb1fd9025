import Foundation

/// A label, as UIKit's `UILabel`: its text is stored; nothing is drawn.
@preconcurrency @MainActor
open class UILabel: UIView {
    /// The label's text.
    open var text: String?
    /// The text colour (stored only).
    open var textColor: UIColor?
    /// The most lines the text may take (stored only).
    open var numberOfLines = 1
    /// The styled text (stored only).
    open var attributedText: NSAttributedString?
    /// How the text is aligned (stored only).
    open var textAlignment: NSTextAlignment = .natural
}

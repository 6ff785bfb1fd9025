import Foundation

/// A label, as UIKit's `UILabel`: its text is stored; nothing is drawn.
@preconcurrency @MainActor
open class UILabel: UIView {
    /// The label's text.
    open var text: String?
    /// The size the text takes, given by the test: the simulation has no font metrics, so a label has a
    /// natural size (``intrinsicContentSize``) only when this says what it is. Not part of UIKit.
    public var simulatedTextSize: CGSize? {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// ``simulatedTextSize``; none when the test gave no size.
    open override var intrinsicContentSize: CGSize {
        simulatedTextSize ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
    /// The font (the system font of 17 points by default): stored; text is not measured.
    open var font: UIFont! = UIFont.systemFont(ofSize: 17)
    /// Whether the font follows the Dynamic Type setting (stored only).
    open var adjustsFontForContentSizeCategory = false
    /// The text colour (stored only).
    open var textColor: UIColor?
    /// The most lines the text may take (stored only).
    open var numberOfLines = 1
    /// The styled text (stored only).
    open var attributedText: NSAttributedString?
    /// How the text is aligned (stored only).
    open var textAlignment: NSTextAlignment = .natural
}

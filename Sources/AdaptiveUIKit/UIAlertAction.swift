/// A button of an alert or action sheet, as UIKit's `UIAlertAction`.
///
/// Its handler runs when the button is tapped, after the alert's dismissal began; a test taps with
/// ``UIAlertController/tapAction(_:)``.
@preconcurrency @MainActor
open class UIAlertAction: NSObject {
    /// How the button looks, as UIKit's `UIAlertAction.Style` (raw values are UIKit's).
    public enum Style: Int, Sendable, Hashable, CaseIterable {
        /// A plain button.
        case `default` = 0
        /// The button that cancels; an alert has at most one.
        case cancel = 1
        /// A button that destroys data (drawn red in UIKit).
        case destructive = 2
    }

    /// The button's title.
    open private(set) var title: String?
    /// How the button looks.
    open private(set) var style: Style
    /// Whether the button can be tapped.
    open var isEnabled = true
    /// What a tap runs.
    let handler: (@MainActor (UIAlertAction) -> Void)?

    /// A button titled `title` whose tap runs `handler`.
    public init(title: String?, style: Style, handler: (@MainActor (UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}

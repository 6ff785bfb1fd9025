extension UIView {
    /// How a view's tint colour shows, as UIKit's `UIView.TintAdjustmentMode` (a presentation controller dims
    /// the presenter's tint while a card is up). Stored only: nothing is drawn.
    public enum TintAdjustmentMode: Int, Sendable, Hashable {
        /// The superview's mode (the default).
        case automatic
        /// The tint colour as set.
        case normal
        /// A desaturated, dimmed tint.
        case dimmed
    }
}

/// A tap recognizer, as UIKit's `UITapGestureRecognizer` (a dimming view's tap-to-dismiss): a discrete
/// gesture a test simulates with `simulate(.ended)` (``UIGestureRecognizer/simulate(_:at:)``).
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// Stored only: a simulated tap is recognized whatever the count.
    open var numberOfTapsRequired = 1
    /// Stored only: a simulated tap is recognized whatever the count.
    open var numberOfTouchesRequired = 1
}

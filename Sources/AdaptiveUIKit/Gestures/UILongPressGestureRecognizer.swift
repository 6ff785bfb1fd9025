import Foundation

/// A long-press recognizer, as UIKit's `UILongPressGestureRecognizer`: a continuous gesture a test simulates
/// with `simulate(.began)`, `.changed` and `.ended` (``UIGestureRecognizer/simulate(_:at:)``).
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// Stored only: a simulated press begins when the test says.
    open var minimumPressDuration: TimeInterval = 0.5
    /// Stored only: touches are not simulated.
    open var allowableMovement: CGFloat = 10
    /// Stored only: touches are not simulated.
    open var numberOfTapsRequired = 0
    /// Stored only: touches are not simulated.
    open var numberOfTouchesRequired = 1
}

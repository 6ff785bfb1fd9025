/// A swipe recognizer, as UIKit's `UISwipeGestureRecognizer`: a discrete gesture a test simulates with
/// `simulate(.ended)` (``UIGestureRecognizer/simulate(_:at:)``).
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions a swipe is recognized in, as UIKit's `UISwipeGestureRecognizer.Direction`.
    public struct Direction: OptionSet, Hashable, Sendable {
        public let rawValue: UInt

        /// Directions from their raw bits (UIKit's values).
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// To the right.
        public static let right = Direction(rawValue: 1 << 0)
        /// To the left.
        public static let left = Direction(rawValue: 1 << 1)
        /// Upwards.
        public static let up = Direction(rawValue: 1 << 2)
        /// Downwards.
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The direction the swipe must go in (right by default, as in UIKit). Stored only: a simulated swipe is
    /// recognized whatever its direction.
    open var direction: Direction = .right
    /// Stored only: touches are not simulated.
    open var numberOfTouchesRequired = 1
}

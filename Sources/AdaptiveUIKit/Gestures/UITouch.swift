import Foundation

/// A touch, as UIKit's `UITouch`, so that delegates implementing
/// ``UIGestureRecognizerDelegate/gestureRecognizer(_:shouldReceive:)`` compile. Touches are not simulated:
/// none is ever made, and that method is never asked.
@preconcurrency @MainActor
open class UITouch: NSObject {
    public override init() {}

    /// The view the touch began in.
    open var view: UIView? { nil }

    /// Where the touch is, in `view`'s coordinates.
    open func location(in view: UIView?) -> CGPoint { .zero }
}

import Foundation

/// A pinch recognizer, as UIKit's `UIPinchGestureRecognizer` (pinch-to-dismiss a photo): a test sets
/// ``scale`` and ``velocity`` with ``simulate(_:scale:velocity:)``; the app's handler reads them and may reset
/// ``scale`` to 1 to measure increments, as in UIKit.
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// The scale of the pinch since it began (or since the handler last set it).
    open var scale: CGFloat = 1
    /// The scale's rate of change, per second.
    open private(set) var velocity: CGFloat = 0

    /// Simulation only: moves the pinch to `state` with `scale` and `velocity`, then calls the simulated
    /// actions (see ``UIGestureRecognizer/simulate(_:at:)``).
    public func simulate(_ state: State, scale: CGFloat, velocity: CGFloat = 0) {
        self.scale = scale
        self.velocity = velocity
        simulate(state)
    }
}

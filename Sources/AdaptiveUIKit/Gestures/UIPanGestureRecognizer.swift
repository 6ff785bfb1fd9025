import Foundation

/// A pan (drag) recognizer, as UIKit's `UIPanGestureRecognizer`: the translation and velocity a test
/// simulates (``simulate(_:translation:velocity:)``), in any view's coordinates.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The translation since the gesture began (or since ``setTranslation(_:in:)``), in the window's
    /// coordinates.
    private var translationInWindow = CGPoint.zero
    /// The velocity in points per second, in the window's coordinates.
    private var velocityInWindow = CGPoint.zero

    /// Stored only: touches are not simulated.
    open var minimumNumberOfTouches = 1
    /// Stored only: touches are not simulated.
    open var maximumNumberOfTouches = Int.max

    /// The translation of the pan in `view`'s coordinates (the window's when `nil`).
    open func translation(in view: UIView?) -> CGPoint {
        vector(translationInWindow, in: view)
    }

    /// Sets the translation, given in `view`'s coordinates (the window's when `nil`), as a pan handler
    /// does to measure increments.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        translationInWindow = windowVector(translation, from: view)
    }

    /// The velocity of the pan in points per second, in `view`'s coordinates (the window's when `nil`).
    open func velocity(in view: UIView?) -> CGPoint {
        vector(velocityInWindow, in: view)
    }

    /// Simulation only: moves the pan to `state` with `translation` (in the window's coordinates, since the
    /// gesture began or since the last ``setTranslation(_:in:)``) and `velocity` (points per second), the
    /// touch moved by the change in translation, then calls the simulated actions (see
    /// ``UIGestureRecognizer/simulate(_:at:)``).
    public func simulate(_ state: State, translation: CGPoint, velocity: CGPoint = .zero) {
        let moved = CGPoint(
            x: location(in: nil).x + translation.x - translationInWindow.x,
            y: location(in: nil).y + translation.y - translationInWindow.y)
        translationInWindow = translation
        velocityInWindow = velocity
        simulate(state, at: moved)
    }

    /// A window-coordinates vector in `view`'s coordinates.
    private func vector(_ vector: CGPoint, in view: UIView?) -> CGPoint {
        guard let view else { return vector }
        let origin = view.convert(CGPoint.zero, from: nil)
        let end = view.convert(vector, from: nil)
        return CGPoint(x: end.x - origin.x, y: end.y - origin.y)
    }

    /// A vector of `view`'s coordinates in the window's.
    private func windowVector(_ vector: CGPoint, from view: UIView?) -> CGPoint {
        guard let view else { return vector }
        let origin = view.convert(CGPoint.zero, to: nil)
        let end = view.convert(vector, to: nil)
        return CGPoint(x: end.x - origin.x, y: end.y - origin.y)
    }
}

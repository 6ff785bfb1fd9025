import Foundation

/// A gesture recognizer, as UIKit's `UIGestureRecognizer`: attached to a view, with a ``state`` and targets.
///
/// Touches are not simulated and Linux has no Objective-C runtime to send `action` to `target`, so targets
/// are stored, never called. A test drives a recognizer instead: ``simulate(_:at:)`` (and
/// ``UIPanGestureRecognizer/simulate(_:translation:velocity:)``) sets the state and what the recognizer
/// reports, then calls the handlers added with ``addSimulatedAction(_:)`` (typically the app's action method,
/// `{ [unowned self] in handlePan($0 as! UIPanGestureRecognizer) }`).
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    /// The states of a recognizer, as UIKit's `UIGestureRecognizer.State`.
    public enum State: Int, Sendable {
        /// Not yet recognized (the initial state).
        case possible
        /// A continuous gesture began.
        case began
        /// A continuous gesture changed.
        case changed
        /// The gesture ended.
        case ended
        /// The gesture was cancelled.
        case cancelled
        /// The gesture failed to be recognized.
        case failed

        /// A discrete gesture was recognized (the same as ``ended``).
        public static let recognized = State.ended
    }

    /// A target and action pair given to ``init(target:action:)`` or ``addTarget(_:action:)``.
    private struct TargetAction {
        weak var target: AnyObject?
        let action: Selector
    }

    private var targets: [TargetAction] = []
    private var simulatedActions: [(UIGestureRecognizer) -> Void] = []
    /// Where the simulated touch is, in the window's coordinates.
    private var locationInWindow = CGPoint.zero

    /// The recognizer's state: `.possible` until a test simulates the gesture.
    open var state: State = .possible
    /// The view the recognizer is attached to (``UIView/addGestureRecognizer(_:)``).
    open internal(set) weak var view: UIView?
    /// Whether the recognizer recognizes: a disabled recognizer ignores ``simulate(_:at:)``.
    open var isEnabled = true
    /// Stored only: touches are not simulated.
    open var cancelsTouchesInView = true
    /// Stored only: touches are not simulated.
    open var delaysTouchesBegan = false
    /// Stored only: touches are not simulated.
    open var delaysTouchesEnded = true
    /// Asked whether the gesture may begin (``UIGestureRecognizerDelegate/gestureRecognizerShouldBegin(_:)``).
    /// Weak, as in UIKit.
    open weak var delegate: (any UIGestureRecognizerDelegate)?
    /// A name for debugging.
    open var name: String?

    /// A recognizer whose action is `action` on `target` (stored only: see the type's discussion).
    public init(target: Any?, action: Selector?) {
        super.init()
        if let target, let action { addTarget(target, action: action) }
    }

    /// A recognizer with no target.
    public convenience override init() {
        self.init(target: nil, action: nil)
    }

    /// Adds a target and action (stored only: Linux cannot send selectors).
    open func addTarget(_ target: Any, action: Selector) {
        targets.append(TargetAction(target: target as AnyObject, action: action))
    }

    /// Removes a target and action; a `nil` target or action matches all.
    open func removeTarget(_ target: Any?, action: Selector?) {
        targets.removeAll { entry in
            (target == nil || entry.target === target as AnyObject) && (action == nil || entry.action == action)
        }
    }

    /// The actions added with ``init(target:action:)`` and ``addTarget(_:action:)``, as their selectors.
    public var targetActions: [Selector] { targets.map(\.action) }

    /// Simulation only: adds a handler that ``simulate(_:at:)`` calls each time it changes the state, as UIKit
    /// sends the recognizer's actions (UIKit has no such method; `addTarget(_:action:)` cannot fire here).
    public func addSimulatedAction(_ handler: @escaping (UIGestureRecognizer) -> Void) {
        simulatedActions.append(handler)
    }

    /// Simulation only: moves the gesture to `state`, with the touch at `location` in the window's
    /// coordinates (where it was when `nil`), and calls the simulated actions, as UIKit does when a
    /// recognizer's state changes. A disabled recognizer does nothing. Beginning asks the delegate's
    /// ``UIGestureRecognizerDelegate/gestureRecognizerShouldBegin(_:)``; a refusal fails the gesture and
    /// calls no action. Each touch event arrives on a run-loop turn of its own: what the previous turn left
    /// for the next one (an animator that a `dismiss` in the action starts, R98) runs first.
    public func simulate(_ state: State, at location: CGPoint? = nil) {
        view?.window?.simulation.advance(by: .zero)
        guard isEnabled else { return }
        if let location { locationInWindow = location }
        if state == .began || (state == .ended && self.state == .possible),
            let delegate, !delegate.gestureRecognizerShouldBegin(self)
        {
            self.state = .failed
            return
        }
        self.state = state
        for action in simulatedActions { action(self) }
    }

    /// Where the touch is, in `view`'s coordinates (the window's when `nil`).
    open func location(in view: UIView?) -> CGPoint {
        guard let view else { return locationInWindow }
        return view.convert(locationInWindow, from: nil)
    }

    /// The number of touches: one while a simulated gesture is under way, else none.
    open var numberOfTouches: Int { state == .began || state == .changed ? 1 : 0 }

    /// Stored only: every recognizer recognizes on its own.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {}
}

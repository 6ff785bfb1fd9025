/// An animator that is code rather than a description: the app's own `UIViewControllerAnimatedTransitioning`
/// object, run by AdaptiveUIKit over the transition context UIKit would give it (R93–R97).
///
/// A transitioning or navigation delegate answers with a ``TransitionAnimator`` whose ``TransitionAnimator/script``
/// is set; the window then asks the script for its duration and lets it animate the context's views on the
/// virtual clock, and the transition ends when the script calls ``TransitionContext/completeTransition(_:)``.
/// The failure modes the window sees in views (F2–F5, F7–F9) are recorded as for a description; a script that
/// never completes is F1 once the clock has nothing left to run.
public protocol TransitionScript: AnyObject {
    /// `transitionDuration(using:)`, in seconds.
    func transitionDuration(using context: TransitionContext) -> Double
    /// `animateTransition(using:)`, or, when the delegate gave an interaction controller, its
    /// `startInteractiveTransition(_:)`.
    func startTransition(using context: TransitionContext)
    /// `animationEnded(_:)`, after UIKit's clean-up.
    func animationEnded(_ transitionCompleted: Bool)
}

/// The reference a ``TransitionAnimator`` keeps to its script: equal only to itself.
public final class TransitionScriptReference: Hashable, @unchecked Sendable {
    /// The script. Used on the thread that drives the window only.
    public let script: any TransitionScript

    public init(_ script: any TransitionScript) {
        self.script = script
    }

    public static func == (lhs: TransitionScriptReference, rhs: TransitionScriptReference) -> Bool {
        lhs === rhs
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}

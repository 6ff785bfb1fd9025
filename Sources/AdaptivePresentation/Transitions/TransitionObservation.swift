/// What the transition runner saw of a transition's views when it ended: the facts the failure modes F2, F3,
/// F5 and F8 are decided from (``TransitionFailureRules/atEnd(of:)``), whoever wrote the animator.
struct TransitionObservation: Hashable, Sendable {
    var kind: TransitionKind
    var completed: Bool
    /// The animator's name; `nil` for UIKit's built-in animation.
    var animator: String?
    /// The presented (or dismissed) controller's identifier.
    var presented: String
    /// Whether the presented controller's view is in the window.
    var presentedViewInWindow: Bool
    /// Whether the animator took the to-view out again after a successful presentation (F9, not F2).
    var removedToView: Bool
    /// Whether the presentation removes the presenter's view (full screen, current context).
    var removesPresentersView: Bool
    /// The presenter's view: its name, whether it is in the window, and its alpha.
    var presenterView: String
    var presenterViewInWindow: Bool
    var presenterValues: ViewValues
    /// Whether the presenter's view is meant to be on screen after a dismissal (an unwind through several
    /// presentations dismisses the presenter too).
    var presenterStays: Bool
    /// On a dismissal, the animator that presented (for F3's report).
    var presentedBy: String?
    /// On a dismissal, whether the animator put the presenter's view into the container and it is still there.
    var presenterViewLeftInContainer: Bool
    /// On a cancelled dismissal, the from-view's name and values, when they differ from those it started with.
    var changedFromView: String?
    var changedFromValues: ViewValues?
}

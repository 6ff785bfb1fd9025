/// What a built-in transition animates (R84, R89): decided by ``PresentationDecider/builtInAnimation(appearance:transitionStyle:)``.
public enum BuiltInTransitionAnimation: String, Hashable, Sendable, CaseIterable {
    /// The presented view slides up from below the window (cover vertical; sheets and cards).
    case slideFromBottom
    /// The presented view fades in (cross dissolve; popovers).
    case fade
    /// A horizontal flip, drawn as a horizontal scale of the presented view from 0 to 1.
    case flip
    /// A page curl, drawn as the presenter's view lifting off the top edge.
    case curl
    /// A navigation push: the pushed view slides in from the trailing edge (a pop slides it back out).
    case slideFromTrailing
}

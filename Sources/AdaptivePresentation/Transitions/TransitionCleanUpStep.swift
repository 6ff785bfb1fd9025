/// One thing UIKit (not the animator) does to the views when a transition ends (R101, R105, R107, R129), as
/// ``PresentationDecider/cleanUp(_:completed:removesPresentersView:)`` decides it and the window applies it.
public enum TransitionCleanUpStep: Hashable, Sendable, CaseIterable {
    /// A completed presentation that removes the presenter's view takes it out of the window.
    case removePresenterView
    /// The presented view (its wrapper, when it has one) leaves the window.
    case removePresentedView
    /// A cancelled presentation puts the presenter's view back at the bottom of the window, if the transition
    /// had moved it into the container.
    case returnPresenterViewToWindow
    /// A completed dismissal that had removed the presenter's view puts it back below the container, as the
    /// animator left it (R107), even if the animator never added it.
    case restorePresenterViewBelowContainer
    /// The container leaves the window, and the presentation forgets its transition views.
    case removeContainer
    /// A cancelled dismissal brings the presentation controller's chrome back (R105).
    case restoreDimming
    /// A push or pop that completed takes the outgoing controller's view out of the navigation controller's
    /// view (R129).
    case removeOutgoingView
    /// A cancelled push or pop takes the incoming controller's view out again (R129).
    case removeIncomingView
}

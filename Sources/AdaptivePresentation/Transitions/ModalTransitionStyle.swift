/// The built-in animation of a modal presentation, as `UIModalTransitionStyle` (R89).
///
/// Set on the **presented** view controller (``ViewController/modalTransitionStyle``), not on the presenter;
/// the default is ``coverVertical``. The dismissal plays the same style in reverse. UIKit plays it when no
/// custom animator takes over (R84); a storyboard's Present Modally or Popover segue sets it from its
/// Transition attribute when that is not "Default" (R87).
///
/// Raw values are the Swift case names UIKit uses, which are also the names in scenario files, in
/// Interface Builder's `modalTransitionStyle` attribute and on the command line.
public enum ModalTransitionStyle: String, Sendable, CaseIterable {
    /// B slides up from the bottom; on dismissal it slides back down. The default.
    case coverVertical
    /// A horizontal 3-D flip from right to left reveals B as if it were on the back of the previous view;
    /// the dismissal flips from left to right.
    case flipHorizontal
    /// The current view fades out while B fades in; the dismissal cross-fades back.
    case crossDissolve
    /// A corner of the current view curls up to reveal B underneath; on dismissal the page unfurls over B.
    /// Only for a full-screen presentation from a full-screen presenter, and a controller presented so cannot
    /// present another one (R90).
    case partialCurl
}

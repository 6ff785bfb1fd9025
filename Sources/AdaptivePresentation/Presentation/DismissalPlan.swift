/// How a dismissal of the top presentation proceeds (R34, R57), as ``PresentationDecider`` decides it; the
/// window carries it out.
public enum DismissalPlan: Hashable, Sendable {
    /// The gesture does not apply to this presentation (a swipe on a full-screen one, a tap outside
    /// something that is not a popover).
    case notApplicable
    /// The presentation goes with no dismissal delegate call: a programmatic `dismiss(animated:)`, or a user
    /// dismissal before iOS 13, which has no dismissal delegate methods.
    case dismiss
    /// The presentation stays with no delegate call: before iOS 13, `isModalInPresentation` (then
    /// `modalInPopover`) refuses a tap outside the popover.
    case refuse
    /// From iOS 13, `isModalInPresentation` refuses the gesture: the delegate hears
    /// `presentationControllerDidAttemptToDismiss`; a refused swipe leaves the sheet at its smallest active
    /// detent (R57) when `settlesSheet`.
    case refuseAndNotify(settlesSheet: Bool)
    /// From iOS 13: `presentationControllerShouldDismiss` decides (dismissed when not implemented); then
    /// `WillDismiss` and `DidDismiss` around the dismissal, or `DidAttemptToDismiss` and, for a swipe
    /// (`settlesSheetIfRefused`), R57's settling.
    case askDelegate(settlesSheetIfRefused: Bool)
}

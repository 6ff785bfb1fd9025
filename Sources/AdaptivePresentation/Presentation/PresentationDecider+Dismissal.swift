extension PresentationDecider {
    // MARK: R34

    /// R34: how a dismissal of a presentation decided as `decision` proceeds.
    ///
    /// A programmatic dismissal always dismisses, with no delegate call and `isModalInPresentation` ignored.
    /// A user gesture applies only where UIKit offers it: a tap outside a popover, a swipe on a sheet from
    /// iOS 13. Before iOS 13 there are no dismissal delegate methods; from iOS 13 `isModalInPresentation`
    /// refuses with `DidAttemptToDismiss`, else the delegate's `presentationControllerShouldDismiss` decides.
    ///
    /// - Parameters:
    ///   - kind: how the dismissal is asked for: in code, or by one of the user's gestures.
    ///   - decision: how the presentation being dismissed was decided, `nil` when nothing is presented.
    ///   - isModalInPresentation: whether the displayed controller or one of its children is
    ///     modal in presentation; read only for a gesture that applies.
    public func dismissal(
        _ kind: DismissalKind, of decision: PresentationDecision?, isModalInPresentation: @autoclosure () -> Bool
    ) -> DismissalPlan {
        guard kind.isUserInitiated else { return .dismiss }
        guard let decision else { return .notApplicable }
        let applies: Bool
        switch kind {
        case .programmatic, .interactive: applies = true
        case .tapOutside: applies = decision.appearance == .popover
        case .swipe: applies = era.hasDismissalDelegate && decision.style.isSheet
        }
        guard applies else { return .notApplicable }
        let modal = isModalInPresentation()
        guard era.hasDismissalDelegate else { return modal ? .refuse : .dismiss }
        if modal { return .refuseAndNotify(settlesSheet: kind == .swipe) }
        return .askDelegate(settlesSheetIfRefused: kind == .swipe)
    }
}

/// The rules of animated transitions (R83–R85, R89, R94, R96, R101, R102; the "Presentation rules" article), decided
/// from the *active* presentation (after adaptation): the window plays them, the reports read them.
extension PresentationDecider {
    /// Q4: every built-in modal transition (cover vertical, cross dissolve, flip, curl, a sheet sliding up, a
    /// popover fading) lasts this long; UIKit's table is private and falls back to 0.4 s.
    public static let builtInTransitionDuration = 0.4

    /// R83, R85, Q1, Q2, Q3: whether UIKit asks the presented controller's transitioning delegate for an
    /// animator. Every modal style does from iOS 8 when animated; a popover shown as a popover keeps its own
    /// animation (Q1: the animator is not asked); a presentation without animation asks only for `.custom`
    /// (so that the animator can add its views, R85), a dismissal without animation never (Q3).
    public func asksForAnimator(
        _ kind: TransitionKind, appearance: PresentationAppearance, style: PresentationStyle, animated: Bool
    ) -> Bool {
        if appearance == .popover { return false }
        if animated { return true }
        return kind == .present && style == .custom
    }

    /// R94, R101, R122: whether the active presentation controller removes the presenter's views when the
    /// presentation completes: full screen and current context do (an era-9 iPhone sheet is full screen by
    /// then); sheets, cards, popovers and the "over" styles do not; a custom presentation controller says
    /// (`shouldRemovePresentersView`, `false` in the base class, R126).
    public func removesPresentersView(_ appearance: PresentationAppearance, custom: Bool? = nil) -> Bool {
        switch appearance {
        case .fullScreen, .currentContext: true
        case .sheet, .card, .popover, .overFullScreen, .overCurrentContext: false
        case .custom: custom ?? false
        }
    }

    /// R94, R122: whether the presentation controller's `presentedView` wraps the presented view (rounded
    /// corners and shadow): sheets, cards and popovers do.
    public func wrapsPresentedView(_ appearance: PresentationAppearance) -> Bool {
        switch appearance {
        case .sheet, .card, .popover: true
        case .fullScreen, .currentContext, .overFullScreen, .overCurrentContext, .custom: false
        }
    }

    /// R94: `view(forKey: .from)` and `view(forKey: .to)`, from the active presentation controller.
    public func transitionViews(
        _ kind: TransitionKind, removesPresentersView removes: Bool, wrapsPresentedView wraps: Bool
    ) -> (from: TransitionViewReference, to: TransitionViewReference) {
        let presented: TransitionViewReference = wraps ? .wrapper : .presented
        let presenter: TransitionViewReference = removes ? .presenter : .none
        switch kind {
        case .present, .push: return (presenter, presented)
        case .dismiss, .pop: return (presented, presenter)
        }
    }

    /// R96 and Q5: `initialFrame(for:)` and `finalFrame(for:)` of the presented controller, in container
    /// coordinates: a presentation starts at `.zero` (unknown) and ends at the presentation controller's
    /// `frameOfPresentedViewInContainerView`; a dismissal starts at the view's current frame and, per the
    /// decompiled UIKit (Q5), ends there too (the header's rule would give `.zero`).
    public func presentedTransitionFrames(_ kind: TransitionKind, presentedFrame: Rect, currentFrame: Rect) -> (
        initial: Rect, final: Rect
    ) {
        switch kind {
        case .present, .push: (.zero, presentedFrame)
        case .dismiss, .pop: (currentFrame, currentFrame)
        }
    }

    /// R96: the presenter's frames: it starts where it is (the container's bounds for a full-window
    /// presenter) and, on a presentation, ends at `.zero` exactly when its view is removed; on a dismissal it
    /// is the controller being shown again, whose initial frame is unknown (`.zero`) and whose final frame is
    /// the container's bounds.
    public func presenterTransitionFrames(
        _ kind: TransitionKind, removesPresentersView removes: Bool, presenterFrame: Rect, container: Rect
    ) -> (initial: Rect, final: Rect) {
        switch kind {
        case .present, .push: (presenterFrame, removes ? .zero : presenterFrame)
        case .dismiss, .pop: (.zero, container)
        }
    }

    /// R101, R105, R107, R129: what UIKit does to the views when a transition ends, whatever the animator did.
    /// A presentation that completed takes the presenter's view away when it removes it; one that was
    /// cancelled never happened (the presented view and container go, the presenter's view returns). A
    /// dismissal that completed removes the presented view and the container and, when the presenter's view
    /// had been removed, puts it back; a cancelled one restores the chrome. A push or pop keeps the incoming
    /// view and drops the outgoing one, or the other way round when cancelled.
    public func cleanUp(
        _ kind: TransitionKind, completed: Bool, removesPresentersView removes: Bool
    ) -> [TransitionCleanUpStep] {
        switch (kind, completed) {
        case (.present, true): removes ? [.removePresenterView] : []
        case (.present, false): [.removePresentedView, .returnPresenterViewToWindow, .removeContainer]
        case (.dismiss, true):
            [.removePresentedView] + (removes ? [.restorePresenterViewBelowContainer] : []) + [.removeContainer]
        case (.dismiss, false): [.restoreDimming]
        case (.push, true), (.pop, true): [.removeOutgoingView]
        case (.push, false), (.pop, false): [.removeIncomingView]
        }
    }

    /// R84, R89, R122: what the built-in animation moves when no custom animator runs: a sheet or card
    /// slides up from below and a popover fades (their presentation controllers' own animations); otherwise
    /// the presented controller's `modalTransitionStyle`. Flips and curls are three-dimensional; the model
    /// keeps their timing and draws them schematically (a flip as a horizontal scale through zero, a curl
    /// as the presenter's view lifting off the top).
    public func builtInAnimation(
        appearance: PresentationAppearance, transitionStyle: ModalTransitionStyle
    ) -> BuiltInTransitionAnimation {
        if !builtInUsesTransitionStyle(appearance) { return appearance == .popover ? .fade : .slideFromBottom }
        switch transitionStyle {
        case .coverVertical: return .slideFromBottom
        case .crossDissolve: return .fade
        case .flipHorizontal: return .flip
        case .partialCurl: return .curl
        }
    }

    /// R84: whether the built-in animation is the presented controller's `modalTransitionStyle` (not the
    /// popover's or the sheet's own).
    public func builtInUsesTransitionStyle(_ appearance: PresentationAppearance) -> Bool {
        switch appearance {
        case .popover, .sheet, .card: false
        default: true
        }
    }

    /// R102: the appearance callbacks a transition sends when it begins, in order: the presenter gets them
    /// only when its views are removed (or were, on a dismissal).
    public func appearanceCallsAtBegin(
        _ kind: TransitionKind, presented: String, presenter: String, removesPresentersView removes: Bool
    ) -> [TransitionCall] {
        switch kind {
        case .present, .push:
            return (removes ? [.viewWillDisappear(presenter)] : []) + [.viewWillAppear(presented)]
        case .dismiss, .pop:
            return [.viewWillDisappear(presented)] + (removes ? [.viewWillAppear(presenter)] : [])
        }
    }

    /// R102: `viewIsAppearing` (iOS 13 on, where it is back-deployed): once the appearing controller's view is
    /// in the hierarchy and laid out, at the start of the transition, between `viewWillAppear` and the
    /// animation.
    public func appearanceCallsAfterLayout(
        _ kind: TransitionKind, presented: String, presenter: String, removesPresentersView removes: Bool
    ) -> [TransitionCall] {
        guard era.iOS >= 13, kind.isForward || removes else { return [] }
        return [.viewIsAppearing(kind.isForward ? presented : presenter)]
    }

    /// R125: the presenter's appearance callbacks when a presentation adapts on screen to a presentation
    /// controller that removes the presenter's views (`removes`) where the previous one kept them, or the
    /// other way round: UIKit swaps the controllers without a transition of the app's, and the presenter
    /// disappears or appears, so that its calls stay balanced with the dismissal's.
    public func appearanceCallsOnAdaptation(presenter: String, removesPresentersView removes: Bool)
        -> [TransitionCall]
    {
        if removes { return [.viewWillDisappear(presenter), .viewDidDisappear(presenter)] }
        let appearing: [TransitionCall] = era.iOS >= 13 ? [.viewIsAppearing(presenter)] : []
        return [.viewWillAppear(presenter)] + appearing + [.viewDidAppear(presenter)]
    }

    /// R102, Q10: the appearance callbacks when the transition ends. Completed: the to-controller first
    /// (its `viewIsAppearing` came at the start, ``appearanceCallsAfterLayout(_:presented:presenter:removesPresentersView:)``),
    /// then the from-controller. Cancelled: UIKit reverses the begun appearance transitions, so the controller that was
    /// appearing disappears again and the one that was disappearing appears again.
    public func appearanceCallsAtEnd(
        _ kind: TransitionKind, completed: Bool, presented: String, presenter: String,
        removesPresentersView removes: Bool
    ) -> [TransitionCall] {
        let appearing = kind.isForward ? presented : presenter
        let disappearing = kind.isForward ? presenter : presented
        let appearingCalled = kind.isForward || removes
        let disappearingCalled = !kind.isForward || removes
        var calls: [TransitionCall] = []
        func appear(_ id: String) -> [TransitionCall] {
            era.iOS >= 13 ? [.viewIsAppearing(id), .viewDidAppear(id)] : [.viewDidAppear(id)]
        }
        if completed {
            if appearingCalled { calls.append(.viewDidAppear(appearing)) }
            if disappearingCalled { calls.append(.viewDidDisappear(disappearing)) }
        } else {
            if appearingCalled { calls += [.viewWillDisappear(appearing), .viewDidDisappear(appearing)] }
            if disappearingCalled { calls += [.viewWillAppear(disappearing)] + appear(disappearing) }
        }
        return calls
    }
}

/// The failure modes F1–F16 (``TransitionHazard``), each decided in one place: those of a running
/// transition (F1–F9, F13, F15) from what the transition runner observed, whoever wrote the animator (the
/// app's code, a description or UIKit), and those of a request (F10, F11, F12, F14, F16) from what it found.
/// The window and the segues gather the facts at the moment each can show, and record what these rules decide.
public enum TransitionFailureRules {
    /// F1 (R99): the transition's declared duration is over, nothing it scheduled is left to run, and the
    /// animator never called `completeTransition(_:)`.
    static func neverCompletes(
        _ kind: TransitionKind, animator: String?, presented: String, durationOver: Bool, nothingScheduled: Bool,
        ended: Bool
    ) -> TransitionHazard? {
        guard !ended, durationOver, nothingScheduled else { return nil }
        return TransitionHazard(
            .F1,
            detail:
                "animator \(animator ?? "") never calls completeTransition(_:) for the \(kind.noun) of \(presented)"
        )
    }

    /// F2, F3, F5, F8: what the views show once the transition ended (R101, R105, R107).
    static func atEnd(of seen: TransitionObservation) -> TransitionHazard? {
        let name = seen.animator ?? "the built-in animation"
        switch (seen.kind, seen.completed) {
        case (.present, true):
            // The controller's view, in its wrapper or pulled out of it (F4): either way something appears.
            guard !seen.presentedViewInWindow, !seen.removedToView else { return nil }
            let black = seen.removesPresentersView ? ": the screen is black" : ""
            return TransitionHazard(
                .F2, detail: "animator \(name) never adds \(seen.presented)'s view to the container\(black)")
        case (.dismiss, true):
            guard seen.presenterStays else { return nil }
            if !seen.presenterViewInWindow {
                return TransitionHazard(
                    .F5,
                    detail:
                        "animator \(name) put \(seen.presenterView)'s view into the container, and UIKit removed it with the container: the screen is black"
                )
            }
            guard seen.removesPresentersView, seen.presenterValues.isInvisible else { return nil }
            return TransitionHazard(
                .F3,
                detail:
                    "\(seen.presenterView)'s view comes back with alpha \(Size.format(seen.presenterValues.alpha)), as \(seen.presentedBy.map { "animator \($0)" } ?? "the presentation") left it: the screen is black"
            )
        case (.dismiss, false):
            if seen.presenterViewLeftInContainer {
                return TransitionHazard(
                    .F8,
                    detail:
                        "after the cancelled dismissal, \(seen.presenterView)'s view stays inside the container under \(seen.presented)"
                )
            }
            // R105: the model keeps the animation's end values; the animator must put them back.
            guard let view = seen.changedFromView, let values = seen.changedFromValues else { return nil }
            return TransitionHazard(
                .F8,
                detail:
                    "after the cancelled dismissal, \(view) keeps the values the animation ended at (frame \(TraceValue.rect(values.frame)), alpha \(Size.format(values.alpha))): the animator does not undo them"
            )
        case (.present, false), (.push, _), (.pop, _):
            return nil
        }
    }

    /// F4: the animator put the presented controller's own view into the container, out of the wrapper
    /// UIKit gave it as `view(forKey: .to)`.
    static func pulledOutOfWrapper(
        _ kind: TransitionKind, animator: String, presented: String, style: PresentationStyle,
        hasWrapper: Bool, presentedViewInWrapper: Bool, presentedViewInContainer: Bool
    ) -> TransitionHazard? {
        guard kind.isForward, hasWrapper, !presentedViewInWrapper, presentedViewInContainer else { return nil }
        return TransitionHazard(
            .F4, detail: "animator \(animator) adds \(presented)'s own view, pulling it out of its \(style) wrapper")
    }

    /// F6: the animator force-unwraps a `nil` view of its context, and the app traps there.
    static func trap(
        _ kind: TransitionKind, animator: String, forceUnwrapping role: TransitionViewRole, style: PresentationStyle
    ) -> TransitionHazard {
        TransitionHazard(
            .F6,
            detail:
                "animator \(animator) force-unwraps view(forKey: .\(role)), which is nil for this \(kind) (\(style))"
        )
    }

    /// F7 and F9, when the animator calls `completeTransition(_:)`: completing a cancelled interaction, or
    /// completing a presentation after taking the to-view it added out of the window again.
    static func atCompletion(
        _ kind: TransitionKind, animator: String, presented: String, didComplete: Bool, wasCancelled: Bool,
        toViewAddedAndRemoved: Bool
    ) -> [TransitionHazard] {
        var hazards: [TransitionHazard] = []
        if didComplete, wasCancelled {
            hazards.append(
                TransitionHazard(
                    .F7,
                    detail:
                        "animator \(animator) calls completeTransition(true) after the interaction was cancelled: UIKit finalises the \(kind.noun)"
                ))
        }
        if kind == .present, didComplete, !wasCancelled, toViewAddedAndRemoved {
            hazards.append(
                TransitionHazard(
                    .F9,
                    detail:
                        "animator \(animator) removes the to-view after a successful presentation: \(presented) is presented but not shown"
                ))
        }
        return hazards
    }

    /// F13: the transitioning delegate gives a percent-driven interaction controller that nothing drives.
    static func interactionNobodyDrives(_ kind: TransitionKind, animator: String) -> TransitionHazard {
        TransitionHazard(
            .F13,
            detail:
                "\(animator)'s transitioning delegate returns a percent-driven interaction controller for a \(kind.noun) no gesture drives: it waits at 0% forever"
        )
    }

    /// F15: an animated presentation or dismissal completed inside `animateTransition(using:)` without
    /// animating anything while the controller on the source side is a container: what an animator does when
    /// its cast of `viewController(forKey:)` to the source's type fails and it gives up.
    static func completedWithoutAnimating(
        _ kind: TransitionKind, animator: String, animated: Bool, sourceIsContainer: Bool, source: String,
        animating: Bool
    ) -> TransitionHazard? {
        guard animated, kind == .present || kind == .dismiss, sourceIsContainer, !animating else { return nil }
        let key = kind.isForward ? "from" : "to"
        return TransitionHazard(
            .F15,
            detail:
                "animator \(animator) completed the \(kind.noun) without animating; viewController(forKey: .\(key)) is \(source), a container: a cast of it to the source's type fails (look through its children)"
        )
    }

    /// F10: the transitioning delegate (or a navigation controller's delegate) was released before UIKit
    /// asked it: the standard animation runs.
    static func delegateReleased(
        _ kind: TransitionKind, owner: String, navigation: Bool, segueNotRetained: Bool
    ) -> TransitionHazard {
        if navigation {
            return TransitionHazard(
                .F10,
                detail:
                    "\(owner)'s delegate was released before the \(kind.noun): the standard slide runs (a show segue is not retained after perform())"
            )
        }
        let iOS8 = segueNotRetained ? " (on iOS 8 nothing retains the segue after perform())" : ""
        return TransitionHazard(
            .F10,
            detail:
                "\(owner)'s transitioning delegate was released before the \(kind.noun): the default animation runs\(iOS8)"
        )
    }

    /// F11: a request made while a transition runs is dropped.
    static func requestDropped(_ request: DroppedRequest, running: TransitionKind, of controller: String)
        -> TransitionHazard
    {
        switch request {
        case let .present(presented, presenter):
            return TransitionHazard(
                .F11,
                detail:
                    "\(presented) is presented while the \(running == .present ? "presentation" : "dismissal") of \(controller) is in progress: UIKit logs \"Attempt to present \(presented) on \(presenter) while a presentation is in progress\" and drops it"
            )
        case .dismiss:
            return TransitionHazard(
                .F11,
                detail:
                    "a dismissal was asked for while a transition is in progress: UIKit logs \"Attempt to dismiss from view controller while a dismiss is in progress!\" and drops it"
            )
        case let .navigation(what):
            return TransitionHazard(
                .F11,
                detail:
                    "the \(what) was asked for while the \(running.noun) of \(controller) is in progress: it is dropped"
            )
        }
    }

    /// A request F11 drops.
    enum DroppedRequest {
        /// `present(_:animated:completion:)` of `presented` from `presenter`.
        case present(presented: String, presenter: String)
        /// `dismiss(animated:completion:)`.
        case dismiss
        /// A push or pop (`what` names it).
        case navigation(String)
    }

    /// F12: a popover given a transition style it cannot play (a partial curl): UIKit raises.
    static func transitionStyleInPopover(reason: String) -> TransitionHazard {
        TransitionHazard(.F12, detail: reason)
    }

    /// F14: a segue class's `perform()` does not call `super.perform()`: `prepare(for:sender:)` ran, and nothing
    /// is presented.
    public static func segueSkipsSuperPerform(segue identifier: String, destination: String) -> TransitionHazard {
        TransitionHazard(
            .F14,
            detail:
                "segue \(identifier)'s perform() does not call super.perform(): prepare(for:sender:) ran, but \(destination) is not presented"
        )
    }

    /// F16: the navigation controller's delegate gives an animator for the pop and no interaction controller,
    /// so the edge swipe pops at once.
    static func popWithoutInteraction(navigation: String, animator: String) -> TransitionHazard {
        TransitionHazard(
            .F16,
            detail:
                "\(navigation)'s delegate returns animator \(animator) for the pop and no interaction controller: the edge swipe pops at once instead of tracking the finger"
        )
    }
}

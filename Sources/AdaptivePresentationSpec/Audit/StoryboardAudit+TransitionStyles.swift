import AdaptivePresentation

extension StoryboardAudit {
    /// The scenes whose presentations a transition style restricts: those shown by a partial curl (R90) and
    /// those shown in a popover (R91), each with the first segue that shows it so.
    ///
    /// A scene is inside a presentation when the segue's destination is it or contains it (a container's
    /// children, embedded scenes); controllers pushed later on a navigation stack are not followed.
    struct TransitionPlaces {
        /// Scenes inside a controller a `.partialCurl` segue presents full screen somewhere, with that segue's name.
        var curled: [String: String] = [:]
        /// Scenes inside a popover segue's destination, with that segue's name.
        var inPopover: [String: String] = [:]
        /// The environments (``SegueAudit/Outcome/environment``) where a popover shows as a popover.
        var popoverEnvironments: Set<String> = []

        init(
            _ segues: [StoryboardOutline.Segue], storyboard: Storyboard, graph: Graph,
            presents: (StoryboardOutline.Segue) -> PresentationStyle?,
            matrix: (PresentationStyle) -> [SegueAudit.Outcome]
        ) {
            for segue in segues {
                guard let to = segue.to, let requested = presents(segue) else { continue }
                if StoryboardAudit.transitionStyle(of: segue, storyboard: storyboard).style == .partialCurl,
                    matrix(requested).contains(where: { $0.style == .fullScreen })
                {
                    for scene in graph.contents(to) where curled[scene] == nil { curled[scene] = segue.name }
                }
                if segue.kind == .popover {
                    for scene in graph.contents(to) where inPopover[scene] == nil { inPopover[scene] = segue.name }
                }
            }
            if !inPopover.isEmpty {
                popoverEnvironments = Set(matrix(.popover).filter(\.showsAsPopover).map(\.environment))
            }
        }
    }

    /// The transition style a segue's destination is presented with (R87, R89): a Present Modally or Popover
    /// segue's own Transition when it sets one, else the destination's `modalTransitionStyle`, else
    /// `.coverVertical`; `onSegue` tells whether the segue set it.
    static func transitionStyle(
        of segue: StoryboardOutline.Segue, storyboard: Storyboard
    ) -> (style: ModalTransitionStyle, onSegue: Bool) {
        if segue.kind == .presentModally || segue.kind == .popover,
            let style = segue.transition.flatMap(ModalTransitionStyle.init(rawValue:))
        {
            return (style, true)
        }
        return (segue.to.flatMap { storyboard.controllers[$0]?.modalTransitionStyle } ?? .coverVertical, false)
    }

    /// R90, R91: where the transition style of a presenting segue makes UIKit raise, as the decider decides it
    /// for each outcome (``PresentationDecider/transitionStyleException(_:activeStyle:presenterIsFullScreen:insidePopover:presentingFromCurl:presented:presenter:)``).
    ///
    /// The source is assumed to fill the screen unless it is inside a popover that shows as one: the storyboard
    /// does not say how the source's own scene is presented, except through the segues that lead to it.
    func transitionStyleFindings(
        _ segue: StoryboardOutline.Segue, outcomes: [SegueAudit.Outcome], storyboard: Storyboard,
        places: TransitionPlaces
    ) -> [AuditFinding] {
        let (style, onSegue) = Self.transitionStyle(of: segue, storyboard: storyboard)
        let curl = places.curled[segue.from]
        let popover = places.inPopover[segue.from]
        guard style != .coverVertical || curl != nil else { return [] }
        let presented = segue.to ?? ""
        var raised: [(rule: RuleID, outcome: SegueAudit.Outcome, exception: SimulatedException)] = []
        for outcome in outcomes {
            let insidePopover = popover != nil && places.popoverEnvironments.contains(outcome.environment)
            let exception = PresentationDecider(era: outcome.era).transitionStyleException(
                style, activeStyle: outcome.style, presenterIsFullScreen: !insidePopover, insidePopover: insidePopover,
                presentingFromCurl: curl != nil, presented: presented, presenter: segue.from)
            guard let exception else { continue }
            let rule: RuleID = exception == .transitionStyleInPopover(style, presented: presented) ? .R91 : .R90
            raised.append((rule, outcome, exception))
        }
        let origin = onSegue ? "set on the segue" : "the destination's own modalTransitionStyle"
        return [RuleID.R90, .R91].compactMap { rule -> AuditFinding? in
            let matching = raised.filter { $0.rule == rule }
            guard let first = matching.first else { return nil }
            let raises = "UIKit raises \(first.exception.name) (\"\(first.exception.reason)\")"
            let environment = matching.count == outcomes.count ? nil : first.outcome.environment
            if rule == .R91 {
                return AuditFinding(
                    rule: rule, severity: .error,
                    message:
                        "a \(first.outcome.style.rawValue) presentation with the \(style.rawValue) transition (\(origin)) from inside the popover of segue '\(popover ?? "")': only coverVertical is allowed there; \(raises)",
                    environment: environment,
                    advice:
                        "set the segue's Transition to Cover Vertical, or present over full screen instead of in the popover's context"
                )
            }
            if let curl {
                return AuditFinding(
                    rule: rule, severity: .error,
                    message:
                        "'\(segue.from)' is presented with the partialCurl transition by segue '\(curl)', and a controller presented so cannot present another; \(raises)",
                    environment: environment,
                    advice:
                        "dismiss the curled controller before presenting, or give segue '\(curl)' another Transition")
            }
            if let popover, first.exception == .partialCurlNotFullScreen(segue.from) {
                return AuditFinding(
                    rule: rule, severity: .error,
                    message:
                        "the partialCurl transition (\(origin)) from inside the popover of segue '\(popover)', whose controller is not full screen; \(raises)",
                    environment: environment,
                    advice: "present from a full-screen controller, or choose another Transition")
            }
            return AuditFinding(
                rule: rule, severity: .error,
                message:
                    "the partialCurl transition (\(origin)) needs a full-screen presentation from a full-screen controller, but this one shows as \(first.outcome.style.rawValue); \(raises)",
                environment: environment,
                advice: "set the segue's Presentation to Full Screen, or choose another Transition")
        }
    }

    /// R87: a Present Modally or Popover segue with a custom class runs its transition in code: `perform()` may
    /// set the destination's `transitioningDelegate` before calling `super.perform()`, which the storyboard
    /// cannot show. A note says how a scenario describes it.
    func customTransitionNote(_ segue: StoryboardOutline.Segue, storyboard: Storyboard) -> AuditFinding? {
        guard let customClass = segue.customClass, segue.kind == .presentModally || segue.kind == .popover else {
            return nil
        }
        let style = Self.transitionStyle(of: segue, storyboard: storyboard).style
        return AuditFinding(
            rule: .R87, severity: .note,
            message:
                "custom segue class '\(customClass)': its transition lives in code (perform() may set the destination's transitioningDelegate before calling super.perform()); the storyboard shows only the built-in \(style.rawValue) transition, used where the delegate gives no animator (R84)",
            advice:
                "describe it in a scenario: segueClasses: {\(customClass): {transitioningDelegate: {present: A, dismiss: B}}}, with what animators A and B do under animators:",
            verboseOnly: true)
    }
}

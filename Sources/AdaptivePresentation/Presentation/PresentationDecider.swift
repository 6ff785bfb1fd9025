/// Decides how UIKit presents a view controller and how the presentation re-adapts on trait changes.
///
/// The only home of the adaptive-presentation rules (R1–R27 of the model; the era facts live in ``Era``).
/// Given the same era, traits, style and delegate answers it always returns the same decision. The
/// delegate is asked only when UIKit would ask it, in UIKit's order:
///
/// 1. the style query: `adaptivePresentationStyle(for:traitCollection:)`, or the legacy
///    `adaptivePresentationStyle(for:)` when horizontally compact (R6, R7);
/// 2. when a new presentation controller is needed, `presentationController(_:prepare:)` (iOS 15+, R23) and
///    `viewControllerForAdaptivePresentationStyle` (R20);
/// 3. `willPresentWithAdaptiveStyle`, with `.none` when nothing adapts (R22). At the initial presentation
///    it is sent for every presentation (open question 1 of the model, chosen here).
public struct PresentationDecider: Hashable, Sendable {
    public var era: Era

    public init(era: Era = .newest) {
        self.era = era
    }

    /// The presentation of a view controller with `style` in `traits`.
    ///
    /// - Parameters:
    ///   - requested: the requested `modalPresentationStyle`.
    ///   - traits: the traits of the window the presentation is made in.
    ///   - delegate: the presentation controller's delegate, or `nil` for none.
    public func present(
        style requested: PresentationStyle, in traits: TraitCollection,
        delegate: (any AdaptiveDelegateResponder)?
    ) -> PresentationDecision {
        // The delegate's type is opened once here: the steps call its methods directly, where each question
        // through the optional existential copied, projected and destroyed it.
        guard var delegate else {
            var absent = AbsentDelegate()
            return present(style: requested, in: traits, delegate: &absent, present: false)
        }
        return present(style: requested, in: traits, delegate: &delegate, present: true)
    }

    /// ``present(style:in:delegate:)`` with the delegate's type opened; `present` is false for no delegate
    /// (then `delegate` answers nothing).
    private func present<Delegate: AdaptiveDelegateResponder>(
        style requested: PresentationStyle, in traits: TraitCollection, delegate: inout Delegate, present: Bool
    ) -> PresentationDecision {
        var log = DecisionLog(traits: traits)
        let style = resolve(requested, &log)
        let proposed = adaptiveStyle(for: style, in: traits, delegate: &delegate, present: present, &log)
        let adaptive = adaptationTarget(from: style, proposed: proposed, &log)
        var substituted = false
        var asked = false
        if adaptive != .none {
            (substituted, asked) = newController(adaptive, delegate: &delegate, &log, coordinator: false)
            log.rule(.R25, .adaptedAtPresentation(prepares: era.asksToPrepareAdaptivePresentationController))
        } else {
            log.willPresent(.none, delegate: &delegate, coordinator: false)
            log.rule(.R22, .nothingAdaptsAtPresentation)
        }
        return finish(
            traits: traits, requested: requested, style: style, adaptive: adaptive, change: .presented,
            substituted: substituted, asked: asked, &log)
    }

    /// The re-adaptation of a presentation (made by ``present(style:in:delegate:)`` or a previous change)
    /// when the traits change (rotation, Split View, Slide Over, free-form resize): R24, R26.
    public func traitChange(
        of current: PresentationDecision, to traits: TraitCollection,
        delegate: (any AdaptiveDelegateResponder)?
    ) -> PresentationDecision {
        guard var delegate else {
            var absent = AbsentDelegate()
            return traitChange(of: current, to: traits, delegate: &absent, present: false)
        }
        return traitChange(of: current, to: traits, delegate: &delegate, present: true)
    }

    /// ``traitChange(of:to:delegate:)`` with the delegate's type opened; `present` is false for no delegate.
    private func traitChange<Delegate: AdaptiveDelegateResponder>(
        of current: PresentationDecision, to traits: TraitCollection, delegate: inout Delegate, present: Bool
    ) -> PresentationDecision {
        var log = DecisionLog(traits: traits)
        let style = current.presentationStyle
        guard era.reconsidersAdaptation(from: current.traits, to: traits) else {
            log.rule(.R24, era.sheetsAreCards ? .sizeClassesUnchanged : .horizontalSizeClassUnchanged)
            return finish(
                traits: traits, requested: current.requested, style: style, adaptive: current.adaptiveStyle,
                change: .notReconsidered, substituted: current.substituted, asked: false, &log)
        }
        let proposed = adaptiveStyle(for: style, in: traits, delegate: &delegate, present: present, &log)
        let target = adaptationTarget(from: style, proposed: proposed, &log)
        let wasAdapted = current.adaptiveStyle != .none
        var substituted = current.substituted
        var asked = false
        let change: PresentationDecision.Change
        switch (wasAdapted, target != .none) {
        case (false, true):
            change = .adapted
            log.rule(.R24, .adapts(to: target))
            (substituted, asked) = newController(target, delegate: &delegate, &log, coordinator: true)
        case (true, false):
            change = .reverted
            log.rule(.R24, .reverts)
            log.rule(.R21, .originalReturns)
            log.willPresent(.none, delegate: &delegate, coordinator: true)
            substituted = false
        case (true, true) where target != current.adaptiveStyle:
            change = .readapted
            log.rule(.R24, .adaptsAgain(from: current.adaptiveStyle, to: target))
            (substituted, asked) = newController(target, delegate: &delegate, &log, coordinator: true)
        default:
            change = .unchanged
            log.rule(.R24, wasAdapted ? .staysAdapted(target) : .staysUnadapted)
        }
        return finish(
            traits: traits, requested: current.requested, style: style, adaptive: target, change: change,
            substituted: substituted, asked: asked, &log)
    }

    // MARK: Steps

    /// R1, R2: the style of the presentation controller UIKit creates.
    @inline(__always)
    private func resolve(_ requested: PresentationStyle, _ log: inout DecisionLog) -> PresentationStyle {
        guard requested == .automatic else { return requested }
        let resolved = era.automaticStyle
        if era.sheetsAreCards {
            log.rule(.R2, .automaticResolves(to: resolved, iOS: era.iOS))
        } else {
            log.rule(.R1, .automaticUnavailable(default: resolved))
        }
        return resolved
    }

    /// R5–R14, R16, R18: the delegate's legal answer, else the presentation controller's default.
    @inline(__always)
    private func adaptiveStyle<Delegate: AdaptiveDelegateResponder>(
        for style: PresentationStyle, in traits: TraitCollection,
        delegate: inout Delegate, present: Bool, _ log: inout DecisionLog
    ) -> PresentationStyle {
        if present {
            if let answer = delegate.adaptivePresentationStyle(traitCollection: traits) {
                log.call(.adaptivePresentationStyleForTraitCollection)
                if Self.isLegalTraitCollectionAnswer(answer) {
                    log.rule(.R7, .delegateAnswers(answer, in: traits))
                    if answer == .none {
                        log.rule(.R8, .noneKeepsRequested(style))
                    } else {
                        log.rule(.R5, .legalAnswer(answer))
                    }
                    return answer
                }
                log.rule(.R5, .illegalAnswer(answer))
            } else if traits.horizontalSizeClass == .compact {
                if let answer = delegate.adaptivePresentationStyle() {
                    log.call(.adaptivePresentationStyle)
                    if Self.isLegalLegacyAnswer(answer) {
                        log.rule(.R6, .legacyAnswers(answer))
                        return answer
                    }
                    log.rule(.R6, .illegalLegacyAnswer(answer))
                } else {
                    log.rule(.R9, .noStyleMethod)
                }
            } else {
                log.rule(.R6, .legacyNotAsked(in: traits))
            }
        } else {
            log.rule(.R9, .noDelegate)
        }
        return defaultStyle(for: style, in: traits, &log)
    }

    /// R10–R18: the default adaptive style of a presentation controller.
    @inline(__always)
    private func defaultStyle(
        for style: PresentationStyle, in traits: TraitCollection, _ log: inout DecisionLog
    ) -> PresentationStyle {
        let result = era.defaultAdaptiveStyle(for: style, in: traits)
        switch style {
        case .popover:
            if era.sheetsAreCards {
                log.rule(.R10, result == .none ? .popoverStays(in: traits) : .popoverAdaptsToFormSheet(in: traits))
            } else if result == .fullScreen {
                log.rule(.R10, .legacyPopoverAdaptsToFullScreen)
            } else if result == .formSheet {
                log.rule(.R10, .legacyPopoverAdaptsToFormSheet(in: traits))
            } else {
                log.rule(.R10, .popoverStays(in: traits))
            }
        case .formSheet, .pageSheet:
            if era.sheetsAreCards {
                log.rule(.R12, .sheetDoesNotAdapt(style, in: traits))
            } else {
                log.rule(.R13, result == .fullScreen ? .legacySheetAdaptsToFullScreen : .legacySheetStays(in: traits))
            }
        case .fullScreen, .overFullScreen:
            log.rule(.R14, .neverAdapts(style))
        case .currentContext, .overCurrentContext:
            log.rule(.R16, .neverAdapts(style))
        case .custom:
            log.rule(.R18, .customDefaultIsNone)
        case .automatic, .none:
            break
        }
        return result
    }

    /// R14, R16, R18, R19: the adapted style UIKit actually switches to (`.none` for no adaptation).
    @inline(__always)
    private func adaptationTarget(
        from style: PresentationStyle, proposed: PresentationStyle, _ log: inout DecisionLog
    ) -> PresentationStyle {
        guard proposed != .none else { return .none }
        switch style {
        case .fullScreen, .overFullScreen:
            log.rule(.R14, .fullScreenIgnoresAnswer(style, answer: proposed))
            return .none
        case .currentContext, .overCurrentContext:
            log.rule(.R16, .currentContextIgnoresAnswer(style, answer: proposed))
            return .none
        case _ where style.isSheet && proposed.isSheet && !era.sheetClassesDiffer(style, proposed):
            log.rule(.R19, .sameSheetController(proposed: proposed, current: style))
            return .none
        case .custom:
            log.rule(.R18, .customAdapts(to: proposed))
            return proposed
        default:
            return proposed
        }
    }

    /// R19, R20, R22, R23: a new adapted presentation controller: prepare, the substitute, willPresent.
    @inline(__always)
    private func newController<Delegate: AdaptiveDelegateResponder>(
        _ style: PresentationStyle, delegate: inout Delegate, _ log: inout DecisionLog,
        coordinator: Bool
    ) -> (substituted: Bool, asked: Bool) {
        log.rule(.R19, .controllerTakesOver(style))
        var substituted = false
        var asked = false
        if era.asksToPrepareAdaptivePresentationController,
            delegate.prepareAdaptivePresentationController(style: style)
        {
            log.call(.prepareAdaptivePresentationController)
            log.rule(.R23, .delegatePrepares)
        }
        if let answer = delegate.viewControllerForAdaptivePresentationStyle(style) {
            log.call(.viewControllerForAdaptivePresentationStyle(style))
            asked = true
            substituted = answer
            log.rule(.R20, answer ? .substituteShown : .noSubstitute)
        }
        log.willPresent(style, delegate: &delegate, coordinator: coordinator)
        return (substituted, asked)
    }

    @inline(__always)
    private func finish(
        traits: TraitCollection, requested: PresentationStyle, style: PresentationStyle,
        adaptive: PresentationStyle, change: PresentationDecision.Change, substituted: Bool, asked: Bool,
        _ log: inout DecisionLog
    ) -> PresentationDecision {
        let effective = adaptive == .none ? style : adaptive
        let appearance = appearance(of: effective, in: traits, &log)
        let showsAsPopover = style == .popover && adaptive == .none
        if showsAsPopover, change == .presented || change == .reverted {
            log.rule(.R27, .popoverNeedsAnchor)
        }
        return PresentationDecision(
            traits: traits, requested: requested, presentationStyle: style, adaptiveStyle: adaptive,
            change: change, appearance: appearance, substituted: substituted && adaptive != .none,
            substituteAsked: asked, showsAsPopover: showsAsPopover, trace: log.trace, lists: log.spilled)
    }

    /// R10, R11, R15, R18: what a presentation of `style` looks like in `traits`.
    @inline(__always)
    private func appearance(
        of style: PresentationStyle, in traits: TraitCollection, _ log: inout DecisionLog
    ) -> PresentationAppearance {
        switch style {
        case .popover:
            return .popover
        case .formSheet, .pageSheet:
            if era.sheetsAreCards {
                if traits.verticalSizeClass == .compact {
                    log.rule(.R11, .sheetInCompactHeight)
                    return .fullScreen
                }
                if traits.horizontalSizeClass == .compact {
                    log.rule(.R11, .sheetIsCard)
                    return .card
                }
                log.rule(.R11, .sheetIsCentred)
                return .sheet
            }
            if traits.horizontalSizeClass == .compact {
                log.rule(.R13, .legacySheetFillsWindow)
                return .fullScreen
            }
            log.rule(.R13, .legacySheetIsCentred)
            return .sheet
        case .fullScreen, .overFullScreen:
            log.rule(.R17, .coversScreen(style))
            return style == .fullScreen ? .fullScreen : .overFullScreen
        case .currentContext:
            log.rule(.R15, .coversContext)
            return .currentContext
        case .overCurrentContext:
            log.rule(.R15, .coversContextOver)
            return .overCurrentContext
        case .custom: return .custom
        case .automatic, .none: return .fullScreen
        }
    }

    /// R5: legal answers of `adaptivePresentationStyle(for:traitCollection:)`.
    public static let legalTraitCollectionAnswers: Set<PresentationStyle> = [
        .fullScreen, .overFullScreen, .formSheet, .none,
    ]
    /// R6: legal answers of the legacy `adaptivePresentationStyle(for:)`.
    public static let legalLegacyAnswers: Set<PresentationStyle> = [.fullScreen, .overFullScreen, .none]

    /// ``legalTraitCollectionAnswers`` as a `switch`: no hashing while deciding.
    private static func isLegalTraitCollectionAnswer(_ style: PresentationStyle) -> Bool {
        switch style {
        case .fullScreen, .overFullScreen, .formSheet, .none: true
        default: false
        }
    }

    /// ``legalLegacyAnswers`` as a `switch`.
    private static func isLegalLegacyAnswer(_ style: PresentationStyle) -> Bool {
        switch style {
        case .fullScreen, .overFullScreen, .none: true
        default: false
        }
    }

    /// Collects calls and rules in order (internal: the sheet and split view rules use it too).
    struct Log {
        var calls: [DelegateCall] = []
        var rules: [RuleApplication] = []

        /// A log with room for a decision's usual handful of rules, grown once instead of 1, 2, 4, 8. Room
        /// for calls is made at the first call: without a delegate (every row of `compare`) there is none.
        init() {
            rules.reserveCapacity(8)
        }

        mutating func call(_ call: DelegateCall) {
            if calls.capacity == 0 { calls.reserveCapacity(8) }
            calls.append(call)
        }

        /// Records a rule with its explanation as values; the text is rendered only when read (see
        /// ``RuleApplication``).
        mutating func rule(_ id: RuleID, _ explanation: RuleExplanation) {
            rules.append(RuleApplication(id, explanation))
        }
    }
}

import Testing

@testable import AdaptivePresentation

/// the "Presentation rules" article (its rule table) and R5–R8, R14, R16, R18, R19: what the delegate's answer does.
struct DelegateAnswerTableTests {
    static let phonePortrait = TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular)
    static let plusLandscape = TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .compact)
    static let padFull = TraitCollection(
        horizontalSizeClass: .regular, verticalSizeClass: .regular, userInterfaceIdiom: .pad)

    struct Row: CustomTestStringConvertible, Sendable {
        let requested: PresentationStyle
        let traits: TraitCollection
        let iOS: Int
        let delegate: FixedDelegateAnswers
        let style: PresentationStyle
        let adapted: Bool
        let calls: [String]
        var testDescription: String {
            "\(requested) in \(traits) iOS \(iOS), \(delegate.styleMethod) answers \(delegate.answer) → \(style)"
        }
    }

    static let trait = FixedDelegateAnswers.StyleMethod.traitCollection
    static func answers(
        _ method: FixedDelegateAnswers.StyleMethod, _ style: PresentationStyle, substitute: Bool? = true
    ) -> FixedDelegateAnswers {
        FixedDelegateAnswers(styleMethod: method, answer: style, providesSubstitute: substitute)
    }

    static let rows: [Row] = [
        // .none keeps a popover on iPhone (R8), asked even when regular (R7).
        Row(
            requested: .popover, traits: phonePortrait, iOS: 26, delegate: answers(trait, .none), style: .popover,
            adapted: false,
            calls: ["adaptivePresentationStyle(for:traitCollection:)", "willPresentWithAdaptiveStyle(.none)"]),
        Row(
            requested: .popover, traits: padFull, iOS: 9, delegate: answers(trait, .none), style: .popover,
            adapted: false,
            calls: ["adaptivePresentationStyle(for:traitCollection:)", "willPresentWithAdaptiveStyle(.none)"]),
        // .fullScreen everywhere turns an iPad popover full screen (R7).
        Row(
            requested: .popover, traits: padFull, iOS: 9, delegate: answers(trait, .fullScreen), style: .fullScreen,
            adapted: true,
            calls: [
                "adaptivePresentationStyle(for:traitCollection:)",
                "viewControllerForAdaptivePresentationStyle(.fullScreen)", "willPresentWithAdaptiveStyle(.fullScreen)",
            ]),
        // iOS 15+: prepare comes before the substitute (R23, R25).
        Row(
            requested: .popover, traits: phonePortrait, iOS: 15, delegate: answers(trait, .fullScreen),
            style: .fullScreen, adapted: true,
            calls: [
                "adaptivePresentationStyle(for:traitCollection:)", "presentationController(_:prepare:)",
                "viewControllerForAdaptivePresentationStyle(.fullScreen)", "willPresentWithAdaptiveStyle(.fullScreen)",
            ]),
        Row(
            requested: .popover, traits: phonePortrait, iOS: 14, delegate: answers(trait, .overFullScreen),
            style: .overFullScreen, adapted: true,
            calls: [
                "adaptivePresentationStyle(for:traitCollection:)",
                "viewControllerForAdaptivePresentationStyle(.overFullScreen)",
                "willPresentWithAdaptiveStyle(.overFullScreen)",
            ]),
        // Illegal answers fall back to the default (R5): pageSheet on iPhone iOS 26 → the popover default, formSheet.
        Row(
            requested: .popover, traits: phonePortrait, iOS: 26, delegate: answers(trait, .pageSheet),
            style: .formSheet, adapted: true,
            calls: [
                "adaptivePresentationStyle(for:traitCollection:)", "presentationController(_:prepare:)",
                "viewControllerForAdaptivePresentationStyle(.formSheet)", "willPresentWithAdaptiveStyle(.formSheet)",
            ]),
        Row(
            requested: .popover, traits: padFull, iOS: 26, delegate: answers(trait, .popover), style: .popover,
            adapted: false,
            calls: ["adaptivePresentationStyle(for:traitCollection:)", "willPresentWithAdaptiveStyle(.none)"]),
        // Legacy-only delegate: asked in compact width (R6)…
        Row(
            requested: .popover, traits: phonePortrait, iOS: 9, delegate: answers(.legacy, .none), style: .popover,
            adapted: false,
            calls: ["adaptivePresentationStyle(for:)", "willPresentWithAdaptiveStyle(.none)"]),
        // …never on a landscape Plus phone: the popover becomes a form sheet anyway (§6 pain point 2).
        Row(
            requested: .popover, traits: plusLandscape, iOS: 9, delegate: answers(.legacy, .none), style: .formSheet,
            adapted: true,
            calls: [
                "viewControllerForAdaptivePresentationStyle(.formSheet)", "willPresentWithAdaptiveStyle(.formSheet)",
            ]),
        Row(
            requested: .popover, traits: plusLandscape, iOS: 26, delegate: answers(.legacy, .none), style: .formSheet,
            adapted: true,
            calls: [
                "presentationController(_:prepare:)", "viewControllerForAdaptivePresentationStyle(.formSheet)",
                "willPresentWithAdaptiveStyle(.formSheet)",
            ]),
        // The trait-collection variant fixes it.
        Row(
            requested: .popover, traits: plusLandscape, iOS: 9, delegate: answers(trait, .none), style: .popover,
            adapted: false,
            calls: ["adaptivePresentationStyle(for:traitCollection:)", "willPresentWithAdaptiveStyle(.none)"]),
        // .formSheet is illegal for the legacy method (R6): default fullScreen in compact before iOS 13.
        Row(
            requested: .popover, traits: phonePortrait, iOS: 12, delegate: answers(.legacy, .formSheet),
            style: .fullScreen, adapted: true,
            calls: [
                "adaptivePresentationStyle(for:)", "viewControllerForAdaptivePresentationStyle(.fullScreen)",
                "willPresentWithAdaptiveStyle(.fullScreen)",
            ]),
        // Full-screen and context styles ignore the answer (R14, R16).
        Row(
            requested: .fullScreen, traits: padFull, iOS: 26, delegate: answers(trait, .formSheet), style: .fullScreen,
            adapted: false,
            calls: ["adaptivePresentationStyle(for:traitCollection:)", "willPresentWithAdaptiveStyle(.none)"]),
        Row(
            requested: .overCurrentContext, traits: phonePortrait, iOS: 26, delegate: answers(trait, .fullScreen),
            style: .overCurrentContext, adapted: false,
            calls: ["adaptivePresentationStyle(for:traitCollection:)", "willPresentWithAdaptiveStyle(.none)"]),
        // Custom adapts only to a legal answer (R18).
        Row(
            requested: .custom, traits: phonePortrait, iOS: 26,
            delegate: answers(trait, .overFullScreen, substitute: false), style: .overFullScreen, adapted: true,
            calls: [
                "adaptivePresentationStyle(for:traitCollection:)", "presentationController(_:prepare:)",
                "viewControllerForAdaptivePresentationStyle(.overFullScreen)",
                "willPresentWithAdaptiveStyle(.overFullScreen)",
            ]),
        // iOS 13+: a form sheet answered .formSheet is the same sheet class: no change (R19, open question 7).
        Row(
            requested: .pageSheet, traits: phonePortrait, iOS: 26, delegate: answers(trait, .formSheet),
            style: .pageSheet, adapted: false,
            calls: ["adaptivePresentationStyle(for:traitCollection:)", "willPresentWithAdaptiveStyle(.none)"]),
        // Before iOS 13 page and form sheets are different classes: pageSheet → formSheet adapts.
        Row(
            requested: .pageSheet, traits: padFull, iOS: 11, delegate: answers(trait, .formSheet), style: .formSheet,
            adapted: true,
            calls: [
                "adaptivePresentationStyle(for:traitCollection:)",
                "viewControllerForAdaptivePresentationStyle(.formSheet)", "willPresentWithAdaptiveStyle(.formSheet)",
            ]),
        // iOS 13+ sheets in compact width: no adaptation, no substitute asked (R12).
        Row(
            requested: .formSheet, traits: phonePortrait, iOS: 13, delegate: answers(trait, .none), style: .formSheet,
            adapted: false,
            calls: ["adaptivePresentationStyle(for:traitCollection:)", "willPresentWithAdaptiveStyle(.none)"]),
        // …but before iOS 13 they adapt to full screen and ask for one (R13).
        Row(
            requested: .formSheet, traits: phonePortrait, iOS: 12,
            delegate: FixedDelegateAnswers(styleMethod: .none, providesSubstitute: true), style: .fullScreen,
            adapted: true,
            calls: [
                "viewControllerForAdaptivePresentationStyle(.fullScreen)", "willPresentWithAdaptiveStyle(.fullScreen)",
            ]),
    ]

    @Test(arguments: rows)
    func delegateAnswer(_ row: Row) throws {
        let era = try #require(Era(iOS: row.iOS))
        let decision = PresentationDecider(era: era).present(
            style: row.requested, in: row.traits, delegate: row.delegate)
        #expect(decision.style == row.style)
        #expect(decision.adapted == row.adapted)
        #expect(decision.calls.map(\.token) == row.calls)
    }

    @Test func substituteNilKeepsPresentedController() {
        let decision = PresentationDecider(era: Era(iOS: 9)!).present(
            style: .popover, in: Self.phonePortrait,
            delegate: FixedDelegateAnswers(
                styleMethod: .traitCollection, answer: .fullScreen, providesSubstitute: false))
        #expect(decision.adapted)
        #expect(decision.substituteAsked)
        #expect(!decision.substituted)
    }

    @Test func legacyGateIsExplainedByR6() {
        let decision = PresentationDecider(era: Era(iOS: 9)!).present(
            style: .popover, in: Self.plusLandscape, delegate: FixedDelegateAnswers(styleMethod: .legacy, answer: .none)
        )
        #expect(decision.ruleIDs.contains(.R6))
        #expect(decision.ruleIDs.contains(.R10))
    }
}

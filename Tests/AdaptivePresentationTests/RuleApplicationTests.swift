import AdaptivePresentation
import Foundation
import Testing

/// A rule's explanation is kept as values, compared as values, and rendered to its sentence only when read.
struct RuleApplicationTests {
    private static let compactRegular = TraitCollection(
        horizontalSizeClass: .compact, verticalSizeClass: .regular, userInterfaceIdiom: .pad)

    @Test("a decision's rules are values: equal decisions have equal rules, and they read as the decider explains them")
    func decisionRules() {
        let decider = PresentationDecider(era: Era(iOS: 9) ?? .newest)
        let delegate = FixedDelegateAnswers(
            styleMethod: .traitCollection, answer: .fullScreen, providesSubstitute: true)
        let first = decider.present(style: .popover, in: Self.compactRegular, delegate: delegate)
        let second = decider.present(style: .popover, in: Self.compactRegular, delegate: delegate)
        #expect(first.rules == second.rules)
        #expect(
            first.rules.map(\.explanation) == [
                .delegateAnswers(.fullScreen, in: Self.compactRegular), .legalAnswer(.fullScreen),
                .controllerTakesOver(.fullScreen),
                .substituteShown, .adaptedAtPresentation(prepares: false), .coversScreen(.fullScreen),
            ])
        #expect(
            first.rules.map(\.description) == [
                "R7: the delegate answers .fullScreen for compact/regular",
                "R5: .fullScreen is a legal adaptive style",
                "R19: a .fullScreen presentation controller takes over",
                "R20: the delegate's substitute is shown instead while adapted",
                // iOS 9: no presentationController(_:prepare:) before iOS 15 (R23), so R25 names no prepare.
                "R25: adapted at presentation: substitute and willPresent come before the transition",
                "R17: .fullScreen is presented by the controller that covers the screen (the top of the presenter's hierarchy)",
            ])
    }

    @Test("R25 names prepare only from iOS 15, where presentationController(_:prepare:) is sent (R23)")
    func presentationOrderByEra() {
        let delegate = FixedDelegateAnswers(
            styleMethod: .traitCollection, answer: .fullScreen, providesSubstitute: true)
        func r25(_ iOS: Int) -> RuleApplication? {
            PresentationDecider(era: Era(iOS: iOS) ?? .newest).present(
                style: .popover, in: Self.compactRegular, delegate: delegate
            )
            .rules.first { $0.id == .R25 }
        }
        #expect(r25(14)?.explanation == .adaptedAtPresentation(prepares: false))
        #expect(r25(14)?.reason == "adapted at presentation: substitute and willPresent come before the transition")
        #expect(r25(15)?.explanation == .adaptedAtPresentation(prepares: true))
        #expect(
            r25(15)?.reason == "adapted at presentation: prepare, substitute and willPresent come before the transition"
        )
    }

    @Test("rules with different values differ, though they share an id")
    func differentValues() {
        let iOS13 = PresentationDecider(era: Era(iOS: 13) ?? .newest).present(
            style: .automatic, in: Self.compactRegular, delegate: nil)
        let iOS14 = PresentationDecider(era: Era(iOS: 14) ?? .newest).present(
            style: .automatic, in: Self.compactRegular, delegate: nil)
        #expect(iOS13.rules.first == RuleApplication(.R2, .automaticResolves(to: .pageSheet, iOS: 13)))
        #expect(iOS13.rules.first != iOS14.rules.first)
        #expect(iOS14.rules.first?.reason == ".automatic resolves to .pageSheet on iOS 14")
        #expect(RuleApplication(.R14, .neverAdapts(.fullScreen)) != RuleApplication(.R16, .neverAdapts(.fullScreen)))
    }

    @Test("legacy popover and sheet decisions read as before")
    func legacySentences() {
        let decider = PresentationDecider(era: Era(iOS: 9) ?? .newest)
        let popover = decider.present(style: .popover, in: Self.compactRegular, delegate: nil)
        #expect(
            popover.rules.contains { $0.reason == "before iOS 13 a popover in compact width adapts to .fullScreen" })
        let regular = TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .compact)
        let sheet = decider.present(style: .formSheet, in: regular, delegate: nil)
        #expect(
            sheet.rules.map(\.description) == [
                "R9: no delegate: the default applies",
                "R13: before iOS 13 a sheet in regular width (regular/compact) stays a sheet",
                "R22: nothing adapts: willPresentWithAdaptiveStyle(.none) before the transition",
                "R13: a sheet in regular width is centred, even in compact height",
            ])
    }

    @Test("a written-out explanation equals the value that reads the same, and JSON keeps the text")
    func codable() throws {
        let rule = RuleApplication(.R2, .automaticResolves(to: .pageSheet, iOS: 13))
        #expect(rule == RuleApplication(.R2, ".automatic resolves to .pageSheet on iOS 13"))
        #expect(rule != RuleApplication(.R2, ".automatic resolves to .pageSheet on iOS 14"))
        let data = try JSONEncoder().encode(rule)
        #expect(try JSONDecoder().decode(RuleApplication.self, from: data) == rule)
        #expect(
            String(decoding: data, as: UTF8.self).contains("\"reason\":\".automatic resolves to .pageSheet on iOS 13\"")
        )
        var changed = rule
        changed.reason = "changed"
        #expect(changed.explanation == .text("changed"))
        #expect(changed.description == "R2: changed")
    }

    @Test("every explanation renders a sentence", arguments: RuleExplanationSamples.all)
    func everyCaseRenders(_ explanation: RuleExplanation) {
        let text = explanation.text
        #expect(!text.isEmpty)
        #expect(text == text.trimmingCharacters(in: .whitespacesAndNewlines))
        #expect(!text.contains("\n"))
    }

    @Test("the samples cover every case of RuleExplanation")
    func samplesCoverEveryCase() {
        #expect(
            Set(RuleExplanationSamples.all.map(RuleExplanationSamples.caseIndex))
                == Set(0..<RuleExplanationSamples.caseCount))
    }
}

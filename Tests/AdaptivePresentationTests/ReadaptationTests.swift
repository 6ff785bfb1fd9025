import Testing

@testable import AdaptivePresentation

/// R24, R26, R21: re-adaptation on trait changes while presented, with the exact call order.
struct ReadaptationTests {
    static let regular = TraitCollection(
        horizontalSizeClass: .regular, verticalSizeClass: .regular, userInterfaceIdiom: .pad)
    static let compact = TraitCollection(
        horizontalSizeClass: .compact, verticalSizeClass: .regular, userInterfaceIdiom: .pad)
    static let phonePortrait = TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular)
    static let phoneLandscape = TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .compact)
    static let plusLandscape = TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .compact)

    /// The delegate of the PamperedPets vet segue: compact → fullScreen with a substitute, else none.
    struct VetDelegate: AdaptiveDelegateResponder {
        mutating func adaptivePresentationStyle(traitCollection: TraitCollection) -> PresentationStyle? {
            traitCollection.horizontalSizeClass == .compact ? .fullScreen : PresentationStyle.none
        }
        mutating func adaptivePresentationStyle() -> PresentationStyle? { nil }
        mutating func prepareAdaptivePresentationController(style: PresentationStyle) -> Bool { true }
        mutating func viewControllerForAdaptivePresentationStyle(_ style: PresentationStyle) -> Bool? { true }
        mutating func willPresentWithAdaptiveStyle(_ style: PresentationStyle, duringTransition: Bool) -> Bool { true }
    }

    @Test(arguments: [9, 12, 13, 14])
    func narrowingSubstitutesAndWideningRestores(iOS: Int) throws {
        let decider = PresentationDecider(era: try #require(Era(iOS: iOS)))
        let presented = decider.present(style: .popover, in: Self.regular, delegate: VetDelegate())
        #expect(presented.style == .popover)
        #expect(
            presented.calls.map(\.token) == [
                "adaptivePresentationStyle(for:traitCollection:)", "willPresentWithAdaptiveStyle(.none)",
            ])

        let narrowed = decider.traitChange(of: presented, to: Self.compact, delegate: VetDelegate())
        #expect(narrowed.change == .adapted)
        #expect(narrowed.style == .fullScreen)
        #expect(narrowed.substituted)
        #expect(
            narrowed.calls.map(\.token) == [
                "adaptivePresentationStyle(for:traitCollection:)",
                "viewControllerForAdaptivePresentationStyle(.fullScreen)",
                "willPresentWithAdaptiveStyle(.fullScreen)",
            ])

        let widened = decider.traitChange(of: narrowed, to: Self.regular, delegate: VetDelegate())
        #expect(widened.change == .reverted)
        #expect(widened.style == .popover)
        #expect(!widened.substituted)
        #expect(widened.showsAsPopover)
        #expect(
            widened.calls.map(\.token) == [
                "adaptivePresentationStyle(for:traitCollection:)", "willPresentWithAdaptiveStyle(.none)",
            ])
    }

    @Test func iOS15AddsPrepareBeforeTheSubstitute() throws {
        let decider = PresentationDecider(era: try #require(Era(iOS: 17)))
        let presented = decider.present(style: .popover, in: Self.regular, delegate: VetDelegate())
        let narrowed = decider.traitChange(of: presented, to: Self.compact, delegate: VetDelegate())
        #expect(
            narrowed.calls.map(\.token) == [
                "adaptivePresentationStyle(for:traitCollection:)",
                "presentationController(_:prepare:)",
                "viewControllerForAdaptivePresentationStyle(.fullScreen)",
                "willPresentWithAdaptiveStyle(.fullScreen)",
            ])
    }

    @Test func modernRotationKeepsFormSheetAndOnlyQueries() throws {
        // R24 (d): iOS 13+, iPhone portrait → landscape while a popover is adapted to formSheet.
        let decider = PresentationDecider(era: try #require(Era(iOS: 26)))
        let delegate = FixedDelegateAnswers(styleMethod: .traitCollection, answer: .formSheet, providesSubstitute: true)
        let presented = decider.present(style: .popover, in: Self.phonePortrait, delegate: delegate)
        #expect(presented.style == .formSheet)
        #expect(presented.appearance == .card)
        let rotated = decider.traitChange(of: presented, to: Self.phoneLandscape, delegate: delegate)
        #expect(rotated.change == .unchanged)
        #expect(rotated.style == .formSheet)
        #expect(rotated.appearance == .fullScreen)
        #expect(rotated.calls.map(\.token) == ["adaptivePresentationStyle(for:traitCollection:)"])
    }

    @Test func legacyOnlyReconsidersOnHorizontalChange() throws {
        let decider = PresentationDecider(era: try #require(Era(iOS: 9)))
        let delegate = FixedDelegateAnswers(styleMethod: .traitCollection, answer: .fullScreen)
        let presented = decider.present(style: .popover, in: Self.phonePortrait, delegate: delegate)
        let rotated = decider.traitChange(of: presented, to: Self.phoneLandscape, delegate: delegate)
        #expect(rotated.change == .notReconsidered)
        #expect(rotated.calls.isEmpty)
    }

    @Test func legacyPlusRotationReadaptsToFormSheet() throws {
        // §3 (d): era 9, Plus hC/vR → hR/vC while adapted to fullScreen by default → formSheet.
        let decider = PresentationDecider(era: try #require(Era(iOS: 9)))
        let presented = decider.present(style: .popover, in: Self.phonePortrait, delegate: nil)
        #expect(presented.style == .fullScreen)
        let rotated = decider.traitChange(of: presented, to: Self.plusLandscape, delegate: nil)
        #expect(rotated.change == .readapted)
        #expect(rotated.style == .formSheet)
        #expect(rotated.appearance == .sheet)
    }

    @Test func legacyDelegateNotAskedWhenWidening() throws {
        let decider = PresentationDecider(era: try #require(Era(iOS: 9)))
        let delegate = FixedDelegateAnswers(styleMethod: .legacy, answer: .fullScreen, providesSubstitute: true)
        let presented = decider.present(style: .popover, in: Self.compact, delegate: delegate)
        #expect(presented.calls.first?.token == "adaptivePresentationStyle(for:)")
        let widened = decider.traitChange(of: presented, to: Self.regular, delegate: delegate)
        #expect(widened.change == .reverted)
        #expect(widened.calls.map(\.token) == ["willPresentWithAdaptiveStyle(.none)"])
    }
}

import Testing

@testable import AdaptivePresentation

/// The rules the window used to decide itself, now decided by `PresentationDecider` (R15, R17, R34, R37,
/// R57, R59, R61–R71): tables from the inputs to the decision the window applies.
struct SimulationRuleDecisionTests {
    private static let compact = TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular)
    private static let regular = TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular)

    private static func decision(_ style: PresentationStyle, in traits: TraitCollection, iOS: Int)
        -> PresentationDecision
    {
        PresentationDecider(era: Era(nearestIOS: iOS)).present(style: style, in: traits, delegate: nil)
    }

    // MARK: R34

    @Test(arguments: [
        // kind, style, traits, iOS, modal, plan
        (DismissalKind.programmatic, PresentationStyle.fullScreen, regular, 17, true, DismissalPlan.dismiss),
        (.swipe, .fullScreen, regular, 17, false, .notApplicable),
        (.swipe, .pageSheet, regular, 12, false, .notApplicable),
        (.swipe, .pageSheet, regular, 13, false, .askDelegate(settlesSheetIfRefused: true)),
        (.swipe, .pageSheet, regular, 17, true, .refuseAndNotify(settlesSheet: true)),
        (.tapOutside, .pageSheet, regular, 17, false, .notApplicable),
        (.tapOutside, .popover, regular, 17, false, .askDelegate(settlesSheetIfRefused: false)),
        (.tapOutside, .popover, regular, 17, true, .refuseAndNotify(settlesSheet: false)),
        (.tapOutside, .popover, regular, 9, false, .dismiss),
        (.tapOutside, .popover, regular, 9, true, .refuse),
        // A popover adapted to full screen on an iPhone is no popover: a tap outside does nothing.
        (.tapOutside, .popover, compact, 9, false, .notApplicable),
    ])
    func dismissal(
        _ kind: DismissalKind, _ style: PresentationStyle, _ traits: TraitCollection, _ iOS: Int, _ modal: Bool,
        _ plan: DismissalPlan
    ) {
        let decider = PresentationDecider(era: Era(nearestIOS: iOS))
        let decision = Self.decision(style, in: traits, iOS: iOS)
        #expect(decider.dismissal(kind, of: decision, isModalInPresentation: modal) == plan)
    }

    @Test func aProgrammaticDismissalNeverReadsIsModalInPresentation() {
        var read = false
        let plan = PresentationDecider().dismissal(
            .programmatic, of: nil,
            isModalInPresentation: {
                read = true; return true
            }())
        #expect(plan == .dismiss)
        #expect(!read)
    }

    // MARK: R15, R17, R37

    @Test(arguments: [
        (PresentationStyle.currentContext, 17, true), (.overCurrentContext, 9, true), (.fullScreen, 17, false),
        (.automatic, 12, false), (.automatic, 17, false), (.popover, 17, false),
    ])
    func presentsInContext(_ style: PresentationStyle, _ iOS: Int, _ inContext: Bool) {
        #expect(PresentationDecider(era: Era(nearestIOS: iOS)).presentsInContext(style) == inContext)
    }

    @Test(arguments: [
        (SegueKind.presentModally, 8, false), (.presentModally, 9, true), (.popover, 9, true), (.popover, 8, false),
        (.show, 17, false), (.custom, 17, false), (.showDetail, 17, false),
    ])
    func retainsSegue(_ kind: SegueKind, _ iOS: Int, _ retains: Bool) {
        #expect(PresentationDecider(era: Era(nearestIOS: iOS)).retainsSegue(of: kind) == retains)
    }

    // MARK: R27, R51

    @Test func aPopoverWithoutAnchorRaisesOnlyWhereItShowsAsAPopover() {
        let decider = PresentationDecider(era: .iOS17)
        let onPad = Self.decision(.popover, in: Self.regular, iOS: 17)
        let onPhone = Self.decision(.popover, in: Self.compact, iOS: 17)
        #expect(decider.anchorException(for: onPad, hasAnchor: false, presented: "Vet")?.name == "NSGenericException")
        #expect(decider.anchorException(for: onPad, hasAnchor: true, presented: "Vet") == nil)
        #expect(decider.anchorException(for: onPhone, hasAnchor: false, presented: "Vet") == nil)
    }

    // MARK: R61, R65

    @Test func aSplitViewCollapsesAtItsFirstLayoutInACompactWindowWithoutAnnouncingItsMode() {
        let change = PresentationDecider().splitTraitChange(
            collapsedState: nil, windowDisplayMode: nil, displayMode: .oneBesideSecondary,
            preferredDisplayMode: .automatic,
            traits: Self.compact, window: Size(width: 390, height: 844))
        #expect(change.action == .collapse)
        #expect(change.isCollapsed)
        #expect(change.displayMode == .secondaryOnly)
        #expect(!change.announcesDisplayModeChange)
    }

    @Test func anExpandedSplitViewKeepsAChosenModeUnlessTheWindowsModeChanges() {
        let decider = PresentationDecider()
        // The window's mode is unchanged (still taller than wide): the mode chosen with show(.primary) stays.
        let resize = decider.splitTraitChange(
            collapsedState: false, windowDisplayMode: .secondaryOnly, displayMode: .oneOverSecondary,
            preferredDisplayMode: .automatic, traits: Self.regular, window: Size(width: 768, height: 1024))
        #expect(resize.action == .none)
        #expect(resize.displayMode == .oneOverSecondary)
        #expect(resize.announcesDisplayModeChange)
        // A rotation to landscape changes the window's mode: it follows.
        let rotation = decider.splitTraitChange(
            collapsedState: false, windowDisplayMode: .secondaryOnly, displayMode: .oneOverSecondary,
            preferredDisplayMode: .automatic, traits: Self.regular, window: Size(width: 1024, height: 768))
        #expect(rotation.displayMode == .oneBesideSecondary)
    }

    @Test func aCollapsedSplitViewExpandsToTheWindowsMode() {
        let change = PresentationDecider().splitTraitChange(
            collapsedState: true, windowDisplayMode: .secondaryOnly, displayMode: .secondaryOnly,
            preferredDisplayMode: .automatic, traits: Self.regular, window: Size(width: 1024, height: 768))
        #expect(change.action == .expand)
        #expect(!change.isCollapsed)
        #expect(change.displayMode == .oneBesideSecondary)
        #expect(!change.announcesDisplayModeChange)
    }

    // MARK: R69

    @Test(arguments: [
        // show, column, top, showsCompact, hasCompact → top, showsCompact (nil: ignored)
        (
            true, SplitColumn.supplementary, SplitColumn.secondary, false, false, SplitColumn?.some(.supplementary),
            false
        ),
        (true, .compact, .secondary, false, true, .secondary, true),
        (true, .compact, .secondary, false, false, .secondary, false),
        (true, .inspector, .secondary, false, false, nil, false),
        (false, .primary, .secondary, false, false, nil, false),
        (false, .secondary, .secondary, false, false, .supplementary, false),
        (false, .secondary, .primary, false, false, nil, false),
        (false, .supplementary, .secondary, true, true, .primary, true),
    ])
    func collapsedColumns(
        _ show: Bool, _ column: SplitColumn, _ top: SplitColumn, _ showsCompact: Bool, _ hasCompact: Bool,
        _ expectedTop: SplitColumn?, _ expectedShowsCompact: Bool
    ) {
        let next = PresentationDecider().splitCollapsedColumns(
            after: show, column: column,
            current: SplitCollapsedColumns(topColumn: top, showsCompactColumn: showsCompact),
            hasCompactColumn: hasCompact)
        #expect(next?.topColumn == expectedTop)
        if let next { #expect(next.showsCompactColumn == expectedShowsCompact) }
    }

    @Test func showingAColumnAnnouncesTheChangeThenTheColumn() throws {
        let change = try #require(
            PresentationDecider().splitDisplayModeChange(
                after: true, column: .primary, current: .secondaryOnly, style: .doubleColumn,
                window: Size(width: 768, height: 1024), notifications: [.willShow, .willChangeTo, .willHide]))
        #expect(change.displayMode == .oneOverSecondary)
        #expect(change.calls == [.splitViewController(.willChangeTo), .splitViewController(.willShow)])
    }

    // MARK: R64

    @Test(arguments: [
        (SplitStyle.classic, Bool?.some(true), false, false, SplitShowDetailRoute.handledByDelegate, 1),
        (.classic, false, false, false, .replacesSecondary, 1),
        (.classic, nil, true, true, .pushedOntoPrimary, 0),
        (.classic, nil, true, false, .presentedFromPrimary, 0),
        // A column style never asks the classic delegate (R67).
        (.doubleColumn, true, true, true, .secondaryOnTop, 0),
        (.doubleColumn, true, false, true, .replacesSecondary, 0),
    ])
    func showDetail(
        _ style: SplitStyle, _ handles: Bool?, _ collapsed: Bool, _ navigation: Bool, _ route: SplitShowDetailRoute,
        _ callCount: Int
    ) {
        let decided = PresentationDecider().splitShowDetail(
            style: style, delegate: SplitDelegateDeclaration(showDetail: handles), isCollapsed: collapsed,
            primaryIsNavigation: navigation)
        #expect(decided.route == route)
        #expect(decided.calls.count == callCount)
    }

    // MARK: R67, R71, R57, R59

    @Test func unavailableSplitFeaturesAreDecidedByEra() {
        #expect(
            PresentationDecider(era: .iOS13).splitUnavailability(
                identifier: "S", style: .doubleColumn, topColumnForCollapsing: nil)?.rule == .R67)
        #expect(
            PresentationDecider(era: .iOS14).splitUnavailability(
                identifier: "S", style: .doubleColumn, topColumnForCollapsing: nil) == nil)
        #expect(
            PresentationDecider(era: .iOS18).splitUnavailability(
                identifier: "S", style: .doubleColumn, topColumnForCollapsing: .some(.inspector))?.since == 26)
        #expect(PresentationDecider(era: .iOS18).splitColumnUnavailability(.inspector)?.rule == .R71)
        #expect(PresentationDecider(era: .iOS26).splitColumnUnavailability(.inspector) == nil)
        #expect(PresentationDecider(era: .iOS26).splitViewsMayBeUnavailable == false)
    }

    @Test func aPopoverUsesItsAdaptiveSheetOnlyWhileAdaptedToASheet() {
        let decider = PresentationDecider(era: .iOS17)
        #expect(decider.popoverUsesAdaptiveSheet(Self.decision(.popover, in: Self.compact, iOS: 17)))
        #expect(!decider.popoverUsesAdaptiveSheet(Self.decision(.popover, in: Self.regular, iOS: 17)))
        #expect(!decider.popoverUsesAdaptiveSheet(nil))
    }
}

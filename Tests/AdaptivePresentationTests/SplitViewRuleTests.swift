import Testing

@testable import AdaptivePresentation

/// R61–R71: split view controllers. Tables written from the "Presentation rules" article (the documented call
/// order, the default behaviour of navigation and plain primaries, the width and display-mode rules).
struct SplitViewRuleTests {
    static let decider = PresentationDecider(era: Era(iOS: 17)!)
    typealias M = SplitDelegateMethod

    static func tokens(_ transition: SplitTransition) -> [String] { transition.calls.map(\.token) }

    // MARK: R61

    @Test(
        "R61: collapsed exactly in compact width",
        arguments: [
            (SizeClass.compact, SizeClass.regular, true), (.compact, .compact, true), (.regular, .regular, false),
            (.regular, .compact, false),
        ])
    func collapsedFollowsWidth(horizontal: SizeClass, vertical: SizeClass, collapsed: Bool) {
        #expect(
            Self.decider.splitIsCollapsed(
                in: TraitCollection(horizontalSizeClass: horizontal, verticalSizeClass: vertical)) == collapsed)
    }

    // MARK: R62

    @Test("R62: classic collapse asks primaryForCollapsing, then collapseSecondary; true discards")
    func classicCollapseOrder() {
        let delegate = SplitDelegateDeclaration(primaryForCollapsing: .some(nil), collapseSecondary: true)
        let transition = Self.decider.splitCollapse(
            style: .classic, delegate: delegate, primaryIsNavigation: true, hasSecondary: true, hasCompactColumn: false)
        #expect(Self.tokens(transition) == [M.primaryForCollapsing.rawValue, M.collapseSecondary.rawValue])
        #expect(transition.secondaryOnCollapse == .discardedByDelegate)
        #expect(transition.newPrimary == nil)
    }

    @Test(
        "R62: without an answer, a navigation primary pushes the secondary and a plain one loses it",
        arguments: [
            (true, SplitTransition.SecondaryOnCollapse.pushedOntoPrimary), (false, .vanished),
        ])
    func defaultCollapse(navigation: Bool, fate: SplitTransition.SecondaryOnCollapse) {
        let transition = Self.decider.splitCollapse(
            style: .classic, delegate: SplitDelegateDeclaration(collapseSecondary: false),
            primaryIsNavigation: navigation,
            hasSecondary: true, hasCompactColumn: false)
        #expect(transition.secondaryOnCollapse == fate)
        #expect(Self.tokens(transition) == [M.collapseSecondary.rawValue])
        let silent = Self.decider.splitCollapse(
            style: .classic, delegate: nil, primaryIsNavigation: navigation, hasSecondary: true, hasCompactColumn: false
        )
        #expect(silent.calls.isEmpty)
        #expect(silent.secondaryOnCollapse == fate)
    }

    // MARK: R63

    @Test("R63: classic expansion asks primaryForExpanding, then separateSecondary; nil falls back to the primary")
    func classicExpansion() {
        let delegate = SplitDelegateDeclaration(primaryForExpanding: .some(nil), separateSecondary: .some(nil))
        let popping = Self.decider.splitExpand(style: .classic, delegate: delegate, primaryCanPop: true)
        #expect(Self.tokens(popping) == [M.primaryForExpanding.rawValue, M.separateSecondary.rawValue])
        #expect(popping.secondaryOnExpand == .poppedFromPrimary)
        let plain = Self.decider.splitExpand(style: .classic, delegate: delegate, primaryCanPop: false)
        #expect(plain.secondaryOnExpand == .preserved)
        let answered = Self.decider.splitExpand(
            style: .classic, delegate: SplitDelegateDeclaration(separateSecondary: .some("Detail")), primaryCanPop: true
        )
        #expect(answered.secondaryOnExpand == .delegate("Detail"))
    }

    // MARK: R67, R68

    @Test("R67/R68: column styles call only the column methods, in order")
    func columnStyleCalls() {
        let delegate = SplitDelegateDeclaration(
            primaryForCollapsing: .some(nil), collapseSecondary: true, primaryForExpanding: .some(nil),
            topColumnForCollapsing: .some(nil), displayModeForExpanding: .some(nil),
            notifications: [.didCollapse, .didExpand])
        let collapse = Self.decider.splitCollapse(
            style: .doubleColumn, delegate: delegate, primaryIsNavigation: true, hasSecondary: true,
            hasCompactColumn: false)
        #expect(Self.tokens(collapse) == [M.topColumnForCollapsing.rawValue, M.didCollapse.rawValue])
        #expect(collapse.topColumn == .secondary, "the proposed top column is .secondary (open question 7)")
        let expand = Self.decider.splitExpand(style: .tripleColumn, delegate: delegate, primaryCanPop: true)
        #expect(Self.tokens(expand) == [M.displayModeForExpanding.rawValue, M.didExpand.rawValue])
        let classic = Self.decider.splitCollapse(
            style: .classic, delegate: delegate, primaryIsNavigation: true, hasSecondary: true, hasCompactColumn: false)
        #expect(!Self.tokens(classic).contains(M.didCollapse.rawValue), "didCollapse is a column-style method")
        #expect(!Self.tokens(classic).contains(M.topColumnForCollapsing.rawValue))
    }

    @Test("R68: the compact column is shown when set")
    func compactColumn() {
        let transition = Self.decider.splitCollapse(
            style: .doubleColumn, delegate: nil, primaryIsNavigation: true, hasSecondary: true, hasCompactColumn: true)
        #expect(transition.showsCompactColumn)
    }

    @Test("R71: the inspector column cannot be the top column, from iOS 26 where it exists")
    func inspectorTop() {
        let transition = PresentationDecider(era: .iOS26).splitCollapse(
            style: .doubleColumn, delegate: SplitDelegateDeclaration(topColumnForCollapsing: .some(.inspector)),
            primaryIsNavigation: true, hasSecondary: true, hasCompactColumn: false)
        #expect(transition.exception?.reason == "Inspector column cannot be the top column.")
        let older = PresentationDecider(era: Era(iOS: 25)!).splitCollapse(
            style: .doubleColumn, delegate: SplitDelegateDeclaration(topColumnForCollapsing: .some(.inspector)),
            primaryIsNavigation: true, hasSecondary: true, hasCompactColumn: false)
        #expect(older.exception == nil, "no inspector column before iOS 26")
    }

    @Test(
        "R67, R71: column styles exist from iOS 14, the inspector column from iOS 26",
        arguments: [
            (8, false, false), (13, false, false), (14, true, false), (18, true, false), (25, true, false),
            (26, true, true),
        ])
    func splitEras(iOS: Int, columnStyles: Bool, inspector: Bool) throws {
        let era = try #require(Era(iOS: iOS))
        #expect(era.hasColumnStyleSplitView == columnStyles)
        #expect(era.hasInspectorColumn == inspector)
    }

    @Test(
        "R68: the answer to displayModeForExpanding is the display mode; proposed and .automatic keep the proposed one")
    func displayModeForExpandingApplied() {
        func expand(_ answer: SplitDisplayMode??) -> SplitDisplayMode? {
            Self.decider.splitExpand(
                style: .doubleColumn, delegate: SplitDelegateDeclaration(displayModeForExpanding: answer),
                primaryCanPop: false,
                proposedDisplayMode: .oneBesideSecondary
            ).displayMode
        }
        #expect(expand(.some(.secondaryOnly)) == .secondaryOnly)
        #expect(expand(.some(.oneOverSecondary)) == .oneOverSecondary)
        #expect(expand(.some(nil)) == .oneBesideSecondary)
        #expect(expand(.some(.automatic)) == .oneBesideSecondary)
        #expect(expand(nil) == .oneBesideSecondary)
    }

    // MARK: R65

    @Test(
        "R65: .automatic is side by side in landscape, secondary only in portrait and the 12.9-inch half pane",
        arguments: [
            (Size(width: 1024, height: 768), SplitDisplayMode.oneBesideSecondary),
            (Size(width: 768, height: 1024), .secondaryOnly),
            (Size(width: 678, height: 1024), .secondaryOnly), (Size(width: 736, height: 414), .oneBesideSecondary),
        ])
    func automaticDisplayMode(window: Size, mode: SplitDisplayMode) {
        #expect(Self.decider.splitDisplayMode(preferred: .automatic, window: window) == mode)
        #expect(Self.decider.splitDisplayMode(preferred: .oneOverSecondary, window: window) == .oneOverSecondary)
    }

    // MARK: R66

    @Test(
        "R66: clamp(0, preferred, max): 320 up to a 1210 pt screen, 375 above; points beat the fraction",
        arguments: [
            (Size(width: 1024, height: 768), nil, 0.5, 320.0), (Size(width: 1366, height: 1024), nil, nil, 375),
            (Size(width: 1024, height: 768), 200, 0.5, 200), (Size(width: 1024, height: 768), nil, 0.2, 205),
        ] as [(Size, Double?, Double?, Double)])
    func primaryWidth(window: Size, points: Double?, fraction: Double?, width: Double) {
        #expect(
            Self.decider.splitPrimaryColumnWidth(
                window: window, screen: window, preferredWidth: points, preferredFraction: fraction) == width)
    }

    // MARK: R69

    @Test("R69: expanded, hide/show(.primary) change the display mode; .secondary is ignored")
    func showHideColumns() {
        let wide = Size(width: 1024, height: 768)
        #expect(
            Self.decider.splitDisplayMode(
                after: false, column: .primary, current: .oneBesideSecondary, style: .doubleColumn, window: wide)
                == .secondaryOnly)
        #expect(
            Self.decider.splitDisplayMode(
                after: true, column: .primary, current: .secondaryOnly, style: .doubleColumn, window: wide)
                == .oneBesideSecondary)
        #expect(
            Self.decider.splitDisplayMode(
                after: true, column: .primary, current: .secondaryOnly, style: .doubleColumn,
                window: Size(width: 768, height: 1024)) == .oneOverSecondary)
        #expect(
            Self.decider.splitDisplayMode(
                after: false, column: .secondary, current: .oneBesideSecondary, style: .doubleColumn, window: wide)
                == nil)
    }
}

import AdaptivePresentation

/// One value of every case of ``RuleExplanation``, and an exhaustive `switch` that numbers the cases: a new
/// case does not compile here until it is numbered, and the coverage test fails until it has a sample.
enum RuleExplanationSamples {
    private static let traits = TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular)
    private static let regularCompact = TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .compact)
    private static let regularRegular = TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular)

    static let all: [RuleExplanation] = [
        .text("sample"),
        .adaptedAtPresentation(prepares: true),
        .adaptedAtPresentation(prepares: false),
        .nothingAdaptsAtPresentation,
        .sizeClassesUnchanged,
        .horizontalSizeClassUnchanged,
        .adapts(to: .formSheet),
        .reverts,
        .originalReturns,
        .adaptsAgain(from: .fullScreen, to: .formSheet),
        .staysAdapted(.formSheet),
        .staysUnadapted,
        .automaticResolves(to: .formSheet, iOS: 18),
        .automaticUnavailable(default: .fullScreen),
        .delegateAnswers(.formSheet, in: traits),
        .noneKeepsRequested(.formSheet),
        .legalAnswer(.formSheet),
        .illegalAnswer(.pageSheet),
        .legacyAnswers(.fullScreen),
        .illegalLegacyAnswer(.formSheet),
        .noStyleMethod,
        .legacyNotAsked(in: regularCompact),
        .noDelegate,
        .popoverStays(in: regularRegular),
        .popoverAdaptsToFormSheet(in: traits),
        .legacyPopoverAdaptsToFullScreen,
        .legacyPopoverAdaptsToFormSheet(in: regularCompact),
        .sheetDoesNotAdapt(.formSheet, in: traits),
        .legacySheetAdaptsToFullScreen,
        .legacySheetStays(in: regularCompact),
        .neverAdapts(.fullScreen),
        .customDefaultIsNone,
        .fullScreenIgnoresAnswer(.fullScreen, answer: .formSheet),
        .currentContextIgnoresAnswer(.currentContext, answer: .fullScreen),
        .sameSheetController(proposed: .formSheet, current: .pageSheet),
        .customAdapts(to: .formSheet),
        .controllerTakesOver(.fullScreen),
        .delegatePrepares,
        .substituteShown,
        .noSubstitute,
        .popoverNeedsAnchor,
        .sheetInCompactHeight,
        .sheetIsCard,
        .sheetIsCentred,
        .legacySheetFillsWindow,
        .legacySheetIsCentred,
        .coversScreen(.fullScreen),
        .coversContext,
        .coversContextOver,
        .sheetBottomAttached,
        .sheetEdgeAttached,
        .sheetFullScreenInCompactHeight,
        .sheetFloating(.formSheet),
        .maximumDetentValue(750, windowHeight: 844, top: 60, bottom: 34),
        .mediumInactiveInCompactHeight,
        .customDetentNeedsIOS16("tall", iOS: 15),
        .customDetentCapped("tall"),
        .customDetentInactive("tall"),
        .noActiveDetentEdgeAttached,
        .noActiveDetent,
        .restsAtSelectedDetent("large"),
        .restsAtSmallestDetent("medium"),
        .selectedDetentInactive("tall", restsAt: "medium"),
        .dimmedAbove("medium"),
        .undimmedAtOrBelow("medium"),
        .everyDetentDimmed,
        .widthFollowsPreferredContentSize,
        .partialSheetInset,
        .sheetHeightFromDetent,
        .splitCollapses,
        .columnStyleSkipsClassicDelegate,
        .topColumnAsked,
        .inspectorCannotBeTop,
        .compactColumnShown,
        .columnsStacked(upTo: .primary),
        .collapsingPrimary("Master"),
        .collapsingPrimaryStays,
        .secondaryDiscarded,
        .secondaryPushed,
        .secondaryVanishes,
        .didCollapseNotCalled,
        .splitExpands,
        .displayModeAsked,
        .secondarySeparated("Detail"),
        .secondaryPopped,
        .secondaryPreserved,
        .sheetPlacement(.leading),
        .actionSheetOverAnchor,
        .actionSheetCentred,
    ]

    static let caseCount = 88

    static func caseIndex(_ explanation: RuleExplanation) -> Int {
        switch explanation {
        case .text: 0
        case .adaptedAtPresentation: 1
        case .nothingAdaptsAtPresentation: 2
        case .sizeClassesUnchanged: 3
        case .horizontalSizeClassUnchanged: 4
        case .adapts: 5
        case .reverts: 6
        case .originalReturns: 7
        case .adaptsAgain: 8
        case .staysAdapted: 9
        case .staysUnadapted: 10
        case .automaticResolves: 11
        case .automaticUnavailable: 12
        case .delegateAnswers: 13
        case .noneKeepsRequested: 14
        case .legalAnswer: 15
        case .illegalAnswer: 16
        case .legacyAnswers: 17
        case .illegalLegacyAnswer: 18
        case .noStyleMethod: 19
        case .legacyNotAsked: 20
        case .noDelegate: 21
        case .popoverStays: 22
        case .popoverAdaptsToFormSheet: 23
        case .legacyPopoverAdaptsToFullScreen: 24
        case .legacyPopoverAdaptsToFormSheet: 25
        case .sheetDoesNotAdapt: 26
        case .legacySheetAdaptsToFullScreen: 27
        case .legacySheetStays: 28
        case .neverAdapts: 29
        case .customDefaultIsNone: 30
        case .fullScreenIgnoresAnswer: 31
        case .currentContextIgnoresAnswer: 32
        case .sameSheetController: 33
        case .customAdapts: 34
        case .controllerTakesOver: 35
        case .delegatePrepares: 36
        case .substituteShown: 37
        case .noSubstitute: 38
        case .popoverNeedsAnchor: 39
        case .sheetInCompactHeight: 40
        case .sheetIsCard: 41
        case .sheetIsCentred: 42
        case .legacySheetFillsWindow: 43
        case .legacySheetIsCentred: 44
        case .coversScreen: 45
        case .coversContext: 46
        case .coversContextOver: 47
        case .sheetBottomAttached: 48
        case .sheetEdgeAttached: 49
        case .sheetFullScreenInCompactHeight: 50
        case .sheetFloating: 51
        case .maximumDetentValue: 52
        case .mediumInactiveInCompactHeight: 53
        case .customDetentNeedsIOS16: 54
        case .customDetentCapped: 55
        case .customDetentInactive: 56
        case .noActiveDetentEdgeAttached: 57
        case .noActiveDetent: 58
        case .restsAtSelectedDetent: 59
        case .restsAtSmallestDetent: 60
        case .selectedDetentInactive: 61
        case .dimmedAbove: 62
        case .undimmedAtOrBelow: 63
        case .everyDetentDimmed: 64
        case .widthFollowsPreferredContentSize: 65
        case .partialSheetInset: 66
        case .sheetHeightFromDetent: 67
        case .splitCollapses: 68
        case .columnStyleSkipsClassicDelegate: 69
        case .topColumnAsked: 70
        case .inspectorCannotBeTop: 71
        case .compactColumnShown: 72
        case .columnsStacked: 73
        case .collapsingPrimary: 74
        case .collapsingPrimaryStays: 75
        case .secondaryDiscarded: 76
        case .secondaryPushed: 77
        case .secondaryVanishes: 78
        case .didCollapseNotCalled: 79
        case .splitExpands: 80
        case .displayModeAsked: 81
        case .secondarySeparated: 82
        case .secondaryPopped: 83
        case .secondaryPreserved: 84
        case .sheetPlacement: 85
        case .actionSheetOverAnchor: 86
        case .actionSheetCentred: 87
        }
    }
}

import Testing

@testable import AdaptivePresentation

/// R134: `UISheetPresentationController.preferredPlacement` (iOS 27) moves a floating sheet to the leading or
/// trailing edge of the window, 8 pt in (choice 75 of "Presentation rules"); it changes nothing before iOS 27 or
/// where the sheet is not floating.
struct SheetPlacementTests {
    /// An iPad Air 2 in landscape: 1024 × 768, regular in both directions; a form sheet there is 540 × 600.
    static let iPad = DeviceProfile(
        id: "ipad-air-2", name: "iPad Air 2", idiom: .pad, screen: Size(width: 768, height: 1024), scale: 2,
        layouts: [
            LayoutProfile(
                orientation: .landscape, layout: .full, window: Size(width: 1024, height: 768),
                horizontalSizeClass: .regular, verticalSizeClass: .regular),
            LayoutProfile(
                orientation: .landscape, layout: .oneThird, window: Size(width: 320, height: 768),
                horizontalSizeClass: .compact, verticalSizeClass: .regular),
        ],
        statusBarHeight: 20)

    static func frame(_ placement: SheetPlacement, iOS: Int, layout: MultitaskingLayout = .full) -> (Rect?, [RuleID]) {
        let profile = iPad.layouts.first { $0.layout == layout }!
        var sheet = SheetConfiguration()
        sheet.preferredPlacement = placement
        let result = PresentationDecider(era: Era(nearestIOS: iOS)).sheetLayout(
            sheet, style: .formSheet, appearance: layout == .full ? .sheet : .card,
            environment: Environment(device: iPad, profile: profile), preferredContentSize: Size(width: 0, height: 0))
        return (result?.frame, result?.rules.map(\.id) ?? [])
    }

    @Test func leadingAndTrailingMoveAFloatingSheetToTheEdgeOnIOS27() {
        let (automatic, automaticRules) = Self.frame(.automatic, iOS: 27)
        #expect(automatic == Rect(x: 242, y: 84, width: 540, height: 600))
        #expect(!automaticRules.contains(.R134))
        let (leading, rules) = Self.frame(.leading, iOS: 27)
        #expect(leading == Rect(x: 8, y: 84, width: 540, height: 600))
        #expect(rules.contains(.R134))
        #expect(Self.frame(.trailing, iOS: 27).0 == Rect(x: 1024 - 540 - 8, y: 84, width: 540, height: 600))
        #expect(Self.frame(.center, iOS: 27).0 == automatic)
    }

    @Test func beforeIOS27AndInCompactWidthThePlacementChangesNothing() {
        let centred = Self.frame(.automatic, iOS: 26).0
        #expect(Self.frame(.leading, iOS: 26).0 == centred)
        #expect(!Self.frame(.leading, iOS: 26).1.contains(.R134))
        let compact = Self.frame(.automatic, iOS: 27, layout: .oneThird).0
        #expect(compact != nil)
        #expect(Self.frame(.trailing, iOS: 27, layout: .oneThird).0 == compact)
    }
}

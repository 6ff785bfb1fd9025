import Testing

@testable import AdaptivePresentation

/// R29, R30 and the documented frame assumptions.
struct PresentedFrameTests {
    static func environment(_ device: DeviceProfile, _ orientation: Orientation = .portrait) throws -> Environment {
        try DeviceCatalog.environment(device: device, orientation: orientation, layout: .full)
    }
    static let pad = SimulationFixtures.pad()
    static let plus = DeviceProfile(
        id: "iphone-8-plus", name: "iPhone 8 Plus", idiom: .phone, screen: Size(width: 414, height: 736), scale: 3,
        layouts: [
            LayoutProfile(
                orientation: .portrait, layout: .full, window: Size(width: 414, height: 736),
                horizontalSizeClass: .compact, verticalSizeClass: .regular),
            LayoutProfile(
                orientation: .landscape, layout: .full, window: Size(width: 736, height: 414),
                horizontalSizeClass: .regular, verticalSizeClass: .compact),
        ])
    static let bigPad = DeviceProfile(
        id: "ipad-pro-13-m4", name: "iPad Pro 13", idiom: .pad, screen: Size(width: 1032, height: 1376), scale: 2,
        layouts: [
            LayoutProfile(
                orientation: .portrait, layout: .full, window: Size(width: 1032, height: 1376),
                horizontalSizeClass: .regular, verticalSizeClass: .regular)
        ],
        statusBarHeight: 24)

    @Test func formSheetUsesPreferredSizeOnlyInRegularRegular() throws {
        let padFrame = PresentedFrame(era: Era(iOS: 12)!, environment: try Self.environment(Self.pad))
            .frame(appearance: .sheet, style: .formSheet, preferredContentSize: Size(width: 400, height: 300))
        #expect(padFrame == Rect(x: 184, y: 362, width: 400, height: 300))
        let plusFrame = PresentedFrame(era: Era(iOS: 12)!, environment: try Self.environment(Self.plus, .landscape))
            .frame(appearance: .sheet, style: .formSheet, preferredContentSize: Size(width: 400, height: 300))
        #expect(
            plusFrame == Rect(x: 98, y: 0, width: 540, height: 414), "the classic 540×620, clamped to the 414 pt height"
        )
    }

    @Test(arguments: [
        (15, Size(width: 540, height: 620)), (16, Size(width: 580, height: 640)), (26, Size(width: 580, height: 640)),
    ])
    func formSheetDefaultSizeByVersion(iOS: Int, size: Size) throws {
        let frame = PresentedFrame(era: Era(iOS: iOS)!, environment: try Self.environment(Self.bigPad))
            .frame(appearance: .sheet, style: .formSheet, preferredContentSize: Size(width: 0, height: 0))
        #expect(frame.size == size)
    }

    @Test func popoverDefaultsClampAndPlacement() throws {
        let environment = try Self.environment(Self.pad)
        let modern = PresentedFrame(era: .newest, environment: environment)
        #expect(
            modern.frame(
                appearance: .popover, style: .popover, preferredContentSize: Size(width: 0, height: 0),
                anchorFrame: Rect(x: 300, y: 100, width: 40, height: 40))
                == Rect(x: 160, y: 153, width: 320, height: 480))
        #expect(
            modern.frame(
                appearance: .popover, style: .popover, preferredContentSize: Size(width: 2000, height: 200),
                anchorFrame: Rect(x: 300, y: 950, width: 40, height: 40))
                == Rect(x: 10, y: 737, width: 748, height: 200),
            "clamped to the margins, above the anchor when there is no room below")
        let legacy = PresentedFrame(era: Era(iOS: 9)!, environment: environment)
        #expect(
            legacy.frame(appearance: .popover, style: .popover, preferredContentSize: Size(width: 0, height: 0)).size
                == Size(width: 320, height: 1024 - 20 - 13), "before iOS 13: 320 wide, as tall as fits")
    }

    @Test func popoverPlacementIsTheOneItsFrameUses() throws {
        let frame = PresentedFrame(era: .newest, environment: try Self.environment(Self.pad))
        let size = Size(width: 300, height: 200)
        let cases: [(anchorY: Double, height: Double, placement: PopoverPlacement)] = [
            (100, 200, .below), (950, 200, .above), (400, 900, .centred),
        ]
        for (anchorY, height, placement) in cases {
            let anchor = Rect(x: 300, y: anchorY, width: 40, height: 40)
            let preferred = Size(width: size.width, height: height)
            #expect(frame.popoverPlacement(preferredContentSize: preferred, anchorFrame: anchor) == placement)
            let placed = frame.frame(
                appearance: .popover, style: .popover, preferredContentSize: preferred, anchorFrame: anchor)
            switch placement {
            case .below: #expect(placed.y == anchor.y + anchor.height + PresentedFrame.popoverArrow)
            case .above: #expect(placed.y + placed.height == anchor.y - PresentedFrame.popoverArrow)
            case .centred: #expect(placed.x + placed.width / 2 == 768 / 2)
            }
        }
    }

    @Test func systemControllersTakeUIKitsStyles() {
        #expect(Era.iOS17.alertControllerStyle(actionSheet: false, idiom: .pad) == .custom)
        #expect(Era.newest.alertControllerStyle(actionSheet: false, idiom: .phone) == .custom)
        #expect(Era.iOS9.alertControllerStyle(actionSheet: true, idiom: .pad) == .popover)
        #expect(Era.iOS18.alertControllerStyle(actionSheet: true, idiom: .phone) == .custom)
        #expect(Era.newest.alertControllerStyle(actionSheet: true, idiom: .phone) == .popover)
        #expect(Era.iOS12.activityViewControllerStyle(idiom: .pad) == .popover)
        #expect(Era.newest.activityViewControllerStyle(idiom: .phone) == .automatic)
    }

    @Test func cardStartsTenPointsBelowTheStatusBar() throws {
        let frame = PresentedFrame(era: .newest, environment: try Self.environment(Self.bigPad))
            .frame(appearance: .card, style: .pageSheet, preferredContentSize: Size(width: 0, height: 0))
        #expect(frame == Rect(x: 0, y: 34, width: 1032, height: 1342))
    }
}

import Testing

@testable import AdaptivePresentation

/// R50–R60: sheets with detents. Expected values come from the "Presentation rules" article (the measured frames of
/// R54, R55 and R60, and the rules' arithmetic), not from the implementation.
struct SheetLayoutTableTests {
    /// iPhone 12: 390×844, top inset 47, home indicator 34 (21 in landscape), landscape sides 47.
    static let iPhone12: DeviceProfile = {
        var device = DeviceProfile(
            id: "iphone-12", name: "iPhone 12", idiom: .phone, screen: Size(width: 390, height: 844), scale: 3,
            layouts: [
                LayoutProfile(
                    orientation: .portrait, layout: .full, window: Size(width: 390, height: 844),
                    horizontalSizeClass: .compact, verticalSizeClass: .regular),
                LayoutProfile(
                    orientation: .landscape, layout: .full, window: Size(width: 844, height: 390),
                    horizontalSizeClass: .compact, verticalSizeClass: .compact),
            ],
            statusBarHeight: 47)
        device.hasHomeButton = false
        device.safeArea = DeviceSafeArea(portraitBottom: 34, landscapeSides: 47, landscapeBottom: 21)
        return device
    }()
    /// iPhone 16 Pro: 402×874, top inset 62 (the R60 measurement's simulator).
    static let iPhone16Pro: DeviceProfile = {
        var device = DeviceProfile(
            id: "iphone-16-pro", name: "iPhone 16 Pro", idiom: .phone, screen: Size(width: 402, height: 874), scale: 3,
            layouts: [
                LayoutProfile(
                    orientation: .portrait, layout: .full, window: Size(width: 402, height: 874),
                    horizontalSizeClass: .compact, verticalSizeClass: .regular)
            ],
            statusBarHeight: 62)
        device.hasHomeButton = false
        device.safeArea = DeviceSafeArea(portraitBottom: 34, landscapeSides: 62, landscapeBottom: 21)
        return device
    }()
    /// iPhone SE (1st generation): 320×568 with a Home button.
    static let iPhoneSE = DeviceProfile(
        id: "iphone-se-1", name: "iPhone SE", idiom: .phone, screen: Size(width: 320, height: 568), scale: 2,
        layouts: [
            LayoutProfile(
                orientation: .portrait, layout: .full, window: Size(width: 320, height: 568),
                horizontalSizeClass: .compact, verticalSizeClass: .regular)
        ])

    static func layout(
        _ sheet: SheetConfiguration, on device: DeviceProfile, _ orientation: Orientation = .portrait, iOS: Int,
        appearance: PresentationAppearance? = nil, preferredContentSize: Size = Size(width: 0, height: 0)
    ) throws -> SheetLayout {
        let environment = try DeviceCatalog.environment(device: device, orientation: orientation, layout: .full)
        let era = try #require(Era(iOS: iOS))
        let decided = appearance ?? (orientation == .portrait ? .card : .fullScreen)
        return try #require(
            PresentationDecider(era: era).sheetLayout(
                sheet, style: .pageSheet, appearance: decided, environment: environment,
                preferredContentSize: preferredContentSize))
    }

    static let mediumLarge = SheetConfiguration(detents: [.medium, .large])

    // MARK: R54

    @Test(
        "R54: iPhone 12 on iOS 15–18, large (0,57,390,787) and medium (0,388.32,390,455.68)",
        arguments: [15, 16, 17, 18])
    func iPhone12Detents(iOS: Int) throws {
        var sheet = Self.mediumLarge
        let medium = try Self.layout(sheet, on: Self.iPhone12, iOS: iOS)
        #expect(medium.detent == "medium")
        #expect(medium.frame == Rect(x: 0, y: 388.32, width: 390, height: 455.68))
        sheet.selectedDetentIdentifier = "large"
        let large = try Self.layout(sheet, on: Self.iPhone12, iOS: iOS)
        #expect(large.detent == "large")
        #expect(large.frame == Rect(x: 0, y: 57, width: 390, height: 787))
        #expect(
            large.activeDetents.map(\.value) == [421.68, 753], "maximumDetentValue = 787 - 34; medium = 0.56 of it")
    }

    @Test("R54: a 568 pt window uses 0.63, and a Home button puts the top 20 pt below the status bar")
    func smallPhone() throws {
        let layout = try Self.layout(Self.mediumLarge, on: Self.iPhoneSE, iOS: 17)
        // top 20 + 20 = 40; maximum = 568 - 40 - 0 = 528; medium = 528 × 0.63 = 332.64.
        #expect(layout.activeDetents.map(\.value) == [332.64, 528])
        #expect(layout.frame == Rect(x: 0, y: 235.36, width: 320, height: 332.64))
    }

    @Test("R54: other idioms get the 20 pt gap too: an iPad without a Home button", arguments: [15, 18])
    func padGap(iOS: Int) throws {
        var pad = DeviceProfile(
            id: "ipad-pro-11", name: "iPad Pro 11-inch", idiom: .pad, screen: Size(width: 834, height: 1194), scale: 2,
            layouts: [
                LayoutProfile(
                    orientation: .portrait, layout: .full, window: Size(width: 834, height: 1194),
                    horizontalSizeClass: .regular, verticalSizeClass: .regular)
            ],
            statusBarHeight: 24)
        pad.hasHomeButton = false
        pad.safeArea = DeviceSafeArea(portraitBottom: 20, landscapeSides: 0, landscapeBottom: 20)
        var sheet = Self.mediumLarge
        sheet.selectedDetentIdentifier = "large"
        let layout = try Self.layout(sheet, on: pad, iOS: iOS, appearance: .card)
        // top 24 + 20 = 44; maximum = 1194 - 44 - 20 = 1130.
        #expect(layout.frame == Rect(x: 0, y: 44, width: 834, height: 1150))
        #expect(layout.activeDetents.last?.value == 1130)
    }

    // MARK: R55

    @Test("R55: compact height is full screen with one detent by default, no grabber")
    func compactHeightFullScreen() throws {
        var sheet = Self.mediumLarge
        sheet.prefersGrabberVisible = true
        let layout = try Self.layout(sheet, on: Self.iPhone12, .landscape, iOS: 17)
        #expect(layout.placement == .fullScreen)
        #expect(layout.detent == "large")
        #expect(layout.activeDetents.map(\.identifier) == ["large"])
        #expect(!layout.grabberVisible)
        #expect(layout.frame == Rect(x: 0, y: 0, width: 844, height: 390))
    }

    @Test("R55: edge-attached in compact height: iPhone 12 landscape (47,8,750,382); medium inactive")
    func edgeAttached() throws {
        var sheet = Self.mediumLarge
        sheet.prefersEdgeAttachedInCompactHeight = true
        let layout = try Self.layout(sheet, on: Self.iPhone12, .landscape, iOS: 17)
        #expect(layout.placement == .edgeAttached)
        #expect(layout.frame == Rect(x: 47, y: 8, width: 750, height: 382))
        #expect(!layout.isActive("medium"))
        #expect(layout.detent == "large")
    }

    @Test("R54, R55: in compact height maximumDetentValue is the sheet's height less the landscape bottom inset")
    func compactHeightMaximum() throws {
        var sheet = SheetConfiguration(detents: [.custom("huge", height: 5000), .large])
        sheet.prefersEdgeAttachedInCompactHeight = true
        // Edge-attached: (47,8,750,382); 382 - 21 = 361, not below a portrait status bar.
        let attached = try Self.layout(sheet, on: Self.iPhone12, .landscape, iOS: 17)
        #expect(attached.activeDetents.map(\.value) == [361, 361])
        sheet.prefersEdgeAttachedInCompactHeight = false
        // Full screen: 390 - 21 = 369.
        let full = try Self.layout(sheet, on: Self.iPhone12, .landscape, iOS: 17)
        #expect(full.activeDetents.map(\.value) == [369])
    }

    @Test("R55: widthFollowsPreferredContentSizeWhenEdgeAttached caps and centres the width")
    func widthFollows() throws {
        var sheet = Self.mediumLarge
        sheet.prefersEdgeAttachedInCompactHeight = true
        sheet.widthFollowsPreferredContentSizeWhenEdgeAttached = true
        let layout = try Self.layout(
            sheet, on: Self.iPhone12, .landscape, iOS: 17, preferredContentSize: Size(width: 400, height: 0))
        #expect(layout.frame == Rect(x: 222, y: 8, width: 400, height: 382))
        let wide = try Self.layout(
            sheet, on: Self.iPhone12, .landscape, iOS: 17, preferredContentSize: Size(width: 900, height: 0))
        #expect(wide.frame.width == 750, "capped at the safe-area width")
    }

    // MARK: R60

    @Test("R60: iOS 26 on 402×874: medium inset (8,415.03,386,450.97), large full width (0,62,402,812)")
    func iOS26() throws {
        var sheet = Self.mediumLarge
        #expect(
            try Self.layout(sheet, on: Self.iPhone16Pro, iOS: 26).frame
                == Rect(x: 8, y: 415.03, width: 386, height: 450.97))
        sheet.selectedDetentIdentifier = "large"
        #expect(
            try Self.layout(sheet, on: Self.iPhone16Pro, iOS: 26).frame == Rect(x: 0, y: 62, width: 402, height: 812))
    }

    // MARK: R51, R52

    @Test(
        "R52: nil or unknown selectedDetentIdentifier rests at the smallest active detent",
        arguments: [nil, "unknown", "medium"] as [String?])
    func restsAtSmallest(selected: String?) throws {
        var sheet = Self.mediumLarge
        sheet.selectedDetentIdentifier = selected
        #expect(try Self.layout(sheet, on: Self.iPhone12, iOS: 17).detent == "medium")
    }

    @Test("R51: custom detents are capped, nil is inactive, and they need iOS 16")
    func customDetents() throws {
        let sheet = SheetConfiguration(detents: [
            .custom("off", height: nil), .custom("small", height: 200), .custom("huge", height: 5000),
        ])
        let layout = try Self.layout(sheet, on: Self.iPhone12, iOS: 16)
        #expect(layout.activeDetents.map(\.identifier) == ["small", "huge"])
        #expect(layout.activeDetents.map(\.value) == [200, 753], "capped at maximumDetentValue")
        #expect(layout.detent == "small")
        #expect(layout.frame == Rect(x: 0, y: 610, width: 390, height: 234), "200 + the 34 pt home indicator")
        let ios15 = try Self.layout(sheet, on: Self.iPhone12, iOS: 15)
        #expect(ios15.detent == nil, "no active detent: UIKit asserts")
    }

    @Test("R51: the default detents are [large]")
    func defaultDetents() {
        #expect(SheetConfiguration().detents == [.large])
        #expect(SheetDetent.medium.uikitIdentifier == "com.apple.UIKit.medium")
        #expect(SheetDetent.large.uikitIdentifier == "com.apple.UIKit.large")
    }

    // MARK: R53

    @Test(
        "R53: dimmed above the largest undimmed detent, and everywhere without one",
        arguments: [
            (nil, "medium", true), (nil, "large", true), ("medium", "medium", false), ("medium", "large", true),
            ("large", "medium", false), ("large", "large", false), ("unknown", "medium", true),
        ] as [(String?, String, Bool)])
    func dimming(undimmed: String?, selected: String, dimmed: Bool) throws {
        var sheet = Self.mediumLarge
        sheet.largestUndimmedDetentIdentifier = undimmed
        sheet.selectedDetentIdentifier = selected
        #expect(try Self.layout(sheet, on: Self.iPhone12, iOS: 17).dimmed == dimmed)
    }

    // MARK: R50, R58

    @Test("R50: no sheet presentation controller before iOS 15, nor for other styles")
    func noSheetController() throws {
        let environment = try DeviceCatalog.environment(device: Self.iPhone12, orientation: .portrait, layout: .full)
        #expect(
            PresentationDecider(era: Era(iOS: 14)!).sheetLayout(
                Self.mediumLarge, style: .pageSheet, appearance: .card, environment: environment,
                preferredContentSize: Size(width: 0, height: 0)) == nil)
        #expect(
            PresentationDecider(era: Era(iOS: 17)!).sheetLayout(
                Self.mediumLarge, style: .fullScreen, appearance: .fullScreen, environment: environment,
                preferredContentSize: Size(width: 0, height: 0)) == nil)
    }

    @Test("R58: an iPad form sheet floats centred at its size; detents do not move it")
    func floating() throws {
        let pad = SimulationFixtures.pad()
        let environment = try DeviceCatalog.environment(device: pad, orientation: .portrait, layout: .full)
        let layout = try #require(
            PresentationDecider(era: Era(iOS: 17)!).sheetLayout(
                Self.mediumLarge, style: .formSheet, appearance: .sheet, environment: environment,
                preferredContentSize: Size(width: 0, height: 0)))
        #expect(layout.placement == .floating)
        // 768×1024 screen: longest side ≤ 1024 → 540×600, centred.
        #expect(layout.frame == Rect(x: 114, y: 212, width: 540, height: 600))
    }

    // MARK: R52 drags

    @Test("R52: a drag notifies once when the detent changes, never to the same detent or an inactive one")
    func drags() throws {
        let layout = try Self.layout(Self.mediumLarge, on: Self.iPhone12, iOS: 17)
        let decider = PresentationDecider(era: Era(iOS: 17)!)
        #expect(decider.drag(layout, to: "large")! == ("large", true))
        #expect(decider.drag(layout, to: "medium")! == ("medium", false))
        #expect(decider.drag(layout, to: "nope") == nil)
    }
}

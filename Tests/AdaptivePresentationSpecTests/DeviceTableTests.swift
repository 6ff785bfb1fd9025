import AdaptivePresentation
import AdaptivePresentationSpec
import Testing

/// One environment as UIKit reports it, written out from the "Devices file" article (its rules and the measurements
/// it cites), never from devices.yaml: this table is what the YAML is checked against.
struct ExpectedEnvironment: Sendable, CustomTestStringConvertible {
    let device: String
    let orientation: Orientation
    let layout: MultitaskingLayout
    let window: Size
    let horizontal: SizeClass
    let vertical: SizeClass

    var testDescription: String { "\(device) \(orientation) \(layout)" }
}

private func row(
    _ device: String, _ orientation: Orientation, _ layout: MultitaskingLayout, _ width: Double, _ height: Double,
    _ horizontal: SizeClass, _ vertical: SizeClass
) -> ExpectedEnvironment {
    ExpectedEnvironment(
        device: device, orientation: orientation, layout: layout, window: Size(width: width, height: height),
        horizontal: horizontal, vertical: vertical)
}

/// Every device × orientation × layout of the 24 required devices.
let expectedEnvironments: [ExpectedEnvironment] = [
    // iPhones (HIG Layout tables): portrait compact/regular; landscape vertically compact, horizontally
    // regular only on the large phones (Plus, XR/11, Max, Pro Max, 14/15/16 Plus, Air).
    row("iphone-se-1", .portrait, .full, 320, 568, .compact, .regular),
    row("iphone-se-1", .landscape, .full, 568, 320, .compact, .compact),
    row("iphone-8", .portrait, .full, 375, 667, .compact, .regular),
    row("iphone-8", .landscape, .full, 667, 375, .compact, .compact),
    row("iphone-8-plus", .portrait, .full, 414, 736, .compact, .regular),
    row("iphone-8-plus", .landscape, .full, 736, 414, .regular, .compact),
    row("iphone-x", .portrait, .full, 375, 812, .compact, .regular),
    row("iphone-x", .landscape, .full, 812, 375, .compact, .compact),
    // HIG 2025 says 360x780; UIKit reports 375x812 (older HIG, Hackworth, snapshot-testing).
    row("iphone-12-mini", .portrait, .full, 375, 812, .compact, .regular),
    row("iphone-12-mini", .landscape, .full, 812, 375, .compact, .compact),
    row("iphone-xr", .portrait, .full, 414, 896, .compact, .regular),
    row("iphone-xr", .landscape, .full, 896, 414, .regular, .compact),
    row("iphone-xs-max", .portrait, .full, 414, 896, .compact, .regular),
    row("iphone-xs-max", .landscape, .full, 896, 414, .regular, .compact),
    row("iphone-12", .portrait, .full, 390, 844, .compact, .regular),
    row("iphone-12", .landscape, .full, 844, 390, .compact, .compact),
    row("iphone-12-pro-max", .portrait, .full, 428, 926, .compact, .regular),
    row("iphone-12-pro-max", .landscape, .full, 926, 428, .regular, .compact),
    // HIG: compact in landscape (unmerged snapshot-testing PRs #718/#839 say regular).
    row("iphone-15", .portrait, .full, 393, 852, .compact, .regular),
    row("iphone-15", .landscape, .full, 852, 393, .compact, .compact),
    row("iphone-15-pro-max", .portrait, .full, 430, 932, .compact, .regular),
    row("iphone-15-pro-max", .landscape, .full, 932, 430, .regular, .compact),
    row("iphone-16-pro", .portrait, .full, 402, 874, .compact, .regular),
    row("iphone-16-pro", .landscape, .full, 874, 402, .compact, .compact),
    row("iphone-16-pro-max", .portrait, .full, 440, 956, .compact, .regular),
    row("iphone-16-pro-max", .landscape, .full, 956, 440, .regular, .compact),
    row("iphone-air", .portrait, .full, 420, 912, .compact, .regular),
    row("iphone-air", .landscape, .full, 912, 420, .regular, .compact),
    // iPads: full screen regular/regular (HIG); every window vertically regular. Split View: 10 pt divider,
    // narrow pane 320 (375 when the landscape width is at least 1133, and on the 12.9-inch class in portrait),
    // twoThirds = width - narrow - 10, oneHalf = (width - 10) / 2. Slide Over: narrow width, screen height minus
    // twice the status bar (20 pt Home button, 24 pt otherwise; low confidence).
    // Measured: snapshot-testing iPadMini / iPad9_7 preset.
    row("ipad-mini-5", .portrait, .full, 768, 1024, .regular, .regular),
    row("ipad-mini-5", .portrait, .twoThirds, 438, 1024, .compact, .regular),
    row("ipad-mini-5", .portrait, .oneThird, 320, 1024, .compact, .regular),
    row("ipad-mini-5", .portrait, .slideOver, 320, 984, .compact, .regular),
    row("ipad-mini-5", .landscape, .full, 1024, 768, .regular, .regular),
    row("ipad-mini-5", .landscape, .twoThirds, 694, 768, .regular, .regular),
    row("ipad-mini-5", .landscape, .oneHalf, 507, 768, .compact, .regular),
    row("ipad-mini-5", .landscape, .oneThird, 320, 768, .compact, .regular),
    row("ipad-mini-5", .landscape, .slideOver, 320, 728, .compact, .regular),
    // Measured: snapshot-testing PR #653; the landscape half pane is fractional.
    row("ipad-mini-6", .portrait, .full, 744, 1133, .regular, .regular),
    row("ipad-mini-6", .portrait, .twoThirds, 414, 1133, .compact, .regular),
    row("ipad-mini-6", .portrait, .oneThird, 320, 1133, .compact, .regular),
    row("ipad-mini-6", .portrait, .slideOver, 320, 1085, .compact, .regular),
    row("ipad-mini-6", .landscape, .full, 1133, 744, .regular, .regular),
    row("ipad-mini-6", .landscape, .twoThirds, 748, 744, .regular, .regular),
    row("ipad-mini-6", .landscape, .oneHalf, 561.5, 744, .compact, .regular),
    row("ipad-mini-6", .landscape, .oneThird, 375, 744, .compact, .regular),
    row("ipad-mini-6", .landscape, .slideOver, 375, 696, .compact, .regular),
    // Measured: snapshot-testing iPad9_7 preset (same as the mini 2-5).
    row("ipad-air-2", .portrait, .full, 768, 1024, .regular, .regular),
    row("ipad-air-2", .portrait, .twoThirds, 438, 1024, .compact, .regular),
    row("ipad-air-2", .portrait, .oneThird, 320, 1024, .compact, .regular),
    row("ipad-air-2", .portrait, .slideOver, 320, 984, .compact, .regular),
    row("ipad-air-2", .landscape, .full, 1024, 768, .regular, .regular),
    row("ipad-air-2", .landscape, .twoThirds, 694, 768, .regular, .regular),
    row("ipad-air-2", .landscape, .oneHalf, 507, 768, .compact, .regular),
    row("ipad-air-2", .landscape, .oneThird, 320, 768, .compact, .regular),
    row("ipad-air-2", .landscape, .slideOver, 320, 728, .compact, .regular),
    // Measured: snapshot-testing iPad10_2 preset.
    row("ipad-10-2", .portrait, .full, 810, 1080, .regular, .regular),
    row("ipad-10-2", .portrait, .twoThirds, 480, 1080, .compact, .regular),
    row("ipad-10-2", .portrait, .oneThird, 320, 1080, .compact, .regular),
    row("ipad-10-2", .portrait, .slideOver, 320, 1040, .compact, .regular),
    row("ipad-10-2", .landscape, .full, 1080, 810, .regular, .regular),
    row("ipad-10-2", .landscape, .twoThirds, 750, 810, .regular, .regular),
    row("ipad-10-2", .landscape, .oneHalf, 535, 810, .compact, .regular),
    row("ipad-10-2", .landscape, .oneThird, 320, 810, .compact, .regular),
    row("ipad-10-2", .landscape, .slideOver, 320, 770, .compact, .regular),
    // Measured: snapshot-testing iPadPro10_5 preset; 834x1112, not the HIG typo 834x1194.
    row("ipad-pro-10-5", .portrait, .full, 834, 1112, .regular, .regular),
    row("ipad-pro-10-5", .portrait, .twoThirds, 504, 1112, .compact, .regular),
    row("ipad-pro-10-5", .portrait, .oneThird, 320, 1112, .compact, .regular),
    row("ipad-pro-10-5", .portrait, .slideOver, 320, 1072, .compact, .regular),
    row("ipad-pro-10-5", .landscape, .full, 1112, 834, .regular, .regular),
    row("ipad-pro-10-5", .landscape, .twoThirds, 782, 834, .regular, .regular),
    row("ipad-pro-10-5", .landscape, .oneHalf, 551, 834, .compact, .regular),
    row("ipad-pro-10-5", .landscape, .oneThird, 320, 834, .compact, .regular),
    row("ipad-pro-10-5", .landscape, .slideOver, 320, 794, .compact, .regular),
    // Medium confidence: one third-party dataset (Air 4), equal to the geometry; oneHalf 585, not 570.
    row("ipad-air-11", .portrait, .full, 820, 1180, .regular, .regular),
    row("ipad-air-11", .portrait, .twoThirds, 490, 1180, .compact, .regular),
    row("ipad-air-11", .portrait, .oneThird, 320, 1180, .compact, .regular),
    row("ipad-air-11", .portrait, .slideOver, 320, 1132, .compact, .regular),
    row("ipad-air-11", .landscape, .full, 1180, 820, .regular, .regular),
    row("ipad-air-11", .landscape, .twoThirds, 795, 820, .regular, .regular),
    row("ipad-air-11", .landscape, .oneHalf, 585, 820, .compact, .regular),
    row("ipad-air-11", .landscape, .oneThird, 375, 820, .compact, .regular),
    row("ipad-air-11", .landscape, .slideOver, 375, 772, .compact, .regular),
    // Measured: snapshot-testing iPadPro11 preset.
    row("ipad-pro-11", .portrait, .full, 834, 1194, .regular, .regular),
    row("ipad-pro-11", .portrait, .twoThirds, 504, 1194, .compact, .regular),
    row("ipad-pro-11", .portrait, .oneThird, 320, 1194, .compact, .regular),
    row("ipad-pro-11", .portrait, .slideOver, 320, 1146, .compact, .regular),
    row("ipad-pro-11", .landscape, .full, 1194, 834, .regular, .regular),
    row("ipad-pro-11", .landscape, .twoThirds, 809, 834, .regular, .regular),
    row("ipad-pro-11", .landscape, .oneHalf, 592, 834, .compact, .regular),
    row("ipad-pro-11", .landscape, .oneThird, 375, 834, .compact, .regular),
    row("ipad-pro-11", .landscape, .slideOver, 375, 786, .compact, .regular),
    // Only the full screen is documented (HIG 2025); the rest is derived from the geometry.
    row("ipad-pro-11-m4", .portrait, .full, 834, 1210, .regular, .regular),
    row("ipad-pro-11-m4", .portrait, .twoThirds, 504, 1210, .compact, .regular),
    row("ipad-pro-11-m4", .portrait, .oneThird, 320, 1210, .compact, .regular),
    row("ipad-pro-11-m4", .portrait, .slideOver, 320, 1162, .compact, .regular),
    row("ipad-pro-11-m4", .landscape, .full, 1210, 834, .regular, .regular),
    row("ipad-pro-11-m4", .landscape, .twoThirds, 825, 834, .regular, .regular),
    row("ipad-pro-11-m4", .landscape, .oneHalf, 600, 834, .compact, .regular),
    row("ipad-pro-11-m4", .landscape, .oneThird, 375, 834, .compact, .regular),
    row("ipad-pro-11-m4", .landscape, .slideOver, 375, 786, .compact, .regular),
    // Measured: snapshot-testing iPadPro12_9 preset; the landscape half pane (678) is regular.
    row("ipad-pro-12-9", .portrait, .full, 1024, 1366, .regular, .regular),
    row("ipad-pro-12-9", .portrait, .twoThirds, 639, 1366, .compact, .regular),
    row("ipad-pro-12-9", .portrait, .oneThird, 375, 1366, .compact, .regular),
    row("ipad-pro-12-9", .portrait, .slideOver, 375, 1318, .compact, .regular),
    row("ipad-pro-12-9", .landscape, .full, 1366, 1024, .regular, .regular),
    row("ipad-pro-12-9", .landscape, .twoThirds, 981, 1024, .regular, .regular),
    row("ipad-pro-12-9", .landscape, .oneHalf, 678, 1024, .regular, .regular),
    row("ipad-pro-12-9", .landscape, .oneThird, 375, 1024, .compact, .regular),
    row("ipad-pro-12-9", .landscape, .slideOver, 375, 976, .compact, .regular),
    // Derived: twoThirds 991 (not 983); the 12.9-inch-class mode rule makes oneHalf (683) regular and
    // the portrait twoThirds pane (647) compact.
    row("ipad-pro-13-m4", .portrait, .full, 1032, 1376, .regular, .regular),
    row("ipad-pro-13-m4", .portrait, .twoThirds, 647, 1376, .compact, .regular),
    row("ipad-pro-13-m4", .portrait, .oneThird, 375, 1376, .compact, .regular),
    row("ipad-pro-13-m4", .portrait, .slideOver, 375, 1328, .compact, .regular),
    row("ipad-pro-13-m4", .landscape, .full, 1376, 1032, .regular, .regular),
    row("ipad-pro-13-m4", .landscape, .twoThirds, 991, 1032, .regular, .regular),
    row("ipad-pro-13-m4", .landscape, .oneHalf, 683, 1032, .regular, .regular),
    row("ipad-pro-13-m4", .landscape, .oneThird, 375, 1032, .compact, .regular),
    row("ipad-pro-13-m4", .landscape, .slideOver, 375, 984, .compact, .regular),
]

/// The 24 device ids the "Devices file" article requires.
let requiredDeviceIDs = [
    "iphone-se-1", "iphone-8", "iphone-8-plus", "iphone-x", "iphone-12-mini", "iphone-xr", "iphone-xs-max",
    "iphone-12", "iphone-12-pro-max", "iphone-15", "iphone-15-pro-max", "iphone-16-pro", "iphone-16-pro-max",
    "iphone-air", "ipad-mini-5", "ipad-mini-6", "ipad-air-2", "ipad-10-2", "ipad-pro-10-5", "ipad-air-11",
    "ipad-pro-11", "ipad-pro-11-m4", "ipad-pro-12-9", "ipad-pro-13-m4",
]

@Suite("The built-in device table")
struct DeviceTableTests {
    @Test("each environment has UIKit's window and size classes", arguments: expectedEnvironments)
    func environment(_ expected: ExpectedEnvironment) throws {
        let environment = try DeviceCatalog.builtIn.environment(
            device: expected.device, orientation: expected.orientation, layout: expected.layout)
        #expect(environment.window == expected.window)
        #expect(environment.traits.horizontalSizeClass == expected.horizontal)
        #expect(environment.traits.verticalSizeClass == expected.vertical)
        #expect(environment.traits.userInterfaceIdiom == (expected.device.hasPrefix("ipad") ? .pad : .phone))
    }

    @Test("every required id exists")
    func requiredIDs() throws {
        let ids = try DeviceCatalog.builtIn.devices.map(\.id)
        #expect(ids.count == 24)
        for id in requiredDeviceIDs {
            #expect(ids.contains(id), "missing \(id)")
        }
    }

    @Test("the required devices have exactly the expected environments, and no others")
    func noExtraEnvironments() throws {
        let catalog = try DeviceCatalog.builtIn
        let actual = catalog.devices.filter { requiredDeviceIDs.contains($0.id) }.flatMap { device in
            device.layouts.map { "\(device.id) \($0.orientation) \($0.layout)" }
        }
        #expect(actual.sorted() == expectedEnvironments.map(\.testDescription).sorted())
        #expect(expectedEnvironments.count == 14 * 2 + 10 * 9)
    }

    @Test("screens and scales")
    func screens() throws {
        let catalog = try DeviceCatalog.builtIn
        for expected in expectedEnvironments where expected.orientation == .portrait && expected.layout == .full {
            let device = try #require(catalog.device(named: expected.device))
            #expect(device.screen == expected.window, "\(expected.device)")
        }
        let scales: [String: Double] = [
            "iphone-se-1": 2, "iphone-8": 2, "iphone-xr": 2, "iphone-8-plus": 3, "iphone-x": 3, "iphone-12-mini": 3,
            "iphone-xs-max": 3, "iphone-12": 3, "iphone-15-pro-max": 3, "iphone-16-pro": 3, "iphone-air": 3,
            "ipad-mini-6": 2, "ipad-pro-13-m4": 2,
        ]
        for (id, scale) in scales {
            #expect(catalog.device(named: id)?.scale == scale, "\(id)")
        }
    }

    @Test(
        "devices answer to their names and aliases, ignoring case",
        arguments: [
            ("iPhone 13 mini", "iphone-12-mini"), ("iphone 16e", "iphone-12"), ("iPhone 17 Pro", "iphone-16-pro"),
            ("IPAD AIR 2", "ipad-air-2"), ("iPad Air (3rd generation)", "ipad-pro-10-5"), ("iPad (A16)", "ipad-air-11"),
            ("iPad Air 13-inch", "ipad-pro-12-9"), ("iPhone 14 Pro", "iphone-15"),
        ])
    func aliases(_ name: String, _ id: String) throws {
        #expect(try DeviceCatalog.builtIn.device(named: name)?.id == id)
    }
}

import AdaptivePresentation
import AdaptivePresentationSpec
import Foundation
import Testing

@Suite("The built-in catalog")
struct BuiltInCatalogTests {
    @Test("the compiled-in devices.yaml is byte-for-byte the repository's devices.yaml")
    func compiledTextIsTheSource() throws {
        let source = try Data(contentsOf: FixtureFiles.repositoryRoot.appendingPathComponent("devices.yaml"))
        #expect(Data(SpecLoader.builtInDevicesText.utf8) == source, "run .ci/generate-built-in-devices")
        #expect(SpecLoader.builtInDevicesURL == nil, "no resource bundle: nothing to install beside the executable")
    }

    @Test("the compiled-in catalog is the source's catalog, as literals")
    func compiledCatalogIsTheSource() throws {
        let decoded = try SpecLoader.loadDevices(
            from: SpecSource(file: "devices.yaml", text: SpecLoader.builtInDevicesText))
        let file = FixtureFiles.repositoryRoot.appendingPathComponent(
            "Sources/AdaptivePresentationSpec/BuiltInDevicesCatalog.swift")
        let expected = BuiltInCatalogSource.render(decoded)
        if ProcessInfo.processInfo.environment["ADAPTIVE_SIM_REGENERATE"] == "1" {
            try expected.write(to: file, atomically: true, encoding: .utf8)
        }
        #expect(try String(contentsOf: file, encoding: .utf8) == expected, "run .ci/generate-built-in-devices")
        #expect(try DeviceCatalog.builtIn == decoded)
    }

    @Test("the built-in catalog loads with the free-form rule for iPads only")
    func loads() throws {
        let catalog = try DeviceCatalog.builtIn
        #expect(
            catalog
                == (try SpecLoader.loadDevices(
                    atPath: FixtureFiles.repositoryRoot.appendingPathComponent("devices.yaml").path)))
        #expect(catalog.freeformWindowRules == [.pad: FreeformWindowRule(regularWidthAtLeast: 678)])
    }

    @Test(
        "a free-form iPad window is horizontally regular from 678 points",
        arguments: [
            ("ipad-pro-12-9", Orientation.landscape, 677.0, 1024.0, SizeClass.compact),
            ("ipad-pro-12-9", .landscape, 678, 1024, .regular),
            ("ipad-air-2", .portrait, 700, 1000, .regular),
            ("ipad-air-2", .portrait, 639.5, 1024, .compact),
            ("ipad-mini-6", .landscape, 400, 300, .compact),
        ])
    func freeformWindow(
        _ device: String, _ orientation: Orientation, _ width: Double, _ height: Double, _ horizontal: SizeClass
    ) throws {
        let window = Size(width: width, height: height)
        let environment = try DeviceCatalog.builtIn.environment(
            device: device, orientation: orientation, window: window)
        #expect(environment.layout == nil)
        #expect(environment.window == window)
        #expect(environment.traits.horizontalSizeClass == horizontal)
        #expect(environment.traits.verticalSizeClass == .regular)
        #expect(environment.layoutName == "window")
    }

    @Test("a window the size of the screen is the full layout")
    func fullScreenWindow() throws {
        let environment = try DeviceCatalog.builtIn.environment(
            device: "iPhone 8", orientation: .landscape, window: Size(width: 667, height: 375))
        #expect(environment.layout == .full)
        #expect(environment.traits.description == "compact/compact")
    }

    @Test(
        "impossible environments are typed errors",
        arguments: [
            (
                "iphone-8", Orientation.portrait, MultitaskingLayout.twoThirds,
                EnvironmentError.multitaskingUnsupported(device: "iphone-8", layout: .twoThirds)
            ),
            (
                "iphone-16-pro-max", .landscape, .slideOver,
                .multitaskingUnsupported(device: "iphone-16-pro-max", layout: .slideOver)
            ),
            (
                "ipad-air-2", .portrait, .oneHalf,
                .layoutUnavailable(
                    device: "ipad-air-2", orientation: .portrait, layout: .oneHalf,
                    available: [.full, .twoThirds, .oneThird, .slideOver])
            ),
            ("ipad-air2", .portrait, .full, .unknownDevice("ipad-air2", suggestion: "ipad-air-2")),
        ])
    func impossibleLayouts(
        _ device: String, _ orientation: Orientation, _ layout: MultitaskingLayout, _ expected: EnvironmentError
    ) throws {
        let catalog = try DeviceCatalog.builtIn
        #expect(throws: expected) {
            try catalog.environment(device: device, orientation: orientation, layout: layout)
        }
    }

    @Test(
        "impossible windows are typed errors",
        arguments: [
            (
                "iphone-8", Size(width: 300, height: 500),
                EnvironmentError.windowNotResizable(
                    device: "iphone-8", window: Size(width: 300, height: 500), screen: Size(width: 375, height: 667))
            ),
            ("ipad-air-2", Size(width: 0, height: 500), .windowNotPositive(Size(width: 0, height: 500))),
            ("ipad-air-2", Size(width: 500, height: -1), .windowNotPositive(Size(width: 500, height: -1))),
            (
                "ipad-air-2", Size(width: 1024, height: 768),
                .windowLargerThanScreen(window: Size(width: 1024, height: 768), screen: Size(width: 768, height: 1024))
            ),
        ])
    func impossibleWindows(_ device: String, _ window: Size, _ expected: EnvironmentError) throws {
        let catalog = try DeviceCatalog.builtIn
        #expect(throws: expected) {
            try catalog.environment(device: device, orientation: .portrait, window: window)
        }
    }

    /// Choice 78 of "Presentation rules": from iPadOS 26 the Split View and Slide Over layouts are read as
    /// windows of their sizes, which is sound only while the catalog's size classes for them are the ones the
    /// free-form rule gives a window of that size.
    @Test("every iPad layout's horizontal size class is the free-form rule's for its width")
    func layoutsAgreeWithTheFreeformRule() throws {
        let catalog = try DeviceCatalog.builtIn
        let rule = try #require(catalog.freeformWindowRules[.pad])
        var checked = 0
        for device in catalog.devices where device.idiom == .pad {
            for layout in device.layouts where layout.layout != .full {
                #expect(
                    layout.horizontalSizeClass == rule.sizeClasses(for: layout.window).horizontal,
                    "\(device.id) \(layout.orientation) \(layout.layout) \(layout.window)")
                checked += 1
            }
        }
        #expect(checked >= 40)
    }

    @Test("a generation named by its number is suggested before a name spelled alike")
    func generationByNumber() throws {
        let catalog = try DeviceCatalog.builtIn
        #expect(throws: EnvironmentError.unknownDevice("iPad Air 5", suggestion: "ipad-air-11")) {
            try catalog.requireDevice(named: "iPad Air 5")
        }
        // A typo of an id is still the id spelled alike.
        #expect(throws: EnvironmentError.unknownDevice("ipad-air-3", suggestion: "ipad-air-2")) {
            try catalog.requireDevice(named: "ipad-air-3")
        }
        #expect(throws: EnvironmentError.unknownDevice("iPad 10", suggestion: "ipad-air-11")) {
            try catalog.requireDevice(named: "iPad 10")
        }
    }

    @Test("a version past the newest is refused without claiming how it behaves")
    func laterVersionHint() {
        #expect(Era.hint(forUnmodelled: 28).contains("what iOS 28 changes is not known to the model"))
        #expect(!Era.hint(forUnmodelled: 28).contains("assumed"))
    }
}

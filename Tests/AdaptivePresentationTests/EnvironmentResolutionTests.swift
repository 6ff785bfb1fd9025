import AdaptivePresentation
import Testing

/// A two-device catalog written here, so that the core is tested without YAML.
private let catalog = DeviceCatalog(
    devices: [
        DeviceProfile(
            id: "phone", name: "Phone", aliases: ["Handset"], idiom: .phone, screen: Size(width: 375, height: 667),
            scale: 2,
            layouts: [
                LayoutProfile(
                    orientation: .portrait, layout: .full, window: Size(width: 375, height: 667),
                    horizontalSizeClass: .compact, verticalSizeClass: .regular),
                LayoutProfile(
                    orientation: .landscape, layout: .full, window: Size(width: 667, height: 375),
                    horizontalSizeClass: .compact, verticalSizeClass: .compact),
            ]),
        DeviceProfile(
            id: "tablet", name: "Tablet", idiom: .pad, screen: Size(width: 768, height: 1024), scale: 2,
            layouts: [
                LayoutProfile(
                    orientation: .portrait, layout: .full, window: Size(width: 768, height: 1024),
                    horizontalSizeClass: .regular, verticalSizeClass: .regular),
                LayoutProfile(
                    orientation: .portrait, layout: .oneThird, window: Size(width: 320, height: 1024),
                    horizontalSizeClass: .compact, verticalSizeClass: .regular),
                LayoutProfile(
                    orientation: .landscape, layout: .full, window: Size(width: 1024, height: 768),
                    horizontalSizeClass: .regular, verticalSizeClass: .regular),
                LayoutProfile(
                    orientation: .landscape, layout: .oneHalf, window: Size(width: 507, height: 768),
                    horizontalSizeClass: .compact, verticalSizeClass: .regular),
            ]),
    ],
    freeformWindowRules: [.pad: FreeformWindowRule(regularWidthAtLeast: 678, regularHeightAtLeast: 500)])

@Suite("Environment resolution")
struct EnvironmentResolutionTests {
    @Test("a layout resolves to its window and traits")
    func layout() throws {
        let environment = try catalog.environment(device: "TABLET", orientation: .landscape, layout: .oneHalf)
        #expect(environment.window == Size(width: 507, height: 768))
        #expect(
            environment.traits
                == TraitCollection(
                    horizontalSizeClass: .compact, verticalSizeClass: .regular, userInterfaceIdiom: .pad,
                    displayScale: 2))
        #expect(environment.description == "tablet landscape oneHalf 507x768 compact/regular")
    }

    @Test(
        "impossible environments are typed errors with readable descriptions",
        arguments: [
            (
                try? catalog.environment(device: "phone", layout: .oneThird),
                EnvironmentError.multitaskingUnsupported(device: "phone", layout: .oneThird),
                "phone is an iPhone: it has no Split View or Slide Over, so no 'oneThird' layout"
            ),
            (
                try? catalog.environment(device: "tablet", orientation: .portrait, layout: .oneHalf),
                .layoutUnavailable(
                    device: "tablet", orientation: .portrait, layout: .oneHalf, available: [.full, .oneThird]),
                "tablet has no 'oneHalf' layout in portrait (available: full, oneThird)"
            ),
            (
                try? catalog.environment(device: "tablt"), .unknownDevice("tablt", suggestion: "tablet"),
                "unknown device 'tablt' (did you mean 'tablet'?)"
            ),
        ] as [(Environment?, EnvironmentError, String)])
    func impossibleLayouts(_ environment: Environment?, _ error: EnvironmentError, _ description: String) {
        #expect(environment == nil)
        #expect(error.description == description)
    }

    @Test("each impossible environment throws its error")
    func throwsErrors() {
        #expect(throws: EnvironmentError.multitaskingUnsupported(device: "phone", layout: .slideOver)) {
            try catalog.environment(device: "Handset", layout: .slideOver)
        }
        #expect(
            throws: EnvironmentError.layoutUnavailable(
                device: "tablet", orientation: .portrait, layout: .oneHalf, available: [.full, .oneThird])
        ) {
            try catalog.environment(device: "tablet", layout: .oneHalf)
        }
        #expect(throws: EnvironmentError.windowNotPositive(Size(width: 0, height: 100))) {
            try catalog.environment(device: "tablet", window: Size(width: 0, height: 100))
        }
        // NaN is never equal to itself, so match the case rather than the value.
        let nan = #expect(throws: EnvironmentError.self) {
            try catalog.environment(device: "tablet", window: Size(width: .nan, height: 100))
        }
        if case let .windowNotPositive(size)? = nan {
            #expect(size.width.isNaN)
        } else {
            Issue.record("expected windowNotPositive, got \(String(describing: nan))")
        }
        #expect(
            throws: EnvironmentError.windowLargerThanScreen(
                window: Size(width: 800, height: 800), screen: Size(width: 768, height: 1024))
        ) {
            try catalog.environment(device: "tablet", window: Size(width: 800, height: 800))
        }
        #expect(
            throws: EnvironmentError.windowNotResizable(
                device: "phone", window: Size(width: 300, height: 600), screen: Size(width: 375, height: 667))
        ) {
            try catalog.environment(device: "phone", window: Size(width: 300, height: 600))
        }
    }

    @Test(
        "free-form windows take their classes from the idiom's thresholds",
        arguments: [
            (677.0, 1024.0, SizeClass.compact, SizeClass.regular),
            (678, 1024, .regular, .regular),
            (678, 499, .regular, .compact),
            (320, 500, .compact, .regular),
        ])
    func freeform(_ width: Double, _ height: Double, _ horizontal: SizeClass, _ vertical: SizeClass) throws {
        let environment = try catalog.environment(device: "tablet", window: Size(width: width, height: height))
        #expect(environment.layout == nil)
        #expect(environment.traits.horizontalSizeClass == horizontal)
        #expect(environment.traits.verticalSizeClass == vertical)
    }
}

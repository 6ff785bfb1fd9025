import Testing

@testable import AdaptivePresentation

/// A run of `replay --devices` on a device that cannot take the scenario is skipped with its reason, decided
/// before it replays; what the scenario's own device cannot take is never a skip (issue 21, item 7).
@Suite("Whether a scenario applies to a device")
struct ScenarioApplicabilityTests {
    /// The pad fixture with Slide Over in landscape.
    static let pad = SimulationFixtures.pad(
        SimulationFixtures.padLayouts + [
            LayoutProfile(
                orientation: .landscape, layout: .slideOver, window: Size(width: 320, height: 728),
                horizontalSizeClass: .compact, verticalSizeClass: .regular)
        ])
    static let catalog = DeviceCatalog(
        devices: [pad, SimulationFixtures.phone],
        freeformWindowRules: [.pad: FreeformWindowRule(regularWidthAtLeast: 678)])
    static let storyboard = Storyboard(
        initialController: "Home", controllers: [ControllerDefinition(identifier: "Home")], segues: [])

    /// A scenario of the pad, in `orientation` and `window`, with these events, run on `device`.
    static func scenario(
        on device: DeviceProfile, orientation: Orientation = .landscape, window: ScenarioEvent.Resize = .layout(.full),
        idiom: UserInterfaceIdiom? = nil, _ events: [ScenarioEvent]
    ) -> Scenario {
        Scenario(
            title: "S", device: device, orientation: orientation, window: window, storyboard: storyboard,
            idiom: idiom, steps: events.map { ScenarioStep($0) })
    }

    static func skip(_ scenario: Scenario, ownDevice: DeviceProfile = pad) -> ScenarioSkip? {
        ScenarioApplicability.skip(running: scenario, ownDevice: ownDevice, catalog: catalog)
    }

    @Test("a Split View resize on a phone skips the run at that step, with the step and the key")
    func resizeOnPhone() throws {
        let phone = SimulationFixtures.phone
        let skip = try #require(Self.skip(Self.scenario(on: phone, [.rotate(.landscape), .resize(.layout(.oneHalf))])))
        #expect(skip.reason == "iPhone 8 has no Split View layout 'oneHalf'")
        #expect(skip.stepIndex == 1)
        #expect(skip.field == "resize")
        #expect(skip.description == "iPhone 8 has no Split View layout 'oneHalf' (step 1, 'resize')")
        #expect(skip.setting.device == "iphone-8")
        #expect(Self.skip(Self.scenario(on: Self.pad, [.resize(.layout(.oneHalf))])) == nil)
    }

    @Test("the scenario's own layout, Slide Over or a free-form window, skips the run before any step")
    func header() throws {
        let phone = SimulationFixtures.phone
        let slideOver = try #require(Self.skip(Self.scenario(on: phone, window: .layout(.slideOver), [])))
        #expect(slideOver.description == "iPhone 8 has no Slide Over (the scenario's 'layout')")
        #expect(slideOver.stepIndex == nil)
        let window = Size(width: 700, height: 700)
        let free = try #require(Self.skip(Self.scenario(on: phone, window: .window(window), [])))
        #expect(free.stepIndex == nil)
        #expect(free.field == "window")
        #expect(free.description.hasSuffix("(the scenario's 'window')"))
    }

    @Test("a window larger than the run's screen and a free-form window on a phone are skipped")
    func windows() throws {
        let phone = SimulationFixtures.phone
        let resize = try #require(
            Self.skip(Self.scenario(on: phone, [.resize(.window(Size(width: 600, height: 300)))])))
        #expect(resize.reason == "iPhone 8 windows cannot be resized: window 600x300 is not the screen (667x375)")
        let small = DeviceProfile(
            id: "small-pad", name: "Small Pad", idiom: .pad, screen: Size(width: 600, height: 800), scale: 2,
            layouts: [
                LayoutProfile(
                    orientation: .landscape, layout: .full, window: Size(width: 800, height: 600),
                    horizontalSizeClass: .regular, verticalSizeClass: .regular)
            ])
        let large = try #require(
            Self.skip(Self.scenario(on: small, [.resize(.window(Size(width: 900, height: 700)))])))
        #expect(large.reason == "window 900x700 is larger than the Small Pad screen (800x600)")
        #expect(large.stepIndex == 0)
    }

    @Test("what the own device cannot take either is no skip: the replay reports it as an input error")
    func ownDeviceCannotEither() {
        let phone = SimulationFixtures.phone
        // The pad fixture has no oneThird in portrait: resizing into it is wrong on the pad too.
        let rotate = Self.scenario(on: phone, orientation: .portrait, [.resize(.layout(.oneThird))])
        #expect(Self.skip(rotate) == nil)
        var check = ScenarioApplicability(scenario: rotate, ownDevice: Self.pad, catalog: Self.catalog)
        check.take(rotate.steps[0], index: 0)
        #expect(check.skip == nil)
        #expect(check.isSettled)
        // The own device fails first (a window larger than its screen, which the phone takes as its full
        // screen): the run's device failing later is no skip either.
        let tiny = DeviceProfile(
            id: "tiny-pad", name: "Tiny Pad", idiom: .pad, screen: Size(width: 300, height: 300), scale: 2,
            layouts: [
                LayoutProfile(
                    orientation: .portrait, layout: .full, window: Size(width: 300, height: 300),
                    horizontalSizeClass: .regular, verticalSizeClass: .regular)
            ])
        let ownFirst = Self.scenario(
            on: phone, orientation: .portrait,
            [.resize(.window(Size(width: 375, height: 667))), .rotate(.landscape), .resize(.layout(.oneHalf))])
        #expect(Self.skip(ownFirst, ownDevice: tiny) == nil)
        #expect(Self.skip(ownFirst)?.stepIndex == 2)
    }

    @Test("a scenario for iPad skips a phone at once, and not the pad it names")
    func idiom() throws {
        let skip = try #require(Self.skip(Self.scenario(on: SimulationFixtures.phone, idiom: .pad, [])))
        #expect(skip.description == "the scenario is for iPad (idiom: pad)")
        #expect(skip.field == "idiom")
        #expect(Self.skip(Self.scenario(on: Self.pad, idiom: .pad, [])) == nil)
        #expect(UserInterfaceIdiom.phone.productName == "iPhone")
    }

    @Test("the first step the device cannot take is the one named; the rest are not looked at")
    func firstStep() throws {
        let phone = SimulationFixtures.phone
        let skip = try #require(
            Self.skip(
                Self.scenario(
                    on: phone,
                    [.rotate(.portrait), .resize(.layout(.full)), .rotate(.landscape), .resize(.layout(.twoThirds))])))
        #expect(skip.stepIndex == 3)
        #expect(skip.description == "iPhone 8 has no Split View layout 'twoThirds' (step 3, 'resize')")
    }
}

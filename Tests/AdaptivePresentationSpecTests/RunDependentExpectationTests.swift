import AdaptivePresentation
import AdaptivePresentationSpec
import Testing

/// Partial mapping expectations and `when:` entries (the "Scenario and storyboard files" article): one file that states what differs by
/// iOS version and device idiom. The outcomes are UIKit's (the "Presentation rules" article, R10): with no delegate, a
/// popover stays a popover in a regular width and adapts in a compact one, to full screen before iOS 13 and
/// to a form sheet (a card in portrait) from iOS 13.
@Suite("Run-dependent and partial expectations")
struct RunDependentExpectationTests {
    static let storyboard = """
        storyboard:
          initial: Home
          controllers:
            Home: {anchors: [button]}
            Picker: {preferredContentSize: {width: 320, height: 200}}
          segues:
            - {id: Open, from: Home, to: Picker, kind: popover, anchor: button}
        """

    static let matrixScenario = """
        scenario: Picker across devices and eras
        device: iphone-12
        \(storyboard)
        steps:
          - perform: Open
            expect:
              presented: Picker
              when:
                - {idiom: pad, expect: {style: popover, appearance: popover}}
                - {idiom: phone, ios: "...12", expect: {style: fullScreen, appearance: fullScreen}}
                - {idiom: phone, ios: "13...", expect: {style: formSheet, appearance: card}}
                - {device: iphone-se-1, ios: 9, expect: {window: {width: 320}}}
        """

    static func load(_ text: String, iOS: Int? = nil, device: String? = nil) throws(SpecError) -> Scenario {
        let catalog = try DeviceCatalog.builtIn
        let profile = device.flatMap { catalog.device(named: $0) }
        return try ScenarioLoader(catalog: catalog).loadScenario(
            from: SpecSource(file: "m.yaml", text: text), iOS: iOS, device: profile)
    }

    static func run(_ text: String, iOS: Int? = nil, device: String? = nil) throws -> ScenarioRun {
        Simulation.replay(try load(text, iOS: iOS, device: device), catalog: try DeviceCatalog.builtIn)
    }

    @Test(
        "one file passes on every device and iOS version, with the expectations of that run",
        arguments: [
            ("ipad-air-2", 9, "popover"), ("ipad-air-2", 17, "popover"), ("iphone-12", 9, "fullScreen"),
            ("iphone-12", 12, "fullScreen"), ("iphone-12", 13, "formSheet"), ("iphone-se-1", 9, "fullScreen"),
        ])
    func matrix(_ device: String, _ iOS: Int, _ style: String) throws {
        let run = try Self.run(Self.matrixScenario, iOS: iOS, device: device)
        #expect(run.passed, "\(run.failures.map(\.expectation))")
        let keys = run.steps[0].expectations.map(\.key)
        #expect(
            keys
                == (device == "iphone-se-1"
                    ? ["presented", "style", "appearance", "window"] : ["presented", "style", "appearance"]))
        #expect(run.steps[0].expectations.first { $0.key == "style" }?.expected == .string(style))
        #expect(run.setting?.device == device)
        #expect(run.setting?.iOS == iOS)
    }

    @Test("a run that the entries do not describe fails where they are wrong")
    func wrongEntryFails() throws {
        let text = Self.matrixScenario.replacingOccurrences(
            of: "ios: \"13...\", expect: {style: formSheet", with: "ios: \"13...\", expect: {style: pageSheet")
        let run = try Self.run(text, iOS: 17, device: "iphone-12")
        #expect(!run.passed)
        #expect(run.failures.map(\.expectation.key) == ["style"])
    }

    @Test("a later entry replaces a key the step already gives")
    func laterEntryWins() throws {
        let text = """
            scenario: Override
            device: iphone-12
            \(Self.storyboard)
            steps:
              - perform: Open
                expect:
                  style: popover
                  when: [{idiom: phone, expect: {style: formSheet}}]
            """
        let run = try Self.run(text)
        #expect(run.passed)
        #expect(run.steps[0].expectations.map(\.key) == ["style"])
    }

    @Test(
        "bad entries are located diagnostics",
        arguments: [
            (
                "{idiom: tablet, expect: {style: popover}}",
                "m.yaml:14:19: error: unknown idiom 'tablet' at steps[0].expect.when[0].idiom"
            ),
            (
                "{ios: \"13..9\", expect: {style: popover}}",
                "m.yaml:14:17: error: expected an iOS version (8…27) or a range"
            ),
            ("{ios: 28, expect: {style: popover}}", "m.yaml:14:17: error: expected an iOS version (8…27) or a range"),
            (
                "{expect: {style: popover}}",
                "m.yaml:14:11: error: a 'when' entry needs a condition: idiom, ios or device"
            ),
            ("{device: ipad-air-3, expect: {style: popover}}", "m.yaml:14:20: error: unknown device 'ipad-air-3'"),
            ("{idiom: pad, expect: {when: []}}", "m.yaml:14:33: error: 'when' entries cannot nest"),
            ("{idiom: pad, expect: {stlye: popover}}", "m.yaml:14:33: error: unknown key 'stlye'"),
        ])
    func badEntries(_ entry: String, _ message: String) throws {
        let text = """
            scenario: Bad
            device: iphone-12
            \(Self.storyboard)
            steps:
              - perform: Open
                expect:
                  when:
                    - \(entry)
            """
        do {
            _ = try Self.load(text)
            Issue.record("the file loads")
        } catch {
            #expect(
                error.diagnostics.first?.description.hasPrefix(message) == true,
                "\(error.diagnostics.map(\.description))")
        }
    }

    // MARK: - Partial mappings

    @Test(
        "traits, window and frame compare only the sub-keys given",
        arguments: [
            ("traits: {horizontal: compact}", true), ("traits: {vertical: compact}", false),
            ("window: {width: 390}", true), ("window: {height: 1}", false),
            ("frame: {x: 0}", true), ("frame: {width: 390, y: 0}", true), ("frame: {width: 320}", false),
        ])
    func partial(_ expectation: String, _ passes: Bool) throws {
        // iPhone 12, iOS 12: the popover adapts to full screen, a 390×844 frame at the origin.
        let text = """
            scenario: Partial
            device: iphone-12
            ios: 12
            \(Self.storyboard)
            steps:
              - perform: Open
                expect: {\(expectation)}
            """
        let scenario = try Self.load(text)
        let run = try Self.run(text)
        #expect(run.passed == passes, "\(run.failures.map(\.expectation))")
        if let partial = scenario.steps[0].expectations.first, partial.partial {
            #expect(partial.check(against: run.steps[0].state).passed == passes)
            if case let .object(pairs) = partial.expected {
                #expect(pairs.count == expectation.filter { $0 == ":" }.count - 1)
            }
        } else {
            Issue.record("a partial mapping decodes as a partial expectation")
        }
    }

    @Test("every sub-key given is the whole expectation as before")
    func whole() throws {
        let text = """
            scenario: Whole
            device: iphone-12
            ios: 12
            \(Self.storyboard)
            steps:
              - perform: Open
                expect: {traits: {horizontal: compact, vertical: regular}, window: {width: 390, height: 844}}
            """
        let run = try Self.run(text)
        #expect(run.passed)
        #expect(
            try Self.load(text).steps[0].expectations == [
                .traits(horizontal: .compact, vertical: .regular), .window(Size(width: 390, height: 844)),
            ])
    }

    @Test("an empty mapping is still an error")
    func emptyPartial() throws {
        let text = """
            scenario: Empty
            device: iphone-12
            \(Self.storyboard)
            steps:
              - perform: Open
                expect: {frame: {}}
            """
        #expect(throws: SpecError.self) { try Self.run(text) }
    }
}

/// `ios:` values a new user writes: what the message says to write instead.
@Suite("ios: wording")
struct IOSWordingTests {
    @Test(
        "a minor version and a version that is not modelled say what to write",
        arguments: [
            (
                "17.2",
                "ios takes a major version: write 'ios: 17' (adaptive-sim models each major version; 17.2 behaves as 17)"
            ),
            ("28", "iOS 28 is not modelled: use 8…27; write 27 for the newest behaviour modelled"),
            (
                "7",
                "iOS 7 is not modelled: use 8…27; adaptive presentations begin with iOS 8: write 8 for the oldest behaviour"
            ),
        ])
    func wording(_ value: String, _ message: String) throws {
        let text =
            "scenario: X\ndevice: iphone-12\nios: \(value)\nstoryboard: {initial: A, controllers: {A: {}}}\nsteps: []\n"
        do {
            _ = try ScenarioLoader(catalog: try DeviceCatalog.builtIn).loadScenario(
                from: SpecSource(file: "v.yaml", text: text))
            Issue.record("loads")
        } catch {
            #expect(error.diagnostics.first?.message.hasPrefix(message) == true, "\(error.diagnostics.map(\.message))")
        }
    }
}

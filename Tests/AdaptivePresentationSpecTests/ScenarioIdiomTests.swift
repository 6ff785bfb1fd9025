import AdaptivePresentation
import AdaptivePresentationSpec
import Foundation
import Testing

/// `idiom: phone|pad` says which devices a scenario is for, and a run of `replay --devices` on a device that
/// cannot take a scenario is skipped by the reader before it replays, held or streamed (issue 21, item 7).
@Suite("Scenario idioms and skipped runs", .timeLimit(.minutes(1)))
struct ScenarioIdiomTests {
    static func catalog() throws -> DeviceCatalog { try SpecLoader.builtInDevices() }

    /// A scenario on `device` with `header` lines after `device:` and these step lines.
    static func scenario(device: String = "ipad-air-2", header: String = "", steps: String = "  - perform: Open\n")
        -> String
    {
        "scenario: S\ndevice: \(device)\n\(header)"
            + "storyboard:\n  initial: Home\n  controllers: {Home: {}, Sheet: {}}\n"
            + "  segues: [{id: Open, from: Home, to: Sheet, kind: presentModally, presentation: formSheet}]\n"
            + "steps:\n\(steps)"
    }

    static func diagnostics(_ text: String) throws -> [Diagnostic] {
        let loader = ScenarioLoader(catalog: try catalog())
        do {
            _ = try loader.loadScenario(from: SpecSource(file: "s.yaml", text: text))
            return []
        } catch {
            return error.diagnostics
        }
    }

    /// Reads `text` from a file of its own into a replay, as `replay --devices DEVICE` does one run.
    static func read(_ text: String, device: String?, limits: SpecLimits = .standard) throws -> (
        outcome: ScenarioReader.Outcome, replayed: Int
    ) {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("adaptive-sim-idiom-\(UUID()).yaml")
        try Data(text.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let catalog = try catalog()
        let steps = StepCollector()
        let replay = ScenarioReplay(catalog: catalog, observer: steps)
        let reader = ScenarioReader(
            loader: ScenarioLoader(catalog: catalog, limits: limits),
            device: device.flatMap { catalog.device(named: $0) })
        let outcome = reader.read(path: url.path, into: replay)
        return (outcome, steps.steps.count)
    }

    @Test("an unknown idiom is located, with a did-you-mean; a list is a wrong type; both with the file's others")
    func unknownIdiom() throws {
        let unknown = try Self.diagnostics(Self.scenario(header: "idiom: pda\n"))
        #expect(unknown.map(\.code) == [.unknownValue(kind: "idiom", value: "pda")])
        #expect(unknown.first?.location?.line == 3)
        #expect(unknown.first?.location?.column == 8)
        #expect(unknown.first?.path.description == "idiom")
        #expect(unknown.first?.notes.map(\.message) == ["did you mean 'pad'?"])

        let list = try Self.diagnostics(Self.scenario(header: "idiom: [pad, phone]\norientation: sideways\n"))
        #expect(
            list.map(\.code) == [
                .wrongType(expected: "an idiom (phone, pad)", found: "a sequence"),
                .unknownValue(kind: "orientation", value: "sideways"),
            ])
    }

    @Test("a device of the other idiom is an error at device; a matching one is fine")
    func deviceContradictsIdiom() throws {
        let conflict = try Self.diagnostics(Self.scenario(device: "iphone-12", header: "idiom: pad\n"))
        #expect(conflict.map(\.code) == [.deviceNotOfIdiom(device: "iPhone 12", deviceIdiom: .phone, idiom: .pad)])
        #expect(conflict.first?.message == "iPhone 12 is an iPhone, but the scenario is for iPad (idiom: pad)")
        #expect(conflict.first?.location?.line == 2)
        #expect(conflict.first?.path.description == "device")
        #expect(try Self.diagnostics(Self.scenario(device: "iphone-12", header: "idiom: phone\n")).isEmpty)
        #expect(try Self.diagnostics(Self.scenario(header: "idiom: pad\n")).isEmpty)
    }

    @Test("a run on a device of another idiom is skipped before it replays; the own device replays")
    func idiomSkip() throws {
        let text = Self.scenario(header: "idiom: pad\n")
        let phone = try Self.read(text, device: "iphone-12")
        #expect(phone.outcome.skip?.description == "the scenario is for iPad (idiom: pad)")
        #expect(phone.outcome.skip?.setting.device == "iphone-12")
        #expect(phone.outcome.diagnostics.isEmpty)
        #expect(phone.replayed == 0)
        let pad = try Self.read(text, device: "ipad-pro-11")
        #expect(pad.outcome.skip == nil)
        #expect(pad.replayed == 1)
    }

    @Test("a layout the run's device lacks is a skip; on the scenario's own device it stays an input error")
    func layoutSkipAndOwnDeviceError() throws {
        let text = Self.scenario(
            header: "orientation: landscape\n",
            steps: "  - perform: Open\n  - dismiss: programmatic\n  - resize: oneHalf\n")
        let phone = try Self.read(text, device: "iphone-12")
        #expect(phone.outcome.skip?.description == "iPhone 12 has no Split View layout 'oneHalf' (step 2, 'resize')")
        #expect(phone.replayed == 0, "a held file is decided before any step replays")

        // The scenario's own device is the phone: no matrix, or the phone in it, reports the step as before.
        let own = Self.scenario(
            device: "iphone-12", header: "orientation: landscape\n", steps: "  - perform: Open\n  - resize: oneHalf\n")
        for device in [nil, "iphone-12"] {
            let read = try Self.read(own, device: device)
            #expect(read.outcome.skip == nil)
            #expect(
                read.outcome.diagnostics.map(\.message) == [
                    "iphone-12 is an iPhone: it has no Split View or Slide Over, so no 'oneHalf' layout"
                ])
            #expect(read.outcome.diagnostics.first?.path.description == "steps[1].resize")
        }
    }

    @Test("a streamed file is decided step by step: the steps before the one its device cannot take replay")
    func streamedSkip() throws {
        var steps = ""
        for _ in 0..<200 { steps += "  - perform: Open\n  - dismiss: programmatic\n" }
        steps += "  - resize: slideOver\n"
        let text = Self.scenario(header: "orientation: landscape\n", steps: steps)
        let small = SpecLimits(maximumFileSize: 4096)
        let phone = try Self.read(text, device: "iphone-12", limits: small)
        #expect(phone.outcome.streamed)
        #expect(phone.outcome.skip?.description == "iPhone 12 has no Slide Over (step 400, 'resize')")
        #expect(phone.replayed == 400)
        #expect(phone.outcome.diagnostics.isEmpty)

        let header = try Self.read(
            Self.scenario(header: "idiom: pad\n", steps: steps), device: "iphone-12", limits: small)
        #expect(header.outcome.streamed)
        #expect(header.outcome.skip?.field == "idiom")
        #expect(header.replayed == 0)

        let pad = try Self.read(text, device: "ipad-pro-11", limits: small)
        #expect(pad.outcome.skip == nil)
        #expect(pad.outcome.diagnostics.isEmpty)
        #expect(pad.replayed == 401)
    }
}

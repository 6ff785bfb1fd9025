import AdaptivePresentation
import AdaptivePresentationSpec

/// One fuzzer input, read as every kind of file adaptive-sim accepts. Nothing here may crash, hang or grow
/// without bound: every outcome, valid or not, is a value.
enum FuzzInput {
    /// The built-in catalog, parsed once per process.
    static let catalog: DeviceCatalog? = try? SpecLoader.builtInDevices()

    /// Validates `bytes` by their kind, replays them as a scenario and decodes them as a devices catalog.
    static func run(_ bytes: [UInt8]) {
        let limits = SpecLimits.standard
        // Relative storyboard paths resolve below a folder that does not exist: no file is read.
        let source = SpecSource(file: "/nonexistent-fuzz-dir/input.yaml", bytes: bytes)

        // Whatever kind the top-level key says: devices, scenario (dry-run) or YAML storyboard (`controllers:`;
        // the seed corpus holds storyboards, so mutations keep reaching that decoder).
        _ = SpecValidator(limits: limits, catalog: catalog).validate(source)

        // As a scenario, replayed when it loads.
        if let catalog {
            let loader = ScenarioLoader(catalog: catalog, limits: limits)
            if let scenario = try? loader.loadScenario(from: source) {
                _ = Simulation.replay(scenario, catalog: catalog)
            }
        }

        // As a devices catalog.
        _ = try? SpecLoader.loadDevices(from: source, limits: limits)

        // As an Interface Builder storyboard (XML): add the importer's call here once it lands, e.g.
        // `_ = try? InterfaceBuilderStoryboard.load(from: SpecSource(file: "input.storyboard", bytes: bytes))`.
    }
}

/// libFuzzer's callback: one input per call. Always returns 0 (the input is kept in the corpus by coverage).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data, size > 0 else {
        FuzzInput.run([])
        return 0
    }
    FuzzInput.run(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}

import AdaptivePresentation
import AdaptivePresentationSpec
import Foundation

/// One fuzzer input, read as every kind of file adaptive-sim accepts. Nothing here may crash, hang or grow
/// without bound: every outcome, valid or not, is a value.
enum FuzzInput {
    /// The built-in catalog, parsed once per process.
    static let catalog: DeviceCatalog? = try? SpecLoader.builtInDevices()

    /// A file in a folder of this process's own, rewritten with each input to be read as a storyboard.
    static let storyboardPath: String? = {
        var template = Array((NSTemporaryDirectory() + "/adaptive-sim-fuzz-XXXXXX").utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.flatMap { mkdtemp($0) } }
        guard made != nil else { return nil }
        let folder = template.withUnsafeBufferPointer { buffer in buffer.baseAddress.map { String(cString: $0) } }
        return folder.map { $0 + "/storyboard.yaml" }
    }()

    /// Validates `bytes` by their kind, replays them as a scenario, reads them as a YAML storyboard, as a
    /// devices catalog and as an Interface Builder storyboard.
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

        // As a scenario streamed step by step from its file: with 256 bytes held at once, nearly every seed
        // streams, so the reader's sink, the held budget and page releasing meet hostile input too.
        if let catalog, let storyboardPath {
            let path = (storyboardPath as NSString).deletingLastPathComponent + "/streamed.yaml"
            let written = bytes.withUnsafeBytes { buffer in
                FileManager.default.createFile(atPath: path, contents: Data(buffer))
            }
            if written {
                var streamed = limits
                streamed.maximumFileSize = 256
                _ = ScenarioReader(loader: ScenarioLoader(catalog: catalog, limits: streamed))
                    .read(path: path, into: ScenarioReplay(catalog: catalog))
            }
        }

        // As a YAML storyboard file: written to a file that a scenario names, so that it goes through the
        // storyboard reader exactly as `storyboard: FILE` does (which refuses a devices or scenario file by its
        // top-level key, and decodes anything else as a storyboard).
        if let catalog, let storyboardPath {
            let written = bytes.withUnsafeBytes { buffer in
                FileManager.default.createFile(atPath: storyboardPath, contents: Data(buffer))
            }
            if written {
                let wrapper = "scenario: s\ndevice: iphone-8\nstoryboard: '\(storyboardPath)'\nsteps: []\n"
                _ = try? ScenarioLoader(catalog: catalog, limits: limits)
                    .loadScenario(from: SpecSource(file: "/nonexistent-fuzz-dir/wrapper.yaml", text: wrapper))
            }
        }

        // As a devices catalog.
        _ = try? SpecLoader.loadDevices(from: source, limits: limits)

        // As an Interface Builder storyboard (XML): written beside the YAML one, imported with the references
        // it makes (only to files in this process's own folder), then audited on one iPad and one iPhone, and
        // replayed from its initial view controller when it has one.
        if let catalog, let storyboardPath {
            let path = (storyboardPath as NSString).deletingLastPathComponent + "/Input.storyboard"
            let written = bytes.withUnsafeBytes { buffer in
                FileManager.default.createFile(atPath: path, contents: Data(buffer))
            }
            if written {
                let imported = InterfaceBuilderImporter.importStoryboard(atPath: path, limits: limits)
                let devices = ["ipad-air-2", "iphone-8"].compactMap { catalog.device(named: $0) }
                _ = StoryboardAudit(devices: devices, eras: [Era(iOS: 9), Era(iOS: 17)].compactMap { $0 }).audit(
                    imported)
                let wrapper = "scenario: s\ndevice: ipad-air-2\nstoryboard: '\(path)'\nsteps: [{resize: oneThird}]\n"
                if let scenario = try? ScenarioLoader(catalog: catalog, limits: limits)
                    .loadScenario(from: SpecSource(file: "/nonexistent-fuzz-dir/wrapper.yaml", text: wrapper))
                {
                    _ = Simulation.replay(scenario, catalog: catalog)
                }
            }
        }
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

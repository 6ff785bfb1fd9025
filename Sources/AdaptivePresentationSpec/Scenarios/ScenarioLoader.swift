import AdaptivePresentation
import Foundation

/// Loads scenario and storyboard files and checks them: ``loadScenario(at:iOS:)`` dry-runs a scenario to find
/// the problems that only show while replaying (``ScenarioReader`` reads one for its single replay).
public struct ScenarioLoader: Sendable {
    /// The devices scenarios refer to.
    public var catalog: DeviceCatalog
    public var limits: SpecLimits
    /// The keys a step's `expect:` may give, and how their values are read.
    public var vocabulary: ExpectationVocabulary

    public init(catalog: DeviceCatalog, limits: SpecLimits = .standard, vocabulary: ExpectationVocabulary = .standard) {
        self.catalog = catalog
        self.limits = limits
        self.vocabulary = vocabulary
    }

    /// The scenario in the file at `path` (as the user named it), with `iOS` overriding its `ios:`.
    ///
    /// - Throws: ``SpecError`` with every diagnostic of the scenario and of the storyboard file it names,
    ///   including the input errors its dry run finds.
    public func loadScenario(at path: String, iOS: Int? = nil) throws(SpecError) -> Scenario {
        try loadScenario(from: SpecSource.read(path: path, limits: limits), iOS: iOS)
    }

    /// A scenario already in memory; a storyboard path in it is relative to the source's file.
    public func loadScenario(from source: SpecSource, iOS: Int? = nil) throws(SpecError) -> Scenario {
        try loadScenario(from: source, iOS: iOS, device: nil)
    }

    /// A scenario already in memory, with `iOS` overriding its `ios:` and `device` its `device:` (a run of
    /// `replay --ios … --devices …`). Expectations under `when:` are resolved for that run.
    ///
    /// The scenario is dry-run once, so that the input errors that show only while replaying (a segue whose
    /// source is not on screen at that step) are thrown located. To replay a file, read it into a
    /// ``/AdaptivePresentation/ScenarioReplay`` with ``ScenarioReader`` instead: it is replayed once, its errors located as it goes.
    public func loadScenario(from source: SpecSource, iOS: Int?, device: DeviceProfile?) throws(SpecError) -> Scenario {
        let decoder = SpecDecoder(file: source.file, limits: limits)
        return try scenario(root: decoder.parse(source.bytes), decoder: decoder, iOS: iOS, device: device).scenario
    }

    /// The scenario of a composed document, decoded and dry-run (one replay through ``ScenarioReplay``);
    /// every problem is reported to `decoder`.
    func scenario(
        root: SpecNode?, decoder: SpecDecoder, iOS: Int?, device: DeviceProfile?
    ) throws(SpecError) -> (scenario: Scenario, locations: ScenarioFile.Locations) {
        let (scenario, locations) = try decodedScenario(root: root, decoder: decoder, iOS: iOS, device: device)
        try ScenarioReader.handOn(
            scenario, locations: locations, decoder: decoder, to: ScenarioReplay(catalog: catalog))
        return (scenario, locations)
    }

    /// The scenario of a composed document, decoded but not replayed; every problem is reported to `decoder`.
    func decodedScenario(
        root: SpecNode?, decoder: SpecDecoder, iOS: Int?, device: DeviceProfile?, locatesSteps: Bool = false
    ) throws(SpecError) -> (scenario: Scenario, locations: ScenarioFile.Locations) {
        let file = decoder.file
        var external: [Diagnostic] = []
        let decoded = root.flatMap { root in
            SpecFileKind.reportIfOtherKind(root, expected: .scenario)
                ? nil
                : ScenarioFile.decode(
                    root, catalog: catalog, directory: Self.directory(of: file), iOS: iOS, limits: limits,
                    vocabulary: vocabulary, external: &external, device: device, locatesSteps: locatesSteps)
        }
        guard let (scenario, locations) = decoded, !decoder.hasErrors else {
            var diagnostics = external + decoder.diagnostics
            if diagnostics.isEmpty {
                diagnostics = [Diagnostic(.couldNotDecodeScenario, at: SourceLocation(file: file, line: 1, column: 1))]
            }
            throw SpecError(diagnostics: diagnostics)
        }
        return (scenario, locations)
    }

    /// The folder of `file`, `.` when it has none.
    static func directory(of file: String) -> String {
        let url = URL(fileURLWithPath: file)
        let parent = url.deletingLastPathComponent().path
        guard file.contains("/") else { return "." }
        return file.hasPrefix("/") ? parent : String(file[..<(file.lastIndex(of: "/") ?? file.startIndex)])
    }
}

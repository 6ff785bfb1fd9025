import AdaptivePresentation

/// Where steps of a scenario file are, and where their keys and expectations are: what a located report
/// (`replay --format diagnostics`, `github`) needs to put a failed expectation, a hazard or a note of the
/// replay on the line that asked for it.
///
/// A replay records the steps it has something to say about as it replays them
/// (``ScenarioFileSteps/locateCurrentStep(in:)``), so nothing holds the locations of every step of a long file
/// and nothing reads the file again; ``read(path:steps:loader:iOS:device:)`` reads them for a run made
/// otherwise. A file held whole gives them as the run decoded it (the same iOS version and device), so an
/// expectation given again under `when:` is located where the run took it from; a long file's step gives its
/// expectations under `expect:` itself.
public struct ScenarioStepLocations: Sendable {
    /// The file as the user named it.
    public var file: String
    /// For each step kept, where its element starts (`$step`), its keys (`present`, `sender`, …) and its
    /// expectations' values (`expect.style`).
    private var steps: [Int: [String: SourceLocation]]

    /// The locations of `steps` (0-based indexes) in the scenario file at `path`, decoded as a run with `iOS`
    /// and `device` decodes it; `nil` when the file cannot be read or decoded (its diagnostics are the
    /// report's then).
    public static func read(
        path: String, steps wanted: Set<Int>, loader: ScenarioLoader, iOS: Int? = nil, device: DeviceProfile? = nil
    ) -> ScenarioStepLocations? {
        guard let mapped = try? MappedFile(path: path) else { return nil }
        let limits = loader.limits
        guard mapped.bytes.count > limits.maximumFileSize else {
            let decoder = SpecDecoder(file: path, limits: limits)
            guard
                let (_, locations) = try? loader.decodedScenario(
                    root: decoder.parse(Array(mapped.bytes)), decoder: decoder, iOS: iOS, device: device,
                    locatesSteps: true)
            else { return nil }
            var kept: [Int: [String: SourceLocation]] = [:]
            for index in wanted where locations.steps.indices.contains(index) {
                kept[index] = locations.steps[index].mapValues(\.location)
            }
            return ScenarioStepLocations(file: path, steps: kept)
        }
        guard mapped.bytes.count <= limits.maximumStreamedFileSize else { return nil }
        let decoder = SpecDecoder(file: path, limits: limits)
        let sink = Sink(file: path, wanted: wanted)
        _ = decoder.parse(mapped: mapped, sink: sink)
        return ScenarioStepLocations(file: path, steps: sink.steps)
    }

    /// No step's locations yet, for a replay to record those it needs as it goes
    /// (``ScenarioFileSteps/locateCurrentStep(in:)``).
    public init(file: String) {
        self.file = file
        steps = [:]
    }

    private init(file: String, steps: [Int: [String: SourceLocation]]) {
        self.file = file
        self.steps = steps
    }

    /// Records where step `index`'s element, keys and expectations are.
    mutating func record(step index: Int, _ locations: [String: SourceLocation]) {
        steps[index] = locations
    }

    /// The locations of a step's element, its keys' values and, under `expect:`, each expectation's value, as
    /// a long file's step gives them.
    static func locations(of step: YAMLNode, file: String) -> [String: SourceLocation] {
        func location(_ node: YAMLNode) -> SourceLocation {
            SourceLocation(file: file, line: node.line, column: node.column)
        }
        var found = ["$step": location(step)]
        for pair in step.mapping?.pairs ?? [] {
            guard let key = pair.key.string else { continue }
            found[key] = location(pair.value)
            guard key == "expect" else { continue }
            for expectation in pair.value.mapping?.pairs ?? [] {
                if let name = expectation.key.string { found["expect." + name] = location(expectation.value) }
            }
        }
        return found
    }

    /// Where step `index` (0-based) starts; `nil` for a step not asked for or past the last.
    public func location(ofStep index: Int) -> SourceLocation? {
        steps[index]?["$step"]
    }

    /// Where step `index` gives `key`: an event's key or option (`present`, `sender`), or an expectation as
    /// `expect.KEY` (its value); the step itself when it does not give the key.
    public func location(ofStep index: Int, key: String) -> SourceLocation? {
        guard let step = steps[index] else { return nil }
        return step[key] ?? step["$step"]
    }

    /// Takes the steps of a streamed file one at a time, keeping the locations of those asked for.
    private final class Sink: YAMLSequenceSink {
        let sequenceKey: StaticString = "steps"
        let file: String
        let wanted: Set<Int>
        var steps: [Int: [String: SourceLocation]] = [:]

        init(file: String, wanted: Set<Int>) {
            self.file = file
            self.wanted = wanted
        }

        func element(_ node: YAMLNode, index: Int, root: YAMLNode) -> YAMLElementDisposition {
            if wanted.contains(index) { steps[index] = ScenarioStepLocations.locations(of: node, file: file) }
            return .release
        }

        func restart() { steps = [:] }
    }
}

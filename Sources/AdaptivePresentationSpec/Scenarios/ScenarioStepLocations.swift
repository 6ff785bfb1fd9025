import AdaptivePresentation

/// Where each step of a scenario file is, and where its keys and expectations are: what a located report
/// (`replay --format diagnostics`, `github`) needs to put a failed expectation, a hazard or a note of the
/// replay on the line that asked for it.
///
/// A replay streams its file and keeps no location per step; a report that needs them reads the file once
/// more, with the same iOS version and device, so that an expectation given again under `when:` is located
/// where the run took it from.
public struct ScenarioStepLocations: Sendable {
    /// The file as the user named it.
    public var file: String
    /// Per step, where its element starts (`$step`), its keys (`present`, `sender`, …) and its expectations'
    /// values (`expect.style`).
    private var steps: [[String: SourceLocation]]

    /// The locations of the scenario file at `path`, decoded as a run with `iOS` and `device` decodes it;
    /// `nil` when the file cannot be read or decoded (its diagnostics are the report's then).
    public static func read(
        path: String, loader: ScenarioLoader, iOS: Int? = nil, device: DeviceProfile? = nil
    ) -> ScenarioStepLocations? {
        guard let source = try? SpecSource.read(path: path, limits: loader.limits) else { return nil }
        let decoder = SpecDecoder(file: source.file, limits: loader.limits)
        guard
            let (_, locations) = try? loader.decodedScenario(
                root: decoder.parse(source.bytes), decoder: decoder, iOS: iOS, device: device, locatesSteps: true)
        else { return nil }
        return ScenarioStepLocations(
            file: source.file, steps: locations.steps.map { $0.mapValues(\.location) })
    }

    /// Where step `index` (0-based) starts; `nil` past the last step.
    public func location(ofStep index: Int) -> SourceLocation? {
        steps.indices.contains(index) ? steps[index]["$step"] : nil
    }

    /// Where step `index` gives `key`: an event's key or option (`present`, `sender`), or an expectation as
    /// `expect.KEY` (its value, where a `when:` entry that replaced it for the run gives it); the step itself
    /// when it does not give the key.
    public func location(ofStep index: Int, key: String) -> SourceLocation? {
        guard steps.indices.contains(index) else { return nil }
        return steps[index][key] ?? steps[index]["$step"]
    }
}

import AdaptivePresentation

/// Replays a scenario file as it is read, so that memory does not grow with the number of its steps.
///
/// A file whose text fits in ``SpecLimits/maximumFileSize`` is held whole: it is decoded and replayed as
/// ``ScenarioLoader`` does (an input error of the replay becomes a located diagnostic), and every problem is
/// found before any step is reported. A longer
/// file streams from its first step: each step is composed from libyaml's events, decoded, replayed and handed
/// to the observer (on a second thread, while the reader goes on), and then let go, together with the pages
/// of the file read past.
/// A problem found once steps have streamed (an invalid step, an input error, a syntax error further on)
/// stops the replay there; the rest of the file is still read, so that every problem of it is reported.
/// In a streamed file every key must come before `steps`, since the replay starts before the file ends.
///
/// ```swift
/// let outcome = StreamingReplay.replay(
///     path: "long.yaml", loader: ScenarioLoader(catalog: .builtIn),
///     observer: StreamingReplay.Observer(willStream: { title, _ in print(title ?? "") }, didReplay: { print($0.index) }))
/// ```
public enum StreamingReplay {
    /// How a scenario file was replayed.
    public enum Outcome {
        /// The file was held whole; the run has every step.
        case held(ScenarioRun)
        /// The steps went to the observer as they replayed; the run has none of them.
        case streamed(ScenarioRun)
        /// The input is invalid: every problem of the file (and of the storyboard it names). Steps handed to
        /// the observer before the first problem was found were replayed.
        case invalid(title: String?, diagnostics: [Diagnostic])
    }

    /// What a streamed replay tells as it goes.
    public struct Observer {
        /// The replay of a long file starts streaming: its title and setting, before its first step.
        public var willStream: (_ title: String, _ setting: ScenarioRun.Setting) -> Void
        /// A step was replayed.
        public var didReplay: (StepResult) -> Void

        public init(
            willStream: @escaping (_ title: String, _ setting: ScenarioRun.Setting) -> Void,
            didReplay: @escaping (StepResult) -> Void
        ) {
            self.willStream = willStream
            self.didReplay = didReplay
        }
    }

    /// Replays the scenario file at `path`, with `iOS` and `device` overriding its own (a run of `replay
    /// --ios … --devices …`).
    public static func replay(
        path: String, loader: ScenarioLoader, iOS: Int? = nil, device: DeviceProfile? = nil, observer: Observer
    ) -> Outcome {
        let limits = loader.limits
        let mapped: MappedFile
        do {
            mapped = try MappedFile(path: path)
        } catch {
            return .invalid(title: nil, diagnostics: error.diagnostics)
        }
        guard mapped.bytes.count <= limits.maximumStreamedFileSize else {
            return .invalid(title: nil, diagnostics: [Diagnostic(
                .scenarioFileTooLarge(limit: limits.maximumStreamedFileSize), at: SourceLocation(file: path, line: 1, column: 1))])
        }
        let decoder = SpecDecoder(file: path, limits: limits)
        let streamer = ScenarioStepStreamer(
            decoder: decoder, loader: loader, iOS: iOS, device: device, fileSize: mapped.bytes.count, observer: observer)
        let root = decoder.parse(mapped: mapped, sink: streamer)
        guard streamer.isStreaming else {
            do {
                // Replayed once: the replay is the dry run, its input error a located diagnostic.
                let (scenario, locations) = try loader.decodedScenario(root: root, decoder: decoder, iOS: iOS, device: device)
                return .held(try loader.replayed(scenario, locations: locations, decoder: decoder))
            } catch {
                return .invalid(title: title(of: root), diagnostics: (error as SpecError).diagnostics)
            }
        }
        return streamer.finish(root: root)
    }

    /// The `scenario:` title of a document, when it is a non-empty string.
    static func title(of root: SpecNode?) -> String? {
        guard let root, root.isMapping, let entries = root.entries(),
            let value = entries.first(where: { $0.key == "scenario" })?.value, !value.isNull,
            let title = value.scalarText, !title.allSatisfy(\.isWhitespace)
        else { return nil }
        return title
    }
}

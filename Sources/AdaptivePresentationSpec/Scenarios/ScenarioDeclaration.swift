/// What a scenario file says about itself at its top level, read the way a long scenario is (its steps let
/// go as they are read): whether it is a scenario at all, and its title. `replay --filter` and `validate`
/// ask it of a file too long to hold whole.
public struct ScenarioDeclaration: Equatable, Sendable {
    /// Whether the file's top level has a `scenario` key.
    public var isScenario: Bool
    /// The `scenario:` title, when it is a non-empty string.
    public var title: String?
    /// The kind of file its top level tells (as ``SpecFileKind/ofContent(_:limits:)``), `nil` when it cannot be told.
    public var kind: SpecFileKind?

    /// Reads the top level of the file at `path`, with at most ``SpecLimits/maximumFileSize`` of text held
    /// at once; `nil` when the file cannot be read or its top level is not reached (a YAML error before it).
    public static func read(path: String, limits: SpecLimits = .standard) -> ScenarioDeclaration? {
        guard let mapped = try? MappedFile(path: path), mapped.bytes.count <= limits.maximumStreamedFileSize else {
            return nil
        }
        let decoder = SpecDecoder(file: path, limits: limits)
        let sink = TopLevelSink()
        let root = decoder.parse(mapped: mapped, sink: sink)
        // The whole top level when the file was read to its end, else what came before the steps.
        guard let top = root?.yaml ?? sink.root, let entries = top.mapping?.pairs.flatMap({ [$0.key, $0.value] }) else {
            return nil
        }
        var declaration = ScenarioDeclaration(isScenario: false, title: nil, kind: SpecFileKind.ofRoot(top))
        var index = 0
        while index + 1 < entries.count {
            if entries[index].string == SpecFileKind.scenario.identifyingKey {
                declaration.isScenario = true
                let value = entries[index + 1]
                if value.tag != YAMLTag.null, let title = value.string, !title.allSatisfy(\.isWhitespace) {
                    declaration.title = title
                }
            }
            index += 2
        }
        return declaration
    }

    /// Keeps the top level's keys and values as the first step arrives, and lets every step go.
    private final class TopLevelSink: YAMLSequenceSink {
        let sequenceKey: StaticString = "steps"
        /// The root mapping, open at its `steps`: its entries before them stay in the document.
        var root: YAMLNode?

        func element(_ node: YAMLNode, index: Int, root: YAMLNode) -> YAMLElementDisposition {
            if self.root == nil { self.root = root }
            return .releaseAll
        }

        func restart() {
            root = nil
        }

    }
}

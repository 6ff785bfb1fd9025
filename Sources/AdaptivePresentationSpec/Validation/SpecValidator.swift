import AdaptivePresentation
import Foundation

/// Checks spec files without running them, whatever their kind, and reports every problem of every file.
///
/// The kind of each file is told by its top-level key (``SpecFileKind``); each kind has one decoder. Scenario
/// files are also dry-run (see ``ScenarioLoader``).
public struct SpecValidator: Sendable {
    /// The limits applied to each file.
    public var limits: SpecLimits
    /// The devices scenario files refer to; `nil` for the built-in catalog.
    public var catalog: DeviceCatalog?

    public init(limits: SpecLimits = .standard, catalog: DeviceCatalog? = nil) {
        self.limits = limits
        self.catalog = catalog
    }

    /// The problems of one file.
    public struct FileResult: Hashable, Sendable {
        /// The file as the user named it, or as found in a folder the user named.
        public var file: String
        /// Every problem; empty when the file is valid.
        public var diagnostics: [Diagnostic]
    }

    /// Every file named by `paths`, with its problems, in order: a file as given, a folder as every
    /// `*.yaml`, `*.yml` and `*.storyboard` below it (sorted, skipping hidden entries and the YAML files of
    /// `storyboards` folders, which are checked through the scenarios that use them). A folder without such
    /// files is a problem.
    /// Links and entries the walk skips (``SpecFolderWalk``) are reported as warnings, each under its own path.
    public func validate(paths: [String]) -> [FileResult] {
        paths.flatMap { path -> [FileResult] in
            guard Self.isDirectory(path) else { return [FileResult(file: path, diagnostics: validate(path: path))] }
            let walk = SpecFolderWalk(folder: path, interfaceBuilderFiles: true)
            let skipped = walk.warnings.map { FileResult(file: $0.file, diagnostics: [$0]) }
            guard !walk.files.isEmpty else {
                return skipped + [FileResult(file: path, diagnostics: [Diagnostic(.folderHasNoSpecFiles, file: path)])]
            }
            return skipped + walk.files.map { FileResult(file: $0, diagnostics: validate(path: $0)) }
        }
    }

    /// Every problem in the file at `path`; empty when the file is valid. An Interface Builder `.storyboard`
    /// is imported with the storyboards it references (references that cannot be loaded are warnings).
    public func validate(path: String) -> [Diagnostic] {
        if path.hasSuffix(".storyboard") {
            return InterfaceBuilderImporter.importStoryboard(atPath: path, limits: limits).diagnostics
        }
        do {
            return validate(try SpecSource.read(path: path, limits: limits))
        } catch {
            // Too long to hold whole: a long scenario is checked as `replay` reads it, step by step (its dry
            // run is its replay); any other file is too large.
            guard error.diagnostics.map(\.code) == [.fileTooLarge(limit: limits.maximumFileSize)] else {
                return error.diagnostics
            }
            return validateLongScenario(path: path) ?? error.diagnostics
        }
    }

    /// A scenario file longer than what is held at once, replayed as it is read (see ``ScenarioReader``), in
    /// one reading; `nil` when the file is no scenario.
    private func validateLongScenario(path: String) -> [Diagnostic]? {
        let devices: DeviceCatalog
        if let catalog {
            devices = catalog
        } else {
            do {
                devices = try SpecLoader.builtInDevices()
            } catch {
                return error.diagnostics
            }
        }
        // Its one replay: the input errors that show only while replaying are located as it reads.
        var reader = ScenarioReader(loader: ScenarioLoader(catalog: devices, limits: limits))
        reader.passesOverOtherKinds = true
        let outcome = reader.read(path: path, into: ScenarioReplay(catalog: devices))
        return outcome.passedOver == .otherKind ? nil : outcome.diagnostics
    }

    /// Every problem in a file already in memory; empty when it is valid.
    public func validate(_ source: SpecSource) -> [Diagnostic] {
        let decoder = SpecDecoder(file: source.file, limits: limits)
        if let root = decoder.parse(source.bytes), let kind = SpecFileKind.detect(root) {
            if kind == .scenario { return validateScenario(root, decoder: decoder) }
            check(root, kind: kind)
        }
        return decoder.diagnostics
    }

    /// A scenario file, with the storyboard file it names, dry-run for the problems that show while replaying,
    /// from the document already parsed.
    private func validateScenario(_ root: SpecNode, decoder: SpecDecoder) -> [Diagnostic] {
        do throws(SpecError) {
            let devices: DeviceCatalog
            if let catalog { devices = catalog } else { devices = try SpecLoader.builtInDevices() }
            // A valid scenario can still have warnings (a delegate key the split view's style never calls).
            _ = try ScenarioLoader(catalog: devices, limits: limits).scenario(
                root: root, decoder: decoder, iOS: nil, device: nil)
            return decoder.diagnostics
        } catch {
            return error.diagnostics
        }
    }

    /// Decodes `root` as a file of `kind`, reporting to the root's decoder.
    private func check(_ root: SpecNode, kind: SpecFileKind) {
        switch kind {
        case .devices:
            _ = DevicesFile.decode(root)
        case .storyboard:
            _ = StoryboardFile.decode(root, requireInitial: true)
        case .scenario:
            break
        }
    }

    /// The files named by `paths`: a file as given, a folder as every `*.yaml` and `*.yml` below it (sorted,
    /// skipping hidden entries and `storyboards` folders). A path that does not exist is kept, so that reading
    /// it reports the problem; a folder without such files stands for nothing, for the caller to report.
    public static func files(for paths: [String]) -> [String] {
        paths.flatMap { path -> [String] in
            isDirectory(path) ? yamlFiles(in: path) : [path]
        }
    }

    private static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    private static func yamlFiles(in directory: String) -> [String] {
        SpecFolderWalk(folder: directory).files
    }
}

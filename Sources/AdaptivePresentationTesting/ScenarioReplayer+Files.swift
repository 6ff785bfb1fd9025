import Foundation

/// Scenario files found from the test's own source file, so that a test does not depend on the working
/// directory `swift test` or Xcode runs it in.
extension ScenarioReplayer {
    /// Reads, checks and replays the scenario file at `path`, relative to the folder of `sourceFile` (pass
    /// `#filePath`); an absolute `path` is used as it is. `iOS` overrides the file's `ios:`.
    ///
    /// ```swift
    /// @Test func vetPopover() throws {
    ///     let run = try ScenarioReplayer().replay(file: "../../scenarios/pampered-pets/vet-popover-split-view-newest.yaml", relativeTo: #filePath)
    ///     expectScenarioPasses(run)
    /// }
    /// ```
    ///
    /// - Throws: ``/AdaptivePresentationSpec/SpecError`` with every located diagnostic (and its did-you-mean) when the file is invalid.
    public func replay(file path: String, relativeTo sourceFile: String, iOS: Int? = nil) throws(SpecError)
        -> ScenarioRun
    {
        try replay(file: ScenarioFileLocator.resolve(path, relativeTo: sourceFile), iOS: iOS)
    }

    /// Reads, checks and replays the scenario file at `url` (a file URL).
    ///
    /// - Throws: ``/AdaptivePresentationSpec/SpecError`` with every located diagnostic when the file is invalid.
    public func replay(file url: URL, iOS: Int? = nil) throws(SpecError) -> ScenarioRun {
        try replay(file: url.path, iOS: iOS)
    }
}

/// Every scenario file below `folder` (relative to the folder of `sourceFile`, `#filePath` by default), sorted,
/// as absolute paths: YAML storyboards and devices files are told apart by their content and left out. For
/// parameterised tests:
///
/// ```swift
/// @Test(arguments: scenarioFiles(in: "../../scenarios"))
/// func scenarioPasses(_ file: String) {
///     expectScenarioPasses(file: file)
/// }
/// ```
///
/// A folder that cannot be read gives no files (and so no test cases).
public func scenarioFiles(in folder: String, relativeTo sourceFile: String = #filePath) -> [String] {
    let root = ScenarioFileLocator.resolve(folder, relativeTo: sourceFile)
    return SpecFolderWalk(folder: root).files.filter { file in
        guard let source = try? SpecSource.read(path: file) else { return true }
        let kind = SpecFileKind.ofContent(source)
        return kind != .storyboard && kind != .devices
    }
}

/// Resolves paths against a test's source file.
enum ScenarioFileLocator {
    static func resolve(_ path: String, relativeTo sourceFile: String) -> String {
        guard !path.hasPrefix("/") else { return path }
        let folder = URL(fileURLWithPath: sourceFile).deletingLastPathComponent()
        return folder.appendingPathComponent(path).standardizedFileURL.path
    }
}

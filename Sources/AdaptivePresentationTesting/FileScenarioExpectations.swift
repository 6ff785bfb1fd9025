#if canImport(Testing)
    import Testing

    /// Replays the scenario file at `path` (relative to the folder of `sourceFile`, `#filePath` by default; an
    /// absolute path as it is) and records a Swift Testing issue at the caller's line for every failed
    /// expectation, or for every diagnostic when the file is invalid input, did-you-mean included.
    ///
    /// ```swift
    /// @Test(arguments: scenarioFiles(in: "../../scenarios"))
    /// func scenarioPasses(_ file: String) {
    ///     expectScenarioPasses(file: file)
    /// }
    /// ```
    public func expectScenarioPasses(
        file path: String, relativeTo sourceFile: String = #filePath, iOS: Int? = nil,
        replayer: ScenarioReplayer? = nil,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        do throws(SpecError) {
            let chosen: ScenarioReplayer
            if let replayer { chosen = replayer } else { chosen = try ScenarioReplayer() }
            let run = try chosen.replay(file: path, relativeTo: sourceFile, iOS: iOS)
            expectScenarioPasses(run, sourceLocation: sourceLocation)
        } catch {
            for diagnostic in error.diagnostics {
                Issue.record(Comment(rawValue: diagnostic.description), sourceLocation: sourceLocation)
            }
        }
    }
#endif

import AdaptivePresentation
import AdaptivePresentationSpec
import ArgumentParser
import Foundation

/// `replay PATH... --record`: every scenario file rewritten in place with what its replay observed
/// (``/AdaptivePresentationSpec/ScenarioRecorder``), the changes printed. Exit status 0; 1 when a value could not be
/// recorded (`not recorded: …` says why, and the file still fails there); 2 when a file is invalid input (it is
/// left as it was, with its diagnostics).
enum RecordRun {
    static func run(paths: [String], catalog options: CatalogOptions) throws {
        let loader = ScenarioLoader(catalog: try options.load())
        var results: [RecordText.FileChanges] = []
        var diagnostics: [Diagnostic] = []
        for path in paths {
            let (files, warnings, isFolder) = ReplayCommand.scenarioFiles(path)
            diagnostics += warnings
            var scenarios = 0
            for file in files {
                do {
                    let source = try SpecSource.read(path: file, limits: loader.limits)
                    // A folder holds storyboards and devices files beside its scenarios: they are passed over.
                    if isFolder, let kind = SpecFileKind.ofContent(source, limits: loader.limits), kind != .scenario {
                        continue
                    }
                    scenarios += 1
                    let recording = try ScenarioRecorder.record(source, loader: loader)
                    if recording.bytes != source.bytes {
                        do {
                            try Data(recording.bytes).write(to: URL(fileURLWithPath: file))
                        } catch {
                            diagnostics.append(
                                Diagnostic(.cannotWriteRecording(reason: error.localizedDescription), file: file))
                            continue
                        }
                    }
                    results.append(.init(file: file, changes: recording.changes, skipped: recording.skipped))
                } catch {
                    scenarios += 1
                    diagnostics += error.diagnostics
                }
            }
            if isFolder, scenarios == 0 {
                diagnostics.append(Diagnostic(.folderHasNoScenarios, file: path))
            }
        }
        DiagnosticPrinter.write(diagnostics)
        RecordText.write(results)
        if diagnostics.contains(where: { $0.severity == .error }) { throw ExitCode(ExitStatus.invalidInput) }
        // A value the recorder refused to write is a failure of what was asked: the file still fails there.
        if results.contains(where: { !$0.skipped.isEmpty }) { throw ExitCode(ExitStatus.expectationFailed) }
    }
}

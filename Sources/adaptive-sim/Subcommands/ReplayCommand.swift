import AdaptivePresentation
import AdaptivePresentationSpec
import ArgumentParser
import Foundation

/// `adaptive-sim replay PATH... [--format text|json|junit|html] [--ios N] [--devices FILE]`.
///
/// Every file is loaded and checked on its own: a file with invalid input is reported (its diagnostics on
/// standard error, and as an invalid scenario in the report) and the other files still run.
struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Replay scenario files and check their expectations.",
        discussion: """
            A folder stands for every *.yaml and *.yml file below it, except those inside a `storyboards` \
            folder. A file with invalid input is reported with its diagnostics and the other files still run.

            Exit status: 0 when every scenario passed, 1 when an expectation failed, 2 when any input was \
            invalid (2 wins over 1).
            """)

    @Argument(help: ArgumentHelp("Scenario files or folders to replay.", valueName: "path"), completion: .file())
    var paths: [String]

    @Option(help: "How to report: text (a line per step), json (FORMATS.md §4), junit (JUnit XML) or html (a page with every step drawn).")
    var format: ReplayFormat = .text

    @Option(
        name: .customLong("ios"),
        help: ArgumentHelp(
            "Replay every scenario with the behaviour of this iOS version (\(Era.oldestVersion)…\(Era.newestVersion)), whatever its 'ios:' says.",
            valueName: "version"))
    var iOS: Int?

    @OptionGroup var catalog: CatalogOptions

    func validate() throws {
        if let iOS, Era(iOS: iOS) == nil {
            throw ValidationError("iOS \(iOS) is not modelled: --ios takes \(Era.oldestVersion)…\(Era.newestVersion)")
        }
    }

    func run() throws {
        let report: ReplayReport
        do {
            report = Self.report(paths: paths, loader: ScenarioLoader(catalog: try catalog.load()), iOS: iOS)
        } catch {
            // No scenario can run without devices, but every format still reports why: a CI step that parses
            // the JSON or JUnit report must get one.
            report = ReplayReport(outcomes: [
                ReplayOutcome(file: catalog.devicesFile ?? "devices.yaml", title: nil, diagnostics: error.diagnostics)
            ])
        }
        DiagnosticPrinter.write(report.diagnostics)
        switch format {
        case .text: ReplayText.write(report)
        case .json: ReplayJSON.write(report)
        case .junit: ReplayJUnit.write(report)
        case .html: ReplayHTML.write(report)
        }
        let status = report.exitStatus
        if status != ExitStatus.success { throw ExitCode(status) }
    }

    /// Loads and replays every scenario file that `paths` name. A folder with no scenario file is a problem
    /// of its own, reported as an invalid entry: pointing CI at the wrong folder must not pass silently.
    /// What the folder walk skipped is a warning.
    static func report(paths: [String], loader: ScenarioLoader, iOS: Int?) -> ReplayReport {
        var report = ReplayReport(outcomes: [])
        for path in paths {
            var files = [path]
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                let walk = SpecFolderWalk(folder: path)
                files = walk.files
                report.pathProblems += walk.warnings
            }
            if files.isEmpty {
                report.outcomes.append(ReplayOutcome(
                    file: path, title: nil,
                    diagnostics: [Diagnostic("no scenario files (*.yaml, *.yml) in this folder", file: path)]))
            }
            report.outcomes += files.map { outcome(file: $0, loader: loader, iOS: iOS) }
        }
        return report
    }

    /// One file loaded (decoded and dry-run) and replayed, or its diagnostics.
    static func outcome(file: String, loader: ScenarioLoader, iOS: Int?) -> ReplayOutcome {
        let source: SpecSource
        do {
            source = try SpecSource.read(path: file, limits: loader.limits)
        } catch {
            return ReplayOutcome(file: file, title: nil, diagnostics: error.diagnostics)
        }
        do {
            let scenario = try loader.loadScenario(from: source, iOS: iOS)
            return ReplayOutcome(file: file, run: Simulation.replay(scenario, catalog: loader.catalog))
        } catch {
            return ReplayOutcome(file: file, title: declaredTitle(source, limits: loader.limits), diagnostics: error.diagnostics)
        }
    }

    /// The `scenario:` title of a file that does not load, when it is a non-empty string, to name the file in
    /// the report. The file is parsed again with the same limits; its problems were already reported.
    static func declaredTitle(_ source: SpecSource, limits: SpecLimits) -> String? {
        let decoder = SpecDecoder(file: source.file, limits: limits)
        guard let root = decoder.parse(source.bytes), root.isMapping, let entries = root.entries(),
            let value = entries.first(where: { $0.key == "scenario" })?.value, !value.isNull,
            let title = value.scalarText, !title.allSatisfy(\.isWhitespace)
        else { return nil }
        return title
    }
}

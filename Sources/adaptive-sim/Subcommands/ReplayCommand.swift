import AdaptivePresentation
import AdaptivePresentationSpec
import ArgumentParser
import Foundation

/// `adaptive-sim replay PATH... [--format text|json|junit|html] [--ios N...] [--devices D...] [--record] [--catalog FILE]`.
///
/// Every file is loaded and checked on its own: a file with invalid input is reported (its diagnostics on
/// standard error, and as an invalid scenario in the report) and the other files still run.
struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Replay scenario files and check their expectations.",
        discussion: """
            A folder stands for every scenario file (*.yaml, *.yml with a top-level 'scenario') below it; \
            storyboards and devices files are told apart by their content and passed over. A file with invalid \
            input is reported with its diagnostics and the other files still run.

            --ios and --devices take lists: every scenario replays once per iOS version and device given, and \
            every report names the run ([ipad-air-2, iOS 13]). --record rewrites each file's expectations with \
            what its replay observed, leaving every other byte as it was.

            Exit status: 0 when every scenario passed, 1 when an expectation failed, 2 when any input was \
            invalid (2 wins over 1).
            """)

    @Argument(help: ArgumentHelp("Scenario files or folders to replay.", valueName: "path"), completion: .file())
    var paths: [String]

    @Option(help: "How to report: text (a line per step), json (shape in the 'Scenario and storyboard files' article), junit (JUnit XML) or html (a page with every step drawn).")
    var format: ReplayFormat = .text

    @Option(
        name: .customLong("ios"), parsing: .upToNextOption,
        help: ArgumentHelp(
            "Replay every scenario with the behaviour of each iOS version given (\(Era.oldestVersion)…\(Era.newestVersion)), whatever its 'ios:' says.",
            valueName: "version"))
    var versions: [Int] = []

    @Option(
        name: .customLong("devices"), parsing: .upToNextOption,
        help: ArgumentHelp("Replay every scenario on each device given (ids, names or aliases), whatever its 'device:' says.", valueName: "device"))
    var deviceNames: [String] = []

    @Option(help: ArgumentHelp("Replay only the scenarios whose title or file contains this text (case-insensitive).", valueName: "text"))
    var filter: String?

    @Option(help: ArgumentHelp("Replay only shard I of N (1-based): every N-th run, so N CI machines split the suite.", valueName: "I/N"))
    var shard: RunSelection.Shard?

    @Flag(help: "Rewrite each file's expectations with what the replay observed (comments and layout kept), and print the changes.")
    var record = false

    @OptionGroup var catalog: CatalogOptions

    func validate() throws {
        for version in versions where Era(iOS: version) == nil {
            throw ValidationError("iOS \(version) is not modelled: --ios takes \(Era.oldestVersion)…\(Era.newestVersion)" + Era.hint(forUnmodelled: version))
        }
        if record, !versions.isEmpty || !deviceNames.isEmpty {
            throw ValidationError(
                "--record cannot be combined with --ios or --devices: it writes into each file what one run observed, "
                    + "and runs on other iOS versions or devices may observe other values (record without them, "
                    + "then state what differs under 'when:')")
        }
        if record, format != .text { throw ValidationError("--record prints its changes as text: leave out --format") }
    }

    func run() throws {
        if record { return try RecordRun.run(paths: paths, catalog: catalog) }
        // The text report is written as scenarios replay; the others once every scenario has.
        let textStream = format == .text ? ReplayTextStream() : nil
        let progress: any ReplayProgress = textStream ?? CollectingProgress(keepsEveryStep: format == .json || format == .html)
        let report: ReplayReport
        do {
            let loaded = try catalog.load()
            let devices = try RunMatrix.devices(named: deviceNames, in: loaded)
            let matrix = RunMatrix(versions: versions, devices: devices)
            report = Self.report(
                paths: paths, loader: ScenarioLoader(catalog: loaded), matrix: matrix,
                selection: RunSelection(filter: filter, shard: shard), progress: progress)
        } catch let error as SpecError {
            // No scenario can run without devices, but every format still reports why: a CI step that parses
            // the JSON or JUnit report must get one.
            let outcome = ReplayOutcome(file: catalog.devicesFile ?? "devices.yaml", title: nil, diagnostics: error.diagnostics)
            progress.didFinish(outcome)
            report = ReplayReport(outcomes: [outcome])
        }
        switch format {
        case .text: Console.standardOutput.write(ReplayText.summary(report, console: .standardOutput) + "\n")
        case .json: DiagnosticPrinter.write(report.diagnostics); ReplayJSON.write(report)
        case .junit: DiagnosticPrinter.write(report.diagnostics); ReplayJUnit.write(report)
        case .html: DiagnosticPrinter.write(report.diagnostics); ReplayHTML.write(report)
        }
        let status = report.exitStatus
        if status != ExitStatus.success { throw ExitCode(status) }
    }

    /// Loads and replays every scenario file that `paths` name. A folder with no scenario file is a problem
    /// of its own, reported as an invalid entry: pointing CI at the wrong folder must not pass silently.
    /// What the folder walk skipped is a warning.
    static func report(paths: [String], loader: ScenarioLoader, iOS: Int?) -> ReplayReport {
        report(
            paths: paths, loader: loader, matrix: RunMatrix(versions: iOS.map { [$0] } ?? [], devices: []),
            progress: CollectingProgress(keepsEveryStep: true))
    }

    /// Every scenario file of `paths`, replayed once per run of `matrix`; `progress` follows it as it goes.
    static func report(
        paths: [String], loader: ScenarioLoader, matrix: RunMatrix, selection: RunSelection = RunSelection(),
        progress: any ReplayProgress
    ) -> ReplayReport {
        var report = ReplayReport(outcomes: [])
        var position = 0
        var matched = 0
        for path in paths {
            let (files, warnings) = scenarioFiles(path, limits: loader.limits)
            report.pathProblems += warnings
            progress.didWalk(warnings: warnings)
            if files.isEmpty {
                let outcome = ReplayOutcome(
                    file: path, title: nil,
                    diagnostics: [Diagnostic(.folderHasNoScenarios, file: path)])
                progress.didFinish(outcome)
                report.outcomes.append(outcome)
            }
            for file in files {
                if selection.filter != nil {
                    let title = ScenarioDeclaration.read(path: file, limits: loader.limits)?.title
                    guard selection.matches(file: file, title: title) else { continue }
                }
                matched += 1
                for run in matrix.runs {
                    defer { position += 1 }
                    guard selection.isInShard(position) else { continue }
                    let clock = ContinuousClock()
                    let start = clock.now
                    var result = outcome(
                        file: file, loader: loader, iOS: run.iOS, device: run.device, progress: progress,
                        label: matrix.isMatrix ? { run.label($0) } : nil)
                    let elapsed = clock.now - start
                    result.seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
                    if matrix.isMatrix {
                        result.runLabel = run.label(result.run?.setting)
                        result.overrides = (run.device?.id, run.iOS)
                    }
                    progress.didFinish(result)
                    report.outcomes.append(result)
                }
            }
        }
        if let filter = selection.filter, matched == 0 {
            // A filter that matches nothing must not pass silently in CI.
            let shown = paths.joined(separator: " ")
            let outcome = ReplayOutcome(
                file: shown, title: nil,
                diagnostics: [Diagnostic(.noScenarioMatches(filter: filter), file: shown)])
            progress.didFinish(outcome)
            report.outcomes.append(outcome)
        }
        return report
    }

    /// The scenario files `path` names: itself, or for a folder every YAML file below it whose content is not
    /// a storyboard or a devices file (a storyboard is told apart by its content, wherever it sits).
    static func scenarioFiles(_ path: String, limits: SpecLimits) -> (files: [String], warnings: [Diagnostic]) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            return ([path], [])
        }
        let walk = SpecFolderWalk(folder: path)
        let files = walk.files.filter { file in
            guard let source = try? SpecSource.read(path: file, limits: limits) else { return true }
            let kind = SpecFileKind.ofContent(source, limits: limits)
            return kind != .storyboard && kind != .devices
        }
        return (files, walk.warnings)
    }

    /// One file replayed (see ``StreamingReplay``), or its diagnostics. A long file's steps go to `progress`
    /// as they replay, and the outcome keeps those its report needs; `label` names a run of a matrix.
    static func outcome(
        file: String, loader: ScenarioLoader, iOS: Int?, device: DeviceProfile? = nil,
        progress: any ReplayProgress = CollectingProgress(keepsEveryStep: true),
        label: ((ScenarioRun.Setting?) -> String)? = nil
    ) -> ReplayOutcome {
        var kept: [StepResult] = []
        var streamed = 0
        var omitted = 0
        let keepsEveryStep = progress.keepsEveryStep
        let observer = StreamingReplay.Observer(
            willStream: { title, setting in progress.willStream(file: file, title: title, label: label?(setting)) },
            didReplay: { step in
                streamed += 1
                progress.didReplay(step)
                if keepsEveryStep || (!step.passed && kept.count < ReplayOutcome.keptFailures) {
                    kept.append(step)
                } else if !step.passed {
                    omitted += 1
                }
            })
        var result: ReplayOutcome
        switch StreamingReplay.replay(path: file, loader: loader, iOS: iOS, device: device, observer: observer) {
        case let .held(run):
            return ReplayOutcome(file: file, run: run)
        case var .streamed(run):
            run.steps = kept
            result = ReplayOutcome(file: file, run: run)
        case let .invalid(title, diagnostics):
            result = ReplayOutcome(file: file, title: title, diagnostics: diagnostics)
        }
        if streamed > 0 {
            result.streamedSteps = streamed
            result.omittedFailures = omitted
        }
        return result
    }
}

import AdaptivePresentation
import AdaptivePresentationSpec
import ArgumentParser
import Foundation

/// `adaptive-sim replay PATH... [--format text|json|junit|html|diagnostics|github] [--ios N...] [--devices D...] [--record] [--catalog FILE]`.
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

            A run of --devices on a device that cannot take the scenario (a Split View layout on an iPhone, a \
            device of another 'idiom:') is skipped with its reason, where the scenario's own device can take it.

            --format diagnostics prints one line per finding, 'path:line:col: error: message', at the step \
            that asked (a failed expectation at its value under 'expect:'; hazards and notes at their step); \
            --format github prints GitHub Actions annotations. In these two formats the input's own problems \
            are among the findings, on standard output, and a run that passes prints nothing.

            Exit status: 0 when every scenario passed, 1 when an expectation failed, 2 when any input was \
            invalid (2 wins over 1); skipped runs do not change it.
            """)

    @Argument(help: ArgumentHelp("Scenario files or folders to replay.", valueName: "path"), completion: .file())
    var paths: [String]

    @Option(
        help:
            "How to report: text (a line per step), json (shape in the 'Scenario and storyboard files' article), junit (JUnit XML), html (a page with every step drawn), diagnostics (path:line:col: lines for Xcode and editors) or github (GitHub Actions annotations)."
    )
    var format: ReplayFormat = .text

    @Option(
        name: .customLong("ios"), parsing: .upToNextOption,
        help: ArgumentHelp(
            "Replay every scenario with the behaviour of each iOS version given (\(Era.oldestVersion)…\(Era.newestVersion)), whatever its 'ios:' says.",
            valueName: "version"))
    var versions: [Int] = []

    @Option(
        name: .customLong("devices"), parsing: .upToNextOption,
        help: ArgumentHelp(
            "Replay every scenario on each device given (ids, names or aliases), whatever its 'device:' says.",
            valueName: "device"))
    var deviceNames: [String] = []

    @Option(
        help: ArgumentHelp(
            "Replay only the scenarios whose title or file contains this text (case-insensitive).", valueName: "text"))
    var filter: String?

    @Option(
        help: ArgumentHelp(
            "Replay only shard I of N (1-based): every N-th run, so N CI machines split the suite.", valueName: "I/N"))
    var shard: RunSelection.Shard?

    @Flag(
        help:
            "Rewrite each file's expectations with what the replay observed (comments and layout kept), and print the changes."
    )
    var record = false

    @OptionGroup var catalog: CatalogOptions

    func validate() throws {
        for version in versions where Era(iOS: version) == nil {
            throw ValidationError(
                "iOS \(version) is not modelled: --ios takes \(Era.oldestVersion)…\(Era.newestVersion)"
                    + Era.hint(forUnmodelled: version))
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
        // Text and JSON are written as scenarios replay, step by step; JUnit and HTML once every scenario has.
        let jsonStream = format == .json ? ReplayJSONStream() : nil
        let progress: any ReplayProgress
        if let jsonStream {
            progress = jsonStream
        } else if format == .text {
            progress = ReplayTextStream()
        } else {
            progress = CollectingProgress(keepsEveryStep: format == .html)
        }
        let report: ReplayReport
        var loader: ScenarioLoader?
        do {
            let loaded = try catalog.load()
            let devices = try RunMatrix.devices(named: deviceNames, in: loaded)
            let matrix = RunMatrix(versions: versions, devices: devices)
            loader = ScenarioLoader(catalog: loaded)
            report = Self.report(
                paths: paths, loader: ScenarioLoader(catalog: loaded), matrix: matrix,
                selection: RunSelection(filter: filter, shard: shard), progress: progress)
        } catch let error as SpecError {
            // No scenario can run without devices, but every format still reports why: a CI step that parses
            // the JSON or JUnit report must get one.
            let outcome = ReplayOutcome(
                file: catalog.devicesFile ?? "devices.yaml", title: nil, diagnostics: error.diagnostics)
            progress.didFinish(outcome)
            report = ReplayReport(outcomes: [outcome])
        }
        switch format {
        case .text: Console.standardOutput.write(ReplayText.summary(report, console: .standardOutput) + "\n")
        case .json: DiagnosticPrinter.write(report.diagnostics); jsonStream?.finish(report)
        case .junit: DiagnosticPrinter.write(report.diagnostics); ReplayJUnit.write(report)
        case .html: DiagnosticPrinter.write(report.diagnostics); ReplayHTML.write(report)
        case .diagnostics:
            let lines = report.locatedFindings(loader: loader).flatMap(\.diagnosticLines)
            Console.standardOutput.write(lines.map { $0 + "\n" }.joined())
        case .github:
            Console.standardOutput.write(
                report.locatedFindings(loader: loader).map { $0.githubCommand + "\n" }.joined())
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
            let (files, warnings, isFolder) = scenarioFiles(path)
            report.pathProblems += warnings
            progress.didWalk(warnings: warnings)
            var scenarios = 0
            for file in files {
                // Each file is opened once: the read that replays its first run also tells whether it is a
                // scenario (a folder passes storyboards and devices files over) that the filter admits. Only a
                // run outside this shard, not replayed, asks the file's top level instead.
                var admitted: Bool?
                for run in matrix.runs {
                    guard selection.isInShard(position) else {
                        if admitted == nil {
                            let declaration = ScenarioDeclaration.read(path: file, limits: loader.limits)
                            let otherKind = isFolder && (declaration?.kind.map { $0 != .scenario } ?? false)
                            admitted = !otherKind && selection.matches(file: file, title: declaration?.title)
                            if !otherKind { scenarios += 1 }
                        }
                        guard admitted == true else { break }
                        position += 1
                        continue
                    }
                    let clock = ContinuousClock()
                    let start = clock.now
                    let label: ((ScenarioRun.Setting?) -> String)? = matrix.isMatrix ? { run.label($0) } : nil
                    var admits: (@Sendable (String?) -> Bool)?
                    if selection.filter != nil {
                        let filtering = selection
                        admits = { title in filtering.matches(file: file, title: title) }
                    }
                    let (read, passedOver) = outcome(
                        file: file, loader: loader, iOS: run.iOS, device: run.device, progress: progress,
                        label: label, passesOverOtherKinds: isFolder, admits: admits)
                    // A scenario the filter turns away is still a scenario of its folder.
                    if admitted == nil, passedOver != .otherKind { scenarios += 1 }
                    guard var result = read else {
                        if admitted == nil { admitted = false }
                        break
                    }
                    admitted = true
                    position += 1
                    let elapsed = clock.now - start
                    result.seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
                    if matrix.isMatrix {
                        result.runLabel = run.label(result.setting)
                        result.overrides = (run.device?.id, run.iOS)
                    }
                    progress.didFinish(result)
                    report.outcomes.append(result)
                }
                if admitted == true { matched += 1 }
            }
            if isFolder, scenarios == 0 {
                let outcome = ReplayOutcome(
                    file: path, title: nil,
                    diagnostics: [Diagnostic(.folderHasNoScenarios, file: path)])
                progress.didFinish(outcome)
                report.outcomes.append(outcome)
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

    /// The YAML files `path` names: itself, or for a folder every YAML file below it, unread (the replay tells
    /// scenarios from storyboards and devices files as it reads them); whether `path` is a folder.
    static func scenarioFiles(_ path: String) -> (files: [String], warnings: [Diagnostic], isFolder: Bool) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            return ([path], [], false)
        }
        let walk = SpecFolderWalk(folder: path)
        return (walk.files, walk.warnings, true)
    }

    /// One file read once and replayed through the one replay loop (``/AdaptivePresentationSpec/ScenarioReader``, ``/AdaptivePresentation/ScenarioReplay``),
    /// or its diagnostics; no outcome when the file is passed over, with why (another kind of file in a folder,
    /// or a scenario `admits` turns away by its title). A long file's steps go to `progress` as they replay, and the outcome
    /// keeps those its report needs; `label` names a run of a matrix.
    static func outcome(
        file: String, loader: ScenarioLoader, iOS: Int?, device: DeviceProfile? = nil,
        progress: any ReplayProgress = CollectingProgress(keepsEveryStep: true),
        label: ((ScenarioRun.Setting?) -> String)? = nil, passesOverOtherKinds: Bool = false,
        admits: (@Sendable (String?) -> Bool)? = nil
    ) -> (outcome: ReplayOutcome?, passedOver: ScenarioReader.PassedOver?) {
        let steps = ReplayOutcomeSteps(file: file, progress: progress, label: label)
        let replay = ScenarioReplay(catalog: loader.catalog, observer: steps)
        // Only the HTML report, which keeps every step, draws them, with their geometry.
        replay.gathersGeometry = progress.keepsEveryStep
        replay.gathersViews = progress.reportsViews
        var reader = ScenarioReader(loader: loader, iOS: iOS, device: device)
        reader.passesOverOtherKinds = passesOverOtherKinds
        reader.admits = admits
        // The replay pulls the file's steps; the steps it keeps for what they found are located as they replay.
        let source = reader.open(path: file)
        steps.source = source
        steps.noteCount = { [unowned replay] in replay.simulation?.notes.count ?? 0 }
        if let scenario = source.scenario {
            do throws(ScenarioInputError) {
                try replay.begin(scenario)
                try replay.take(from: source)
            } catch {
                source.stop(at: error)
            }
        }
        let read = source.finish()
        if let passedOver = read.passedOver { return (nil, passedOver) }
        var result: ReplayOutcome
        if let skip = read.skip {
            result = ReplayOutcome(file: file, title: read.title, skip: skip)
        } else if !read.isInvalid, let run = replay.run(steps: steps.kept) {
            result = ReplayOutcome(file: file, run: run)
        } else {
            result = ReplayOutcome(file: file, title: read.title, diagnostics: read.diagnostics)
        }
        if steps.replayed > 0 {
            result.replayedSteps = steps.replayed
            result.omittedFailures = steps.omitted
        }
        result.stepLocations = steps.locations
        return (result, nil)
    }
}

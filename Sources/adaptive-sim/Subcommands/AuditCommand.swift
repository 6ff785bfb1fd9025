import AdaptivePresentation
import AdaptivePresentationSpec
import ArgumentParser
import Foundation

/// `adaptive-sim audit PATH... [--ios N...] [--devices D...] [--format text|json|markdown|diagnostics|github]
/// [--catalog FILE] [--stamp FILE]`.
struct AuditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Audit every segue of Interface Builder storyboards across devices, layouts and iOS versions.",
        discussion: """
            For every presenting segue: the style and appearance UIKit gives it on every device, orientation \
            and layout asked for (default: every one) and every iOS version asked for (default: 9, 12, 17 and \
            the newest), with no adaptive delegate; then the hazards found, each with its rule id, severity, an \
            environment where it happens and what to do. A folder stands for every .storyboard file below it.

            --format diagnostics prints one line per finding, 'path:line:col: warning: message [R10]', at the \
            segue's element in the storyboard, with 'note:' lines for where it happens and the fix (Xcode and \
            editors list each on its line); --format github prints GitHub Actions annotations. In these two \
            formats the input's own problems are among the findings, on standard output.

            --stamp FILE writes FILE when the audit exits 0 (one comment line, '// adaptive-sim audit: ' and the \
            counts of segues, storyboards and findings, so FILE may be a .swift file a build compiles to nothing), \
            and removes it otherwise, so that a build system that runs the audit to make FILE (the \
            SwiftPM build-tool plugin, an Xcode Run Script phase with FILE as its output) runs it again only when \
            a storyboard changed, and on every build while one has an error.

            Exit status: 0, 1 when a finding of severity error was found, 2 on invalid input (or a stamp that \
            cannot be written).
            """)

    @Argument(help: ArgumentHelp("Storyboard files or folders.", valueName: "path"), completion: .file())
    var paths: [String]

    @Option(
        name: .customLong("ios"), parsing: .upToNextOption,
        help: ArgumentHelp("iOS versions to audit (\(Era.oldestVersion)…\(Era.newestVersion)).", valueName: "version"))
    var versions: [Int] = []

    @Option(
        name: .customLong("devices"), parsing: .upToNextOption,
        help: ArgumentHelp("Devices to audit: ids, names or aliases.", valueName: "device"))
    var deviceNames: [String] = []

    @Option(
        help:
            "How to report: text, json (shape in the 'Scenario and storyboard files' article), markdown (for a pull request), diagnostics (path:line:col: lines for Xcode and editors) or github (GitHub Actions annotations)."
    )
    var format: AuditFormat = .text

    @Option(
        name: .customLong("catalog"),
        help: ArgumentHelp("A devices file to use instead of the built-in devices.yaml.", valueName: "file"),
        completion: .file(extensions: ["yaml", "yml"]))
    var catalogFile: String?

    @Flag(
        help:
            "Also print the notes with nothing to act on in every run (legacy segue kinds that behave the same, custom classes whose behaviour lives in code, deprecations the compiler reports)."
    )
    var verbose = false

    @Option(
        name: .customLong("stamp"),
        help: ArgumentHelp(
            "A file written when the audit exits 0 and removed otherwise, as a build system's output.",
            valueName: "file"),
        completion: .file())
    var stampFile: String?

    func validate() throws {
        for version in versions where Era(iOS: version) == nil {
            throw ValidationError(
                "iOS \(version) is not modelled: --ios takes \(Era.oldestVersion)…\(Era.newestVersion)"
                    + Era.hint(forUnmodelled: version))
        }
    }

    func run() throws {
        // A broken --catalog is reported with its diagnostics (exit 2) by the command runner.
        let catalog =
            try catalogFile.map { path throws(SpecError) in try SpecLoader.loadDevices(atPath: path) }
            ?? DeviceCatalog.builtIn
        var devices: [DeviceProfile] = []
        for name in deviceNames {
            guard let device = catalog.device(named: name) else {
                let names = catalog.devices.flatMap { [$0.id, $0.name] + $0.aliases }
                let hint = ClosestName.suggestion(for: name, among: names).map { " (did you mean '\($0)'?)" } ?? ""
                throw ValidationError("unknown device '\(name)'\(hint)")
            }
            if !devices.contains(device) { devices.append(device) }
        }
        let audit = ProjectAudit(
            devices: devices.isEmpty ? catalog.devices : devices, devicesAsked: !devices.isEmpty,
            versionsAsked: versions.isEmpty ? nil : versions, verbose: verbose)
        let result = audit.audit(paths)
        var report = AuditReport()
        report.storyboards = result.storyboards
        report.diagnostics = result.diagnostics
        report.limits = result.limits
        if format != .diagnostics, format != .github { DiagnosticPrinter.write(report.diagnostics) }
        switch format {
        case .text: Console.standardOutput.write(report.text)
        case .json:
            var buffer = ""
            report.writeJSON { chunk in
                buffer += chunk
                if buffer.utf8.count >= 1 << 16 {
                    Console.standardOutput.write(buffer)
                    buffer = ""
                }
            }
            Console.standardOutput.write(buffer)
        case .markdown: Console.standardOutput.write(report.markdown)
        case .diagnostics:
            Console.standardOutput.write(report.locatedFindings.flatMap(\.diagnosticLines).map { $0 + "\n" }.joined())
        case .github:
            Console.standardOutput.write(report.locatedFindings.map { $0.githubCommand + "\n" }.joined())
        }
        let status =
            report.diagnostics.contains(where: { $0.severity == .error })
            ? ExitStatus.invalidInput : report.count(.error) > 0 ? ExitStatus.expectationFailed : ExitStatus.success
        if let stampFile { try Self.updateStamp(stampFile, passed: status == ExitStatus.success, report: report) }
        if status != ExitStatus.success { throw ExitCode(status) }
    }

    /// Writes the stamp after an audit that passed; removes a stamp left by an earlier run after one that did not,
    /// so that the build system runs the audit again.
    private static func updateStamp(_ path: String, passed: Bool, report: AuditReport) throws {
        let url = URL(fileURLWithPath: path)
        guard passed else {
            if FileManager.default.fileExists(atPath: path) {
                do {
                    try FileManager.default.removeItem(at: url)
                } catch {
                    throw InputError("cannot remove the stamp '\(path)': \(error.localizedDescription)")
                }
            }
            return
        }
        do {
            try Data(("// adaptive-sim audit: " + report.summaryLine + "\n").utf8).write(to: url)
        } catch {
            throw InputError("cannot write the stamp '\(path)': \(error.localizedDescription)")
        }
    }
}

/// The formats of `adaptive-sim audit`.
enum AuditFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json, markdown
    /// `path:line:col: severity: message [rule]` per finding, as compilers print and Xcode reads.
    case diagnostics
    /// GitHub Actions workflow commands (`::warning file=…,line=…::…`).
    case github
}

import Foundation
import PackagePlugin

/// `swift package audit-storyboards [--target T...] [--ios N...] [--devices D...] [--format F] [--catalog FILE]
/// [path...]`: audits the storyboards of the package's targets (or of the targets named, or the files and folders
/// given) with `adaptive-sim audit`, in the `diagnostics` format unless `--format` says otherwise. Storyboards are
/// named by absolute path, so that Xcode and editors open them, except with `--format github`: relative to the
/// working directory (the repository, in a workflow), as GitHub reads an annotation's file.
///
/// A target's storyboards are every `.storyboard` file in its folder, whether the manifest declares it as a
/// resource, excludes it or leaves it in a copied folder. Finding none is an error, as `adaptive-sim audit` on a
/// folder without storyboards is: the command was asked to audit something. The plugin fails (so `swift package`
/// exits 1, whatever the plugin's own status) when the audit exits 1 (a finding of severity error) or 2 (invalid
/// input), when a target named does not exist, and on an unknown option.
@main
struct AuditStoryboards: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let request: Request
        do {
            request = try Request(arguments)
        } catch {
            // An error diagnostic makes `swift package` exit 1, as every failure of this command does.
            Diagnostics.error("\(error.message)\n\(Request.usage)")
            return
        }
        if request.help {
            print(Request.usage)
            return
        }
        // A plugin runs in the directory `swift package` was started in: relative paths are the user's.
        let workingDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        var runs = [
            request.paths.map { URL(fileURLWithPath: $0, relativeTo: workingDirectory).standardizedFileURL.path }
        ]
        if request.paths.isEmpty {
            let targets =
                request.targets.isEmpty
                ? context.package.targets : try context.package.targets(named: request.targets)
            // Each target is its own bundle: its storyboard references resolve among its storyboards.
            runs = targets.compactMap(\.sourceModule).map(Self.storyboards(of:)).filter { !$0.isEmpty }
            if runs.isEmpty {
                let searched = targets.map(\.name).joined(separator: ", ")
                Diagnostics.error(
                    "no storyboard files (*.storyboard) in the folders of \(request.targets.isEmpty ? "the package's targets" : "the targets named") (\(searched)); name the files or folders to audit, or the targets with --target"
                )
                return
            }
        }
        var worst: Int32 = 0
        for var paths in runs {
            if request.format == "github" {
                // GitHub reads an annotation's file relative to the repository, where a workflow's steps run.
                paths = paths.map {
                    $0.hasPrefix(workingDirectory.path + "/")
                        ? String($0.dropFirst(workingDirectory.path.count + 1)) : $0
                }
            }
            let process = Process()
            process.executableURL = try context.tool(named: "adaptive-sim").url
            process.arguments = ["audit"] + paths + request.forwarded
            process.currentDirectoryURL = workingDirectory
            try process.run()
            process.waitUntilExit()
            guard process.terminationReason == .exit else {
                Diagnostics.error("adaptive-sim audit was ended by signal \(process.terminationStatus)")
                return
            }
            worst = max(worst, process.terminationStatus)
        }
        switch worst {
        case 0: break
        case 1:
            Diagnostics.error(
                "the storyboard audit found a finding of severity error (printed with the other findings)")
        default:
            Diagnostics.error("the storyboard audit failed on invalid input (adaptive-sim audit exited \(worst))")
        }
    }

    /// Every `.storyboard` file in the target's folder (hidden folders passed over), with the target's own source
    /// files of that suffix (SwiftPM lists a storyboard declared as a resource, or left undeclared, among them):
    /// sorted, each once.
    static func storyboards(of target: any SourceModuleTarget) -> [String] {
        var found = Set(target.sourceFiles(withSuffix: "storyboard").map { $0.url.standardizedFileURL.path })
        // `directoryURL` needs PackageDescription 6.1; the package's tools version is 6.0, where `directory` is a
        // `Path` (whose properties are deprecated for `URL`): its text is the folder's path.
        let directory = URL(fileURLWithPath: String(describing: target.directory))
        let enumerator = FileManager.default.enumerator(
            at: directory, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        while let url = enumerator?.nextObject() as? URL {
            if url.pathExtension == "storyboard" { found.insert(url.standardizedFileURL.path) }
        }
        return found.sorted()
    }
}

/// The command line of `swift package audit-storyboards`: `--target` is the plugin's; `--ios`, `--devices`,
/// `--format` and `--catalog` go to `adaptive-sim audit` as they are (a list option takes the values up to the next
/// option, as in `adaptive-sim`); other arguments are storyboard files or folders; `--` ends the options.
struct Request {
    var targets: [String] = []
    var forwarded: [String] = []
    var paths: [String] = []
    /// The format asked for, `diagnostics` unless given.
    var format = "diagnostics"
    var help = false

    static let usage = """
        USAGE: swift package audit-storyboards [--target <target> ...] [--ios <version> ...] [--devices <device> ...]
                                               [--format <format>] [--catalog <file>] [--verbose] [<path> ...]

        Audits the storyboards of the package's targets (every .storyboard file in each target's folder, one run
        per target, whose storyboards are its bundle), of the targets named with --target, or the files and
        folders given, with 'adaptive-sim audit'. --format is diagnostics unless given (text, json, markdown,
        diagnostics or github); --verbose adds the notes with nothing to act on every run. Fails when the audit
        finds an error or cannot read a storyboard.
        """

    /// A command line this plugin cannot run.
    struct UsageError: Error {
        var message: String
    }

    init(_ arguments: [String]) throws(UsageError) {
        var index = 0
        var optionsEnded = false
        /// The values after `arguments[index]`, up to the next option.
        func values(atMostOne: Bool) throws(UsageError) -> [String] {
            let option = arguments[index]
            var values: [String] = []
            while index + 1 < arguments.count, !arguments[index + 1].hasPrefix("-"),
                !(atMostOne && values.count == 1)
            {
                index += 1
                values.append(arguments[index])
            }
            if values.isEmpty { throw UsageError(message: "\(option) needs a value") }
            return values
        }
        while index < arguments.count {
            let argument = arguments[index]
            if optionsEnded || !argument.hasPrefix("-") {
                paths.append(argument)
            } else {
                switch argument {
                case "--": optionsEnded = true
                case "-h", "--help": help = true
                case "--target": targets += try values(atMostOne: false)
                case "--ios", "--devices": forwarded += [argument] + (try values(atMostOne: false))
                case "--catalog": forwarded += [argument] + (try values(atMostOne: true))
                case "--format": format = try values(atMostOne: true)[0]
                case "--verbose": forwarded.append(argument)
                default: throw UsageError(message: "unknown option '\(argument)'")
                }
            }
            index += 1
        }
        if !targets.isEmpty, !paths.isEmpty {
            throw UsageError(message: "name targets with --target or files and folders, not both")
        }
        forwarded += ["--format", format]
    }
}

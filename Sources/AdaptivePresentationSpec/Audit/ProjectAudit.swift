import AdaptivePresentation
import Foundation

/// Audits the storyboards of an app as its bundle holds them (issue 32): references resolved by name
/// (``StoryboardBundle``), each storyboard on the iOS versions its app can run on (``AuditVersions``) and the
/// devices it targets, each segue once under its own file, and what is not judged set apart from the findings.
public struct ProjectAudit: Sendable {
    /// One storyboard's audited segues, with the versions it was audited on and why.
    public struct AuditedStoryboard: Sendable {
        public var file: String
        public var segues: [SegueAudit]
        public var versions: AuditVersions

        /// The eras of ``versions``.
        public var eras: [Era] { versions.versions.compactMap { Era(iOS: $0) } }
    }

    /// What an audit found.
    public struct Result: Sendable {
        public var storyboards: [AuditedStoryboard] = []
        /// The input's problems: unreadable files and folders, references to storyboards the bundle lacks
        /// (once per name).
        public var diagnostics: [Diagnostic] = []
        /// What was not judged, for the report's header: `not modelled: …` (the model's limits), `skipped: …` (a
        /// storyboard of another platform), `bundle: …` (a name several storyboards share).
        public var limits: [String] = []
    }

    /// The devices audited when the project does not narrow them.
    public var devices: [DeviceProfile]
    /// Whether the devices were asked for (then the project's `TARGETED_DEVICE_FAMILY` does not narrow them).
    public var devicesAsked: Bool
    /// The versions asked for (`--ios`), instead of the project's.
    public var versionsAsked: [Int]?
    /// Whether to keep the findings with nothing to act on every run (``AuditFinding/verboseOnly``).
    public var verbose: Bool
    /// The environment, for `IPHONEOS_DEPLOYMENT_TARGET`.
    public var environment: [String: String]

    public init(
        devices: [DeviceProfile], devicesAsked: Bool, versionsAsked: [Int]?, verbose: Bool,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) {
        self.devices = devices
        self.devicesAsked = devicesAsked
        self.versionsAsked = versionsAsked
        self.verbose = verbose
        self.environment = environment
    }

    /// Audits the storyboard files and folders `paths`.
    public func audit(_ paths: [String]) -> Result {
        var result = Result()
        var files: [String] = []
        for path in paths {
            let (found, warnings) = InterfaceBuilderImporter.storyboardFiles(for: path)
            result.diagnostics += warnings
            if found.isEmpty { result.diagnostics.append(Diagnostic(.folderHasNoStoryboards, file: path)) }
            files += found
        }
        // References resolve by name within the app's bundle: the storyboards audited together, or a single
        // file's Xcode project (else its folder).
        let bundle =
            paths.count == 1 && files == paths
            ? StoryboardBundle.around(file: paths[0]) : StoryboardBundle(files: files)
        // UIKit's audit: a macOS or watchOS storyboard is not judged (said of the files asked for: a single
        // file's bundle may hold other targets' storyboards).
        let asked = Set(files.map(Self.standardized))
        for (file, runtime) in bundle.otherPlatforms.sorted(by: { $0.key < $1.key })
        where asked.contains(Self.standardized(file)) {
            result.limits.append("skipped: \(file) is a storyboard for \(runtime), not iOS")
        }
        files.removeAll { bundle.otherPlatforms[$0] != nil }
        // A storyboard's other localizations are the same storyboard: audited once, as the bundle's.
        files.removeAll { bundle.otherLocalizations.contains($0) }

        let auditedFiles = Set(files.map(Self.standardized))
        var versions = VersionLookup(asked: versionsAsked, environment: environment)
        var audits: [String: StoryboardAudit] = [:]
        var reportedSegues: Set<String> = []
        var seen: Set<Diagnostic> = []
        var missingNames: Set<String> = []
        var referencedNames: Set<String> = []
        for file in files {
            let imported = InterfaceBuilderImporter.importStoryboard(atPath: file, bundle: bundle)
            referencedNames.formUnion(imported.referencedNames)
            for diagnostic in imported.diagnostics where seen.insert(diagnostic).inserted {
                // What the model does not cover is the report's, not a finding about the app.
                if diagnostic.code.isModelLimit {
                    result.limits.append("not modelled: \(diagnostic.description)")
                    continue
                }
                // A storyboard the bundle lacks is said once, at its first reference.
                if case let .storyboardNotInBundle(name, _) = diagnostic.code, !missingNames.insert(name).inserted {
                    continue
                }
                result.diagnostics.append(diagnostic)
            }
            guard !imported.hasErrors else { continue }
            let fileVersions = versions.versions(of: file, imported.outline)
            let audit = audit(for: fileVersions, cache: &audits)
            // Each segue once, under its own file: a storyboard that is audited itself is not audited again as
            // another's reference target.
            var bySource: [String: [SegueAudit]] = [file: []]
            var order = [file]
            for var segue in audit.audit(imported) {
                let own = segue.segue.file
                let key = Self.standardized(own)
                if key != Self.standardized(file), auditedFiles.contains(key) { continue }
                guard reportedSegues.insert(key + "#" + segue.segue.id).inserted else { continue }
                if !verbose { segue.findings.removeAll(where: { $0.verboseOnly }) }
                if bySource[own] == nil { order.append(own) }
                bySource[own, default: []].append(segue)
            }
            for own in order {
                result.storyboards.append(
                    AuditedStoryboard(file: own, segues: bySource[own] ?? [], versions: fileVersions))
            }
        }
        // Several storyboards of one name are usually several bundles (an app and its extensions, a Mac and an
        // iOS target) audited at once: said first in the header, each reference resolving to the nearest. A name
        // matters where a reference asks for it or where two of the storyboards asked for share it.
        var ambiguous: [String] = []
        for (name, named) in bundle.ambiguities.sorted(by: { $0.key < $1.key })
        where referencedNames.contains(name) || named.filter({ asked.contains(Self.standardized($0)) }).count > 1 {
            ambiguous.append("bundle: " + DiagnosticCode.ambiguousStoryboardName(name, paths: named).message)
        }
        result.limits.insert(contentsOf: ambiguous, at: 0)
        return result
    }

    /// The audit for `versions`: its eras, and the devices of the idioms the project targets unless devices were
    /// asked for. Files of one app share one.
    private func audit(for versions: AuditVersions, cache: inout [String: StoryboardAudit]) -> StoryboardAudit {
        let idioms = devicesAsked ? nil : versions.idioms
        let key = "\(versions.versions) \(idioms.map { $0.map(\.rawValue).sorted() } ?? [])"
        if let known = cache[key] { return known }
        let chosen = idioms.map { idioms in devices.filter { idioms.contains($0.idiom) } } ?? devices
        let made = StoryboardAudit(
            devices: chosen.isEmpty ? devices : chosen, eras: versions.versions.compactMap { Era(iOS: $0) })
        cache[key] = made
        return made
    }

    private static func standardized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// The versions of each storyboard: asked for, else its project's (looked up once per folder), else its own.
    private struct VersionLookup {
        var asked: [Int]?
        var environment: [String: String]
        var projects: [String: AuditVersions?] = [:]
        /// By Xcode project folder: every storyboard folder of one project reads its settings once.
        var byProject: [String: AuditVersions?] = [:]

        init(asked: [Int]?, environment: [String: String]) {
            self.asked = asked
            self.environment = environment
        }

        mutating func versions(of file: String, _ outline: StoryboardOutline) -> AuditVersions {
            if let asked { return AuditVersions(versions: asked, deploymentTarget: nil, reason: "as --ios asks") }
            let folder = file.lastIndex(of: "/").map { String(file[..<$0]) } ?? "."
            if projects[folder] == nil {
                if let project = StoryboardBundle.projectFolder(above: folder) {
                    let key = URL(fileURLWithPath: project).standardizedFileURL.path
                    if byProject[key] == nil {
                        byProject[key] = .some(AuditVersions.project(around: folder, environment: environment))
                    }
                    projects[folder] = byProject[key] ?? nil
                } else {
                    projects[folder] = .some(AuditVersions.project(around: folder, environment: environment))
                }
            }
            return (projects[folder] ?? nil) ?? AuditVersions.file(outline)
        }
    }
}

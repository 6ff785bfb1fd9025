import AdaptivePresentation
import Foundation

/// The iOS versions a storyboard is audited on, and why: the app's deployment target and the default
/// versions above it (``StoryboardAudit/defaultVersions``), so that an app that can only run on iOS 14 and
/// later is not judged on iOS 9.
///
/// The deployment target is taken, in this order, from `IPHONEOS_DEPLOYMENT_TARGET` in the environment (an
/// Xcode Run Script phase), the `.pbxproj` of the Xcode project found in the storyboard's folder or above it
/// (the lowest target it sets), a package's `platforms:` (`.iOS(.v15)`), the file's own `<deployment
/// version>`, else the oldest target the Xcode that saved the file (its `toolsVersion`, approximately) can
/// build for ("Presentation rules", choice 89).
public struct AuditVersions: Hashable, Sendable {
    /// The versions audited, oldest first.
    public var versions: [Int]
    /// The deployment target they start from; `nil` when the versions were asked for (`--ios`).
    public var deploymentTarget: Int?
    /// Where the versions come from, for the reports: `deployment target iOS 14 (IPHONEOS_DEPLOYMENT_TARGET in
    /// App.xcodeproj/project.pbxproj)`.
    public var reason: String
    /// The devices the app runs on as itself, when its Xcode project says (`TARGETED_DEVICE_FAMILY`: `1`
    /// iPhone, `2` iPad): an iPhone-only app runs on an iPad as an iPhone app, so iPads are not audited.
    public var idioms: Set<UserInterfaceIdiom>?

    public init(versions: [Int], deploymentTarget: Int?, reason: String, idioms: Set<UserInterfaceIdiom>? = nil) {
        self.versions = versions
        self.deploymentTarget = deploymentTarget
        self.reason = reason
        self.idioms = idioms
    }

    /// The versions from `target` on: the target itself (at least the oldest modelled) and the default
    /// versions above it.
    public static func from(target: Int, reason: String) -> AuditVersions {
        let first = min(max(target, Era.oldestVersion), Era.newestVersion)
        let above = StoryboardAudit.defaultVersions.filter { $0 > first }
        return AuditVersions(versions: [first] + above, deploymentTarget: target, reason: reason)
    }

    /// What the app's project says, for the storyboards below `folder`: the environment, else the Xcode
    /// project or package found from `folder` up; `nil` when none says.
    public static func project(
        around folder: String, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> AuditVersions? {
        if let value = environment["IPHONEOS_DEPLOYMENT_TARGET"], let target = majorVersion(value) {
            return .from(
                target: target,
                reason: "deployment target iOS \(target) (IPHONEOS_DEPLOYMENT_TARGET in the environment)")
        }
        if let project = StoryboardBundle.projectFolder(above: folder) {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: project)) ?? []
            for entry in entries.sorted() where entry.hasSuffix(".xcodeproj") {
                let path = (project == "." ? "" : project + "/") + entry + "/project.pbxproj"
                guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
                if let target = lowestSetting("IPHONEOS_DEPLOYMENT_TARGET", in: text) {
                    var versions = AuditVersions.from(
                        target: target,
                        reason: "deployment target iOS \(target) (IPHONEOS_DEPLOYMENT_TARGET in \(path))")
                    versions.idioms = deviceFamilies(in: text)
                    if versions.idioms == [.phone] { versions.reason += "; an iPhone app (TARGETED_DEVICE_FAMILY)" }
                    if versions.idioms == [.pad] { versions.reason += "; an iPad app (TARGETED_DEVICE_FAMILY)" }
                    return versions
                }
            }
            // Set in an .xcconfig the project uses (as many projects do): the lowest one below the project.
            if let (target, path) = lowestXcconfigTarget(below: project) {
                return .from(
                    target: target, reason: "deployment target iOS \(target) (IPHONEOS_DEPLOYMENT_TARGET in \(path))")
            }
        }
        // A package's platforms apply to what its targets hold: a storyboard below its Sources folder.
        guard let root = StoryboardBundle.folder(above: folder, holding: { $0 == "Package.swift" }) else { return nil }
        let sources = URL(fileURLWithPath: root).appendingPathComponent("Sources").standardizedFileURL.path + "/"
        let package = (root == "." ? "" : root + "/") + "Package.swift"
        guard (URL(fileURLWithPath: folder).standardizedFileURL.path + "/").hasPrefix(sources),
            let text = try? String(contentsOfFile: package, encoding: .utf8), let target = packageTarget(text)
        else { return nil }
        return .from(target: target, reason: "deployment target iOS \(target) (platforms: in \(package))")
    }

    /// What a storyboard file says of itself: its `<deployment version>`, else the Xcode that saved it.
    public static func file(_ outline: StoryboardOutline) -> AuditVersions {
        if let target = outline.deploymentTarget {
            return .from(target: target, reason: "deployment target iOS \(target) (the file's <deployment version>)")
        }
        if let tools = outline.toolsVersion, let saved = xcode(savedWith: tools) {
            return .from(
                target: saved.oldestTarget,
                reason:
                    "saved by Xcode \(saved.xcode) (toolsVersion \(tools)), which builds for iOS \(saved.oldestTarget) and later (approximate)"
            )
        }
        return AuditVersions(
            versions: StoryboardAudit.defaultVersions, deploymentTarget: nil,
            reason: "the default versions: the file says neither its deployment target nor the Xcode that saved it")
    }

    /// The Xcode that saved a file of Interface Builder build `toolsVersion`, and the oldest iOS it can build
    /// for, approximately (choice 89): Interface Builder's build numbers rise with each Xcode.
    static func xcode(savedWith toolsVersion: String) -> (xcode: String, oldestTarget: Int)? {
        guard let build = Int(toolsVersion.prefix { $0.isNumber }), build > 0 else { return nil }
        switch build {
        case ..<7000: return ("6 or older", 8)
        case ..<10000: return ("7", 8)
        case ..<13000: return ("8 or 9", 8)
        case ..<15000: return ("10", 8)
        case ..<17000: return ("11", 8)
        case ..<19000: return ("12", 9)
        case ..<21000: return ("13", 9)
        case ..<22000: return ("14", 11)
        case ..<24000: return ("15 or 16", 12)
        default: return ("16.3 or newer", 15)
        }
    }

    /// The lowest value of a `KEY = 14.0;` build setting in a `.pbxproj`.
    static func lowestSetting(_ key: String, in text: String) -> Int? {
        var lowest: Int?
        for line in text.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix(key + " = ") || trimmed.hasPrefix(key + "=") else { continue }
            let value = trimmed.drop { $0 != "=" }.dropFirst().trimmingCharacters(
                in: CharacterSet(charactersIn: " ;\""))
            if let version = majorVersion(value) { lowest = min(lowest ?? version, version) }
        }
        return lowest
    }

    /// The lowest `IPHONEOS_DEPLOYMENT_TARGET` of the `.xcconfig` files below `folder` (dependencies' folders
    /// passed over; at most 5,000 entries looked at), with the file that sets it.
    static func lowestXcconfigTarget(below folder: String) -> (Int, String)? {
        let skipped: Set<String> = ["Pods", "Carthage", "DerivedData", "node_modules", "build"]
        guard
            let enumerator = FileManager.default.enumerator(
                at: URL(fileURLWithPath: folder), includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        else { return nil }
        var best: (Int, String)?
        var seen = 0
        while let url = enumerator.nextObject() as? URL, seen < 5000 {
            seen += 1
            if skipped.contains(url.lastPathComponent) {
                enumerator.skipDescendants()
                continue
            }
            guard url.pathExtension == "xcconfig", let text = try? String(contentsOf: url, encoding: .utf8),
                let target = lowestSetting("IPHONEOS_DEPLOYMENT_TARGET", in: text), target < (best?.0 ?? .max)
            else { continue }
            let relative =
                url.path.hasPrefix(URL(fileURLWithPath: folder).path + "/")
                ? String(url.path.dropFirst(URL(fileURLWithPath: folder).path.count + 1)) : url.path
            best = (target, folder == "." ? relative : folder + "/" + relative)
        }
        return best
    }

    /// The idioms of every `TARGETED_DEVICE_FAMILY = "1,2";` in a `.pbxproj` (`1` iPhone, `2` iPad; others, such as
    /// `6` for Mac Catalyst, are not audited); `nil` when none is set.
    static func deviceFamilies(in text: String) -> Set<UserInterfaceIdiom>? {
        var idioms: Set<UserInterfaceIdiom> = []
        var found = false
        for line in text.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("TARGETED_DEVICE_FAMILY") else { continue }
            found = true
            let value = trimmed.drop { $0 != "=" }.dropFirst()
            for family in value.split(whereSeparator: { !$0.isNumber }) {
                if family == "1" { idioms.insert(.phone) }
                if family == "2" { idioms.insert(.pad) }
            }
        }
        return found && !idioms.isEmpty ? idioms : nil
    }

    /// `.iOS(.v15)`, `.iOS("15.0")` or `.iOS(.v15_4)` in a package manifest.
    static func packageTarget(_ text: String) -> Int? {
        guard let range = text.range(of: ".iOS(") else { return nil }
        let rest = text[range.upperBound...].prefix { $0 != ")" }
        let digits = rest.drop { !$0.isNumber }.prefix { $0.isNumber }
        return Int(digits)
    }

    /// `14` for `14.0`, `14` or `14.0.1`.
    static func majorVersion(_ text: String) -> Int? {
        let major = text.trimmingCharacters(in: .whitespaces).prefix { $0.isNumber }
        guard let value = Int(major), value > 0 else { return nil }
        return value
    }
}

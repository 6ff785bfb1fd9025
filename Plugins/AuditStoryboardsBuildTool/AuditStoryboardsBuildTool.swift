import Foundation
import PackagePlugin

/// Audits a target's storyboards when it builds: one build command runs `adaptive-sim audit --format diagnostics`
/// on every `.storyboard` file of the target, so Xcode lists each finding on its storyboard line and a finding of
/// severity error (or a storyboard it cannot read) fails the build.
///
/// The command's output is a stamp in the plugin's work directory that `audit --stamp` writes only when the audit
/// exits 0: the audit runs again when a storyboard changes, and on every build while one has an error. (SwiftPM
/// runs a tool built from source, as `adaptive-sim` is, only in a build command, which runs only for its outputs.)
/// The stamp is a `.swift` file holding one comment line, which the target compiles to nothing: SwiftPM and Xcode
/// copy a build command's outputs of other types into the target's resource bundle, and so into the app.
@main
struct AuditStoryboardsBuildTool: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        // Every storyboard in the target's folder: declared as a resource (SwiftPM lists it among the source
        // files), excluded, or inside a copied folder.
        var found = Set(module.sourceFiles(withSuffix: "storyboard").map { $0.url.standardizedFileURL.path })
        // `directoryURL` needs PackageDescription 6.1; the package's tools version is 6.0, where `directory` is a
        // `Path` (whose properties are deprecated for `URL`): its text is the folder's path.
        let directory = URL(fileURLWithPath: String(describing: module.directory))
        let enumerator = FileManager.default.enumerator(
            at: directory, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        while let url = enumerator?.nextObject() as? URL {
            if url.pathExtension == "storyboard" { found.insert(url.standardizedFileURL.path) }
        }
        // The manifest's platforms: give the deployment target the audit starts from.
        let manifest = context.package.directoryURL.appendingPathComponent("Package.swift")
        return auditCommand(
            storyboards: found.sorted().map { URL(fileURLWithPath: $0) }, settings: [manifest],
            targetName: target.name, tool: try context.tool(named: "adaptive-sim").url,
            workDirectory: context.pluginWorkDirectoryURL)
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension AuditStoryboardsBuildTool: XcodeBuildToolPlugin {
        /// An Xcode app target's storyboards: the `.storyboard` files among its input files (its Copy Bundle
        /// Resources, where Interface Builder files are compiled from).
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            let storyboards = target.inputFiles.map(\.url).filter { $0.pathExtension == "storyboard" }
            // The project's build settings give the deployment target the audit starts from.
            let project = context.xcodeProject.directoryURL
                .appendingPathComponent(context.xcodeProject.displayName + ".xcodeproj/project.pbxproj")
            return auditCommand(
                storyboards: storyboards, settings: [project], targetName: target.displayName,
                tool: try context.tool(named: "adaptive-sim").url, workDirectory: context.pluginWorkDirectoryURL)
        }
    }
#endif

/// The one build command that audits `storyboards` (none when there are none). One command for all of them: a
/// storyboard's segues may lead into another one (a storyboard reference), which the audit reads too. `settings`
/// (the manifest or the `.pbxproj` that gives the deployment target) are inputs too: changing the target audits
/// again.
private func auditCommand(
    storyboards: [URL], settings: [URL], targetName: String, tool: URL, workDirectory: URL
) -> [Command] {
    guard !storyboards.isEmpty else { return [] }
    let stamp = workDirectory.appendingPathComponent("StoryboardAuditStamp.swift")
    return [
        .buildCommand(
            displayName: "Auditing \(storyboards.count) storyboard(s) of \(targetName)",
            executable: tool,
            arguments: ["audit"] + storyboards.map(\.path) + ["--format", "diagnostics", "--stamp", stamp.path],
            inputFiles: storyboards + settings.filter { FileManager.default.fileExists(atPath: $0.path) },
            outputFiles: [stamp])
    ]
}

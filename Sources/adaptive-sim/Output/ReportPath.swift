import Foundation

/// The name a report gives a file, the same however the path was typed: `./x.yaml`, `x.yaml` and the
/// absolute path all become `x.yaml` (relative to the working directory), and a file outside the working
/// directory (`../x.yaml`) becomes its absolute path. `.` and `..` are resolved by name, not by following
/// links, so a report names the path the user meant.
///
/// JSON's `file` and JUnit's `classname` use it, so CI history keys stay stable. Diagnostics keep the path as
/// typed: editors open it from there.
enum ReportPath {
    static func normalized(_ file: String, workingDirectory: String = FileManager.default.currentDirectoryPath)
        -> String
    {
        guard !file.isEmpty else { return file }
        let absolute = file.hasPrefix("/") ? file : workingDirectory + "/" + file
        let path = lexicallyResolved(absolute)
        let base = lexicallyResolved(workingDirectory)
        if base == "/" { return path == "/" ? path : String(path.dropFirst()) }
        if path == base { return "." }
        if path.hasPrefix(base + "/") { return String(path.dropFirst(base.count + 1)) }
        return path
    }

    /// An absolute path with empty, `.` and `..` components resolved by name.
    private static func lexicallyResolved(_ path: String) -> String {
        var components: [Substring] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..": _ = components.popLast()
            default: components.append(component)
            }
        }
        return "/" + components.joined(separator: "/")
    }
}

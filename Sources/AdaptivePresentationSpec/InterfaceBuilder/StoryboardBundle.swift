import Foundation

/// The storyboards of an app's bundle, by name, as `UIStoryboard(name:bundle:)` finds them: Xcode compiles
/// every storyboard of a target into the bundle, whatever its source folder, so a storyboard reference finds
/// `Settings` wherever `Settings.storyboard` sits.
///
/// Localized copies of one storyboard (`Base.lproj/Main.storyboard`, `en.lproj/Main.storyboard` under one
/// folder) are one storyboard: `Base.lproj`'s, else the first in path order. Two different storyboards with
/// one name are an ambiguity (the bundle can hold only one): the first in path order is used, and
/// ``ambiguities`` lists them so that a command can say it once.
public struct StoryboardBundle: Hashable, Sendable {
    /// The storyboard used for each name.
    public private(set) var paths: [String: String] = [:]
    /// Names that more than one storyboard (not localized copies of one) has, with their paths in path order.
    public private(set) var ambiguities: [String: [String]] = [:]
    /// The localized copies not used for their name (`en.lproj/Main.storyboard` beside `Base.lproj`'s).
    public private(set) var otherLocalizations: Set<String> = []
    /// Storyboards of another platform (a macOS or watchOS one, by its `targetRuntime`), by path: not UIKit's,
    /// so not in the bundle.
    public private(set) var otherPlatforms: [String: String] = [:]

    /// The bundle of `files` (storyboard paths; other files are ignored).
    public init(files: [String]) {
        var byName: [String: [String]] = [:]
        for file in files.sorted() where file.hasSuffix(".storyboard") {
            if let runtime = Self.otherPlatform(of: file) {
                otherPlatforms[file] = runtime
                continue
            }
            byName[InterfaceBuilderImporter.storyboardName(ofPath: file), default: []].append(file)
        }
        for (name, candidates) in byName {
            // Copies in `.lproj` folders of one folder are one storyboard, Base.lproj's first.
            var storyboards: [String: [String]] = [:]
            for path in candidates { storyboards[Self.localizationRoot(of: path), default: []].append(path) }
            let chosen = storyboards.keys.sorted().compactMap { root -> String? in
                let copies = storyboards[root] ?? []
                let used = copies.first { Self.parentFolder(of: $0) == "Base.lproj" } ?? copies.first
                otherLocalizations.formUnion(copies.filter { $0 != used })
                return used
            }
            paths[name] = chosen.first
            if chosen.count > 1 { ambiguities[name] = chosen }
        }
    }

    /// The platform a storyboard is for when it is not iOS (`MacOSX.Cocoa`, `watchKit`, `AppleTV`), read from its
    /// root element's `targetRuntime` and `type` in its first 4 KB; `nil` for an iOS storyboard, one that says
    /// neither, or a file that is not a regular one (never read: a pipe could block).
    static func otherPlatform(of path: String) -> String? {
        guard (try? FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType) == .typeRegular,
            let handle = FileHandle(forReadingAtPath: path)
        else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: 4096), let head = String(data: data, encoding: .utf8) else {
            return nil
        }
        func attribute(_ name: String) -> String? {
            guard let start = head.range(of: name + "=\"") else { return nil }
            return String(head[start.upperBound...].prefix { $0 != "\"" })
        }
        if let runtime = attribute("targetRuntime"), !runtime.hasPrefix("iOS") { return runtime }
        if let type = attribute("type"), type.hasPrefix("com.apple.InterfaceBuilder"), !type.contains("CocoaTouch") {
            return type
        }
        return nil
    }

    /// How many storyboards (names) the bundle holds.
    public var count: Int { paths.count }

    /// The path of the storyboard named `name`, if the bundle holds one; where several storyboards have the name
    /// (an audit of several targets at once), the one nearest `referrer`: the most path components in common.
    public func path(named name: String, near referrer: String? = nil) -> String? {
        guard let candidates = ambiguities[name], let referrer else { return paths[name] }
        let from = URL(fileURLWithPath: referrer).standardizedFileURL.pathComponents
        func shared(_ path: String) -> Int {
            zip(from, URL(fileURLWithPath: path).standardizedFileURL.pathComponents).prefix { $0 == $1 }.count
        }
        return candidates.max { shared($0) < shared($1) } ?? paths[name]
    }

    /// The bundle a single storyboard file belongs to: every storyboard below the folder of the Xcode project
    /// found in its folder or a folder above it, else those below its own folder.
    public static func around(file: String) -> StoryboardBundle {
        let folder = ScenarioLoader.directory(of: file)
        let root = projectFolder(above: folder) ?? localizationRoot(of: file)
        // The file as the user spelled it, the others as the walk found them, each once.
        let standardized = { (path: String) in URL(fileURLWithPath: path).standardizedFileURL.path }
        let own = standardized(file)
        let files = InterfaceBuilderImporter.storyboardFiles(for: root).files.filter { standardized($0) != own }
        return StoryboardBundle(files: files + [file])
    }

    /// The nearest folder, from `folder` up, that holds an `.xcodeproj` (at most 12 levels up).
    static func projectFolder(above folder: String) -> String? {
        Self.folder(above: folder) { $0.hasSuffix(".xcodeproj") }
    }

    /// The nearest folder, from `folder` up, with an entry that `matches` (at most 12 levels up), spelled from
    /// `folder` as the user gave it.
    static func folder(above folder: String, holding matches: (String) -> Bool) -> String? {
        var url = URL(fileURLWithPath: folder).standardizedFileURL
        for _ in 0..<12 {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
            if entries.contains(where: matches) {
                return folder.hasPrefix("/") ? url.path : relativePath(url.path, from: folder)
            }
            let parent = url.deletingLastPathComponent()
            if parent.path == url.path { return nil }
            url = parent
        }
        return nil
    }

    /// The absolute `path` of a folder above `folder`, spelled from `folder` as the user gave it.
    private static func relativePath(_ path: String, from folder: String) -> String {
        var base = URL(fileURLWithPath: folder).standardizedFileURL.path
        var components = folder == "." ? [] : folder.split(separator: "/").map(String.init)
        while base != path, base != "/" {
            base = URL(fileURLWithPath: base).deletingLastPathComponent().path
            if let last = components.last, last != "..", last != "." {
                components.removeLast()
            } else {
                components.append("..")
            }
        }
        return components.isEmpty ? "." : components.joined(separator: "/")
    }

    /// The folder that holds a storyboard's localizations: the folder above an `.lproj` folder, else the
    /// storyboard's own folder.
    private static func localizationRoot(of path: String) -> String {
        let folder = ScenarioLoader.directory(of: path)
        guard parentFolder(of: path).hasSuffix(".lproj") else { return folder }
        return ScenarioLoader.directory(of: folder)
    }

    private static func parentFolder(of path: String) -> String {
        URL(fileURLWithPath: ScenarioLoader.directory(of: path)).lastPathComponent
    }
}

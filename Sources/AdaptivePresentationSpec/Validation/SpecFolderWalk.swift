import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The spec files below a folder: every `*.yaml` and `*.yml` file, sorted by name at each level, skipping
/// hidden entries and `storyboards` folders (their files are checked through the scenarios that use them).
/// With `interfaceBuilderFiles`, also every `*.storyboard` file, wherever it sits, `storyboards` folders
/// included (Interface Builder files are checked on their own).
///
/// The walk follows symbolic links but never enters a folder twice: folders are told apart by device and
/// inode, so a link back to a parent (`up -> ..`), two links to the same folder, or a link to itself cannot
/// make it loop or list a file twice. Every entry it cannot or will not follow is a warning, never skipped
/// without a word: such a link, a broken link, a name that is not valid UTF-8, a folder that cannot be read.
public struct SpecFolderWalk: Sendable {
    /// The spec files found, as paths that start with the folder as given.
    public private(set) var files: [String] = []
    /// One warning per entry skipped for a reason the user may not expect.
    public private(set) var warnings: [Diagnostic] = []

    /// A folder's identity: the device and inode of the folder itself, after following links.
    private struct FolderID: Hashable {
        var device: UInt64
        var inode: UInt64
    }

    /// Whether `*.storyboard` files are listed too.
    private let interfaceBuilderFiles: Bool

    /// Walks `folder` (as the user named it, or as found below a folder the user named); with
    /// `interfaceBuilderFiles`, `*.storyboard` files are listed too.
    public init(folder: String, interfaceBuilderFiles: Bool = false) {
        self.interfaceBuilderFiles = interfaceBuilderFiles
        var visited: [FolderID: String] = [:]
        guard let root = Self.identity(of: folder) else {
            warnings.append(Diagnostic(.cannotReadFolder(reason: Self.errorText()), file: folder, severity: .warning))
            return
        }
        visited[root] = folder
        walk(folder, visited: &visited, storyboardsOnly: false)
    }

    /// Walks one folder; `storyboardsOnly` inside a `storyboards` folder, where only `*.storyboard` files count.
    private mutating func walk(_ folder: String, visited: inout [FolderID: String], storyboardsOnly: Bool) {
        guard let directory = opendir(folder) else {
            warnings.append(Diagnostic(.cannotReadFolder(reason: Self.errorText()), file: folder, severity: .warning))
            return
        }
        var names: [String] = []
        while let entry = readdir(directory) {
            let bytes = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
            guard bytes != Array("..".utf8), bytes != Array(".".utf8), bytes.first != UInt8(ascii: ".") else {
                continue
            }
            guard let name = String(validating: bytes, as: UTF8.self) else {
                warnings.append(
                    Diagnostic(
                        .skippedInvalidName(Self.shown(bytes)), file: folder, severity: .warning))
                continue
            }
            names.append(name)
        }
        closedir(directory)

        for name in names.sorted() {
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            var linkInfo = stat()
            let isLink = lstat(path, &linkInfo) == 0 && (linkInfo.st_mode & S_IFMT) == S_IFLNK
            var info = stat()
            guard stat(path, &info) == 0 else {
                let reason = Self.errorText()
                if isLink {
                    warnings.append(
                        Diagnostic(
                            .skippedBrokenLink(reason: reason), file: path, severity: .warning))
                }
                continue
            }
            if (info.st_mode & S_IFMT) == S_IFDIR {
                let intoStoryboards = storyboardsOnly || name == "storyboards"
                guard !intoStoryboards || interfaceBuilderFiles else { continue }
                let id = FolderID(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
                if let first = visited[id] {
                    warnings.append(
                        Diagnostic(
                            .skippedRevisitedFolder(isLink: isLink, firstPath: first),
                            file: path, severity: .warning))
                    continue
                }
                visited[id] = path
                walk(path, visited: &visited, storyboardsOnly: intoStoryboards)
            } else if isListed(name, storyboardsOnly: storyboardsOnly) {
                guard (info.st_mode & S_IFMT) == S_IFREG else {
                    // A FIFO or device would block or never end when read.
                    warnings.append(Diagnostic(.skippedNotRegularFile, file: path, severity: .warning))
                    continue
                }
                files.append(path)
            }
        }
    }

    /// Whether a file named `name` is one of the walk's files.
    private func isListed(_ name: String, storyboardsOnly: Bool) -> Bool {
        if interfaceBuilderFiles, name.hasSuffix(".storyboard") { return true }
        return !storyboardsOnly && (name.hasSuffix(".yaml") || name.hasSuffix(".yml"))
    }

    private static func identity(of folder: String) -> FolderID? {
        var info = stat()
        guard stat(folder, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else { return nil }
        return FolderID(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }

    /// A name that is not valid UTF-8, with each byte that is not part of a valid sequence as `\xE9`.
    static func shown(_ bytes: [UInt8]) -> String {
        var result = ""
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            let length = lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 0
            if length > 0, index + length <= bytes.count,
                let text = String(validating: bytes[index..<index + length], as: UTF8.self)
            {
                result += text
                index += length
            } else {
                result += "\\x" + String(lead, radix: 16, uppercase: true)
                index += 1
            }
        }
        return result
    }

    /// The C library's text for `errno`, lowercased like the other diagnostics.
    private static func errorText() -> String {
        String(cString: strerror(errno)).lowercased()
    }
}

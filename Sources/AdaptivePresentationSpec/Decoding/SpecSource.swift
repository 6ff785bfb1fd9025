import Foundation

/// The bytes of one spec file and the name to report problems under.
public struct SpecSource: Hashable, Sendable {
    /// The file as the user named it; diagnostics print it as given.
    public var file: String
    /// The raw contents, not yet checked for UTF-8 or YAML.
    public var bytes: [UInt8]

    /// A source from bytes already in memory (a test, an inline document, a bundled resource).
    public init(file: String, bytes: [UInt8]) {
        self.file = file
        self.bytes = bytes
    }

    /// A source from text already in memory.
    public init(file: String, text: String) {
        self.init(file: file, bytes: Array(text.utf8))
    }

    /// Reads the file at `path`, but never more than `limits.maximumFileSize` bytes.
    ///
    /// - Throws: a ``SpecError`` with one diagnostic when the file is missing, a directory, a pipe or a
    ///   device, unreadable or larger than the limit.
    public static func read(path: String, limits: SpecLimits = .standard) throws(SpecError) -> SpecSource {
        func failure(_ failure: DiagnosticCode.ReadFailure) -> SpecError {
            SpecError(diagnostics: [Diagnostic(.cannotReadFile(failure), file: path)])
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw failure(.missing)
        }
        guard !isDirectory.boolValue else {
            throw failure(.directory)
        }
        // A pipe or a device (`mkfifo x.storyboard`, `/dev/zero`) could block forever or never end.
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            throw failure(.notRegularFile)
        }
        let handle: FileHandle
        do {
            handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
            SpecFileReads.record(path)
        } catch {
            throw failure(.permissionDenied)
        }
        defer { try? handle.close() }
        var bytes: [UInt8] = []
        do {
            // Read at most one byte past the limit: enough to know the file is too large.
            while bytes.count <= limits.maximumFileSize {
                let wanted = min(64 * 1024, limits.maximumFileSize + 1 - bytes.count)
                guard let chunk = try handle.read(upToCount: wanted), !chunk.isEmpty else { break }
                bytes.append(contentsOf: chunk)
            }
        } catch {
            throw failure(.failed(error.localizedDescription))
        }
        guard bytes.count <= limits.maximumFileSize else {
            throw SpecError(diagnostics: [Self.tooLarge(file: path, limits: limits)])
        }
        return SpecSource(file: path, bytes: bytes)
    }

    /// The diagnostic for a file over ``SpecLimits/maximumFileSize``.
    static func tooLarge(file: String, limits: SpecLimits) -> Diagnostic {
        Diagnostic(
            .fileTooLarge(limit: limits.maximumFileSize),
            at: SourceLocation(file: file, line: 1, column: 1))
    }
}

import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A regular file mapped into memory for reading as it is streamed, so that what is held at once does not
/// grow with the file.
///
/// The mapping is private and writable: a write (the reader turning a tab into a space to find the next
/// problem) changes this process's copy of a page, never the file. Pages read past are given back with
/// ``release(before:)``; a later read of them (an error message that looks back) faults them in again from
/// the file, so releasing is never wrong, only slower. A file changed on disk while mapped is the user's
/// race, as with any reader.
final class MappedFile {
    /// The file's bytes; empty for an empty file.
    let bytes: UnsafeMutableBufferPointer<UInt8>
    /// Everything before this offset has been given back already, in this pass over the file.
    private var released = 0
    private static let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))

    /// Maps the regular file at `path`, or throws the one-line reason it cannot (the caller locates it).
    init(path: String) throws(SpecError) {
        func failure(_ failure: DiagnosticCode.ReadFailure) -> SpecError {
            SpecError(diagnostics: [Diagnostic(.cannotReadFile(failure), file: path)])
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw failure(.missing)
        }
        guard !isDirectory.boolValue else { throw failure(.directory) }
        // A pipe or a device (`mkfifo x.yaml`, `/dev/zero`) could block forever or never end: even opening a
        // pipe blocks until it has a writer, so the file is looked at first, and opened without blocking.
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { throw failure(.notRegularFile) }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK)
        SpecFileReads.record(path)
        guard descriptor >= 0 else { throw failure(.permissionDenied) }
        defer { close(descriptor) }
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { throw failure(.notRegularFile) }
        let size = Int(info.st_size)
        guard size > 0 else {
            bytes = UnsafeMutableBufferPointer(start: nil, count: 0)
            return
        }
        guard let address = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_PRIVATE, descriptor, 0), address != MAP_FAILED
        else {
            throw failure(.notMappable)
        }
        bytes = UnsafeMutableBufferPointer(start: address.assumingMemoryBound(to: UInt8.self), count: size)
    }

    deinit {
        if let base = bytes.baseAddress { munmap(base, bytes.count) }
    }

    /// A new pass over the file begins: the pages it reads again are given back as it goes past them.
    func rewind() {
        released = 0
    }

    /// How much is given back at once: each call costs a system call, and in a process with more than one
    /// thread a flush of the other processors' address caches, so pages go back 256 KiB at a time.
    static let releaseGranularity = 262_144

    /// Gives back the whole pages before `offset`, which the reader has gone past, once they make up
    /// ``releaseGranularity``.
    func release(before offset: Int) {
        guard let base = bytes.baseAddress else { return }
        let end = min(offset, bytes.count) / Self.pageSize * Self.pageSize
        guard end - released >= Self.releaseGranularity else { return }
        _ = madvise(base + released, end - released, MADV_DONTNEED)
        released = end
    }
}

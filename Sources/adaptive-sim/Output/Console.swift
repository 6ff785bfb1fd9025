import Foundation

#if canImport(Glibc)
    import Glibc

    /// write(2), under a name that the ``Console/write(_:)`` method does not hide.
    private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
        Glibc.write(descriptor, bytes, count)
    }
#elseif canImport(Darwin)
    import Darwin

    /// write(2), under a name that the ``Console/write(_:)`` method does not hide.
    private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
        Darwin.write(descriptor, bytes, count)
    }
#endif

/// Standard output or standard error, with ANSI colour only when it is a terminal and `NO_COLOR` is unset.
struct Console {
    /// The file descriptor written to.
    let descriptor: Int32
    /// Whether to colour: a terminal, `NO_COLOR` unset or empty (no-color.org), and not `TERM=dumb`. Asked
    /// once per console: a terminal check is a system call, and a long replay styles every step's mark.
    let usesColour: Bool

    init(descriptor: Int32) {
        self.descriptor = descriptor
        usesColour = Self.usesColour(descriptor)
    }

    static var standardOutput: Console { Console(descriptor: STDOUT_FILENO) }
    static var standardError: Console { Console(descriptor: STDERR_FILENO) }

    private static func usesColour(_ descriptor: Int32) -> Bool {
        // The terminal first: Foundation builds the whole environment dictionary anew on every read.
        guard isatty(descriptor) == 1 else { return false }
        let environment = ProcessInfo.processInfo.environment
        if let noColour = environment["NO_COLOR"], !noColour.isEmpty { return false }
        return environment["TERM"] != "dumb"
    }

    /// Writes `text` as it is, all of it.
    ///
    /// A write that fails (a full disk, a file that cannot grow) is an error: lost output must not look like
    /// success. The process says so on standard error, when it can, and exits with status 2. A closed pipe
    /// (`adaptive-sim … | head`) is the reader's choice, not an error: the process ends quietly, killed by
    /// `SIGPIPE` as `grep` and `git` are (a shell reports status 141). `SIGPIPE` is ignored while writing
    /// (``ignoreBrokenPipeSignal()``) so that the write returns `EPIPE` and the end is this one.
    func write(_ text: String) {
        var text = text
        text.withUTF8(write(buffer:))
    }

    /// Writes UTF-8 `bytes` as they are, all of them; a failed write is an error, as for ``write(_:)-(String)``.
    func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer(write(buffer:))
    }

    private func write(buffer bytes: UnsafeBufferPointer<UInt8>) {
        var offset = 0
        while offset < bytes.count {
            let written = systemWrite(
                descriptor, bytes.baseAddress.map { UnsafeRawPointer($0 + offset) }, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                Self.failedWrite(descriptor: descriptor, error: errno)
            }
            offset += written
        }
    }

    /// Reports a failed write on standard error (unless that is what failed) and exits with status 2; a
    /// closed pipe ends the process quietly (``closedPipe()``).
    private static func failedWrite(descriptor: Int32, error: Int32) -> Never {
        if error == EPIPE { closedPipe() }
        let name = descriptor == STDERR_FILENO ? "standard error" : "standard output"
        let reason = String(cString: strerror(error)).lowercased()
        if descriptor != STDERR_FILENO {
            let message = Array("error: cannot write to \(name): \(reason)\n".utf8)
            _ = message.withUnsafeBytes { systemWrite(STDERR_FILENO, $0.baseAddress, $0.count) }
        }
        // `_exit`, not `exit`: the write may fail in the middle of a replay, and `exit` would run the process's
        // teardown under it. Nothing is buffered to flush: every write goes straight to its descriptor.
        _exit(ExitStatus.invalidInput)
    }

    /// Ends the process as a closed pipe ends `grep`: by `SIGPIPE`, with no message; status 141 should the
    /// signal not be delivered (it is blocked).
    private static func closedPipe() -> Never {
        signal(SIGPIPE, SIG_DFL)
        var pipeOnly = sigset_t()
        sigemptyset(&pipeOnly)
        sigaddset(&pipeOnly, SIGPIPE)
        pthread_sigmask(SIG_UNBLOCK, &pipeOnly, nil)
        raise(SIGPIPE)
        _exit(128 + SIGPIPE)
    }

    /// Makes a closed pipe a failed write (`EPIPE`) that ``write(_:)-(String)`` handles, instead of a signal that
    /// arrives in the middle of a write.
    static func ignoreBrokenPipeSignal() {
        signal(SIGPIPE, SIG_IGN)
    }

    /// `text` in an ANSI style when colouring, otherwise unchanged.
    func styled(_ text: String, _ style: Style) -> String {
        usesColour ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
    }

    /// The ANSI styles adaptive-sim uses (SGR parameters).
    enum Style: String {
        case bold = "1"
        case boldRed = "1;31"
        case boldMagenta = "1;35"
        case boldCyan = "1;36"
        case green = "32"
        case red = "31"
    }
}

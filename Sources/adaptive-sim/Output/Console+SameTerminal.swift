import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Console {
    /// Whether standard output and standard error are the same terminal, so that whatever is written to both
    /// would show twice: `replay`'s text then leaves the diagnostics to standard error alone.
    static var outputAndErrorShareATerminal: Bool {
        guard isatty(STDOUT_FILENO) == 1, isatty(STDERR_FILENO) == 1 else { return false }
        var output = stat(), error = stat()
        guard fstat(STDOUT_FILENO, &output) == 0, fstat(STDERR_FILENO, &error) == 0 else { return false }
        return output.st_rdev == error.st_rdev
    }
}

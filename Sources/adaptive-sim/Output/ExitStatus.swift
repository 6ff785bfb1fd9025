/// The exit statuses the command line documents (`adaptive-sim --help`).
enum ExitStatus {
    /// Success, and every expectation met.
    static let success: Int32 = 0
    /// An expectation failed.
    static let expectationFailed: Int32 = 1
    /// Invalid input: a diagnostic was printed.
    static let invalidInput: Int32 = 2
}

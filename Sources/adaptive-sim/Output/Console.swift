import Foundation

/// Standard output or standard error, with ANSI colour only when it is a terminal and `NO_COLOR` is unset.
struct Console {
    /// The file descriptor written to.
    let descriptor: Int32

    static var standardOutput: Console { Console(descriptor: STDOUT_FILENO) }
    static var standardError: Console { Console(descriptor: STDERR_FILENO) }

    /// Whether to colour: a terminal, `NO_COLOR` unset or empty (no-color.org), and not `TERM=dumb`.
    var usesColour: Bool {
        let environment = ProcessInfo.processInfo.environment
        if let noColour = environment["NO_COLOR"], !noColour.isEmpty { return false }
        if environment["TERM"] == "dumb" { return false }
        return isatty(descriptor) == 1
    }

    /// Writes `text` as it is. A reader that went away (a closed pipe) is not an error worth a crash: the
    /// output is dropped.
    func write(_ text: String) {
        let handle = descriptor == STDERR_FILENO ? FileHandle.standardError : FileHandle.standardOutput
        try? handle.write(contentsOf: Data(text.utf8))
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

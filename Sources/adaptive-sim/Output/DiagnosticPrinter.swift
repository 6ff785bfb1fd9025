import AdaptivePresentationSpec

/// Writes diagnostics to standard error in the form editors make clickable:
/// `path:line:column: error: message at PATH`, then `path:line:column: note: …`.
enum DiagnosticPrinter {
    static func write(_ diagnostics: [Diagnostic]) {
        let console = Console.standardError
        var text = ""
        for line in diagnostics.flatMap(\.lines) {
            let label: String
            switch line.label {
            case .error: label = console.styled("error:", .boldRed)
            case .warning: label = console.styled("warning:", .boldMagenta)
            case .note: label = console.styled("note:", .boldCyan)
            }
            text += console.styled(line.prefix + ":", .bold) + " " + label + " " + line.text + "\n"
        }
        console.write(text)
    }
}

import AdaptivePresentation
import AdaptivePresentationSpec
import ArgumentParser

/// Writes the result of `validate`: `FILE: ok` on standard output for each valid file, every diagnostic on
/// standard error, and exit status 2 when any file has an error.
enum ValidationReport {
    static func write(_ results: [SpecValidator.FileResult]) throws(ExitCode) {
        let output = Console.standardOutput
        for result in results where result.diagnostics.isEmpty {
            output.write(
                "\(UserText.bounded(result.file, limit: UserText.pathLimit)): \(output.styled("ok", .green))\n")
        }
        let diagnostics = results.flatMap(\.diagnostics)
        DiagnosticPrinter.write(diagnostics)
        if diagnostics.contains(where: { $0.severity == .error }) {
            throw ExitCode(ExitStatus.invalidInput)
        }
    }
}

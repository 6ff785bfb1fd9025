import AdaptivePresentation
import AdaptivePresentationSpec
import ArgumentParser
import Foundation

/// Parses the command line, runs the command and turns every outcome into output and an exit status:
/// help on standard output with 0, a usage error on standard error with 2, spec problems as diagnostics
/// with 2, a failed write to standard output (a full disk) with 2 and a message, a closed pipe quietly by
/// `SIGPIPE`, as `grep` ends. Never a stack trace.
enum CommandRunner {
    static func run(_ command: AdaptiveSim.Type) -> Never {
        Console.ignoreBrokenPipeSignal()
        do {
            var parsed = try command.parseAsRoot()
            try parsed.run()
            exit(ExitStatus.success)
        } catch let error as SpecError {
            DiagnosticPrinter.write(error.diagnostics)
            exit(ExitStatus.invalidInput)
        } catch let error as InputError {
            let console = Console.standardError
            // The message quotes what was typed (a device name): escaped and bounded like any user text.
            console.write(
                console.styled("error:", .boldRed) + " " + UserText.bounded(error.message, limit: 1000) + "\n")
            exit(ExitStatus.invalidInput)
        } catch let code as ExitCode {
            exit(code.rawValue)
        } catch {
            let message = escapingArguments(in: command.fullMessage(for: error))
            if command.exitCode(for: error) == .success {
                Console.standardOutput.write(message.isEmpty ? "" : message + "\n")
                exit(ExitStatus.success)
            }
            Console.standardError.write(message.isEmpty ? "" : message + "\n")
            exit(ExitStatus.invalidInput)
        }
    }

    /// The argument parser's message with every argument it may quote (a value given to `--shard`, an unknown
    /// subcommand) escaped as ``/AdaptivePresentation/UserText`` escapes user text, so that a typed escape sequence or line break
    /// cannot drive the terminal or fake another line; the parser's own line breaks stay.
    static func escapingArguments(in message: String, arguments: [String] = CommandLine.arguments) -> String {
        var escaped = message
        for argument in Set(arguments.dropFirst()) where argument.unicodeScalars.contains(where: UserText.needsEscape) {
            escaped = escaped.replacingOccurrences(of: argument, with: UserText.escaped(argument))
        }
        return escaped
    }
}

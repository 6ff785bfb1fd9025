import ArgumentParser

/// The `adaptive-sim` command: a thin shell over the library. Subcommands decide what to show; only
/// `Output/` prints, colours and chooses the exit status.
@main
struct AdaptiveSim: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "adaptive-sim",
        abstract: "Simulate UIKit adaptive modal presentations across devices, orientations and multitasking layouts.",
        discussion: """
            Exit status: 0 success, 1 an expectation failed, 2 invalid input (a diagnostic was printed).
            Set NO_COLOR to turn colour off; it is only used on a terminal.
            """,
        subcommands: [
            DevicesCommand.self, DecideCommand.self, CompareCommand.self, ReplayCommand.self, ValidateCommand.self,
            StoryboardCommand.self, AuditCommand.self,
        ]
    )

    /// Runs the command line with adaptive-sim's exit statuses (usage errors exit 2, not 64).
    static func main() {
        CommandRunner.run(AdaptiveSim.self)
    }
}

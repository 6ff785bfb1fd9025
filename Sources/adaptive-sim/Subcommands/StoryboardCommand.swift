import AdaptivePresentationSpec
import ArgumentParser

/// `adaptive-sim storyboard FILE [--json]`.
struct StoryboardCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "storyboard",
        abstract: "Show what an Interface Builder storyboard holds, with the names to use in scenarios.",
        discussion: """
            Scenes with their containers, and segues with the name a scenario uses (`perform:`, `trigger:`), \
            their trigger, kind, presentation style, popover anchor, custom class and unwind action. Storyboard \
            references are followed to NAME.storyboard beside the file; what cannot be loaded is marked.

            Exit status: 0, or 2 when the file is not a valid storyboard (its diagnostics are printed).
            """)

    @Argument(
        help: ArgumentHelp("The .storyboard file.", valueName: "file"), completion: .file(extensions: ["storyboard"]))
    var file: String

    @Flag(help: "Print JSON (shape in the 'Scenario and storyboard files' article) instead of the outline.")
    var json = false

    func run() throws {
        let imported = InterfaceBuilderImporter.importStoryboard(atPath: file)
        DiagnosticPrinter.write(imported.diagnostics)
        if imported.hasErrors { throw ExitCode(ExitStatus.invalidInput) }
        if json {
            Console.standardOutput.write(StoryboardReport.json(imported.outline).serialized + "\n")
        } else {
            Console.standardOutput.write(StoryboardReport.text(imported.outline))
        }
    }
}

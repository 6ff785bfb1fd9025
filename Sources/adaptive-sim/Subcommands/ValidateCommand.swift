import AdaptivePresentationSpec
import ArgumentParser

/// `adaptive-sim validate PATH... [--devices FILE]`.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check spec files without running them, reporting every problem of every file.",
        discussion: """
            A file's kind is told by its top-level key: `devices` (a devices file), `scenario` or `controllers`.
            Devices files are checked today. A folder stands for every *.yaml and *.yml file below it, except
            those inside a `storyboards` folder.
            """)

    @Argument(help: ArgumentHelp("Files or folders to check.", valueName: "path"), completion: .file())
    var paths: [String]

    @OptionGroup var catalog: CatalogOptions

    func run() throws {
        if catalog.devicesFile != nil {
            // Scenario files will resolve devices against it; a broken one is reported now.
            _ = try catalog.load()
        }
        try ValidationReport.write(SpecValidator().validate(paths: paths))
    }
}

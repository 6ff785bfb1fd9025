import AdaptivePresentationSpec
import ArgumentParser

/// `adaptive-sim validate PATH... [--catalog FILE]`.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check spec files without running them, reporting every problem of every file.",
        discussion: """
            A file's kind is told by its top-level key: `devices` (a devices file), `scenario` or `controllers`.
            Scenario files are also dry-run, with the storyboard files they name. A folder stands for every \
            *.yaml and *.yml file below it, except those inside a `storyboards` folder (checked through the \
            scenarios that name them), and every Interface Builder *.storyboard file below it.
            """)

    @Argument(help: ArgumentHelp("Files or folders to check.", valueName: "path"), completion: .file())
    var paths: [String]

    @OptionGroup var catalog: CatalogOptions

    func run() throws {
        // Scenario files resolve their devices against --catalog when it is given; a broken one is reported now.
        let validator = SpecValidator(catalog: catalog.devicesFile == nil ? nil : try catalog.load())
        try ValidationReport.write(validator.validate(paths: paths))
    }
}

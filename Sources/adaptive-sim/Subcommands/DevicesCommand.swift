import AdaptivePresentationSpec
import ArgumentParser

/// `adaptive-sim devices [--json] [--catalog FILE]`.
struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "List every device with every orientation and layout: window size and size classes.")

    @Flag(help: "Print JSON: {\"devices\":[{\"id\",\"name\",\"idiom\",\"screen\",\"scale\",\"environments\":[...]}]}.")
    var json = false

    @OptionGroup var catalog: CatalogOptions

    func run() throws {
        let catalog = try catalog.load()
        if json {
            DevicesJSON.write(catalog)
        } else {
            DevicesTable.write(catalog)
        }
    }
}

import AdaptivePresentation
import AdaptivePresentationSpec
import ArgumentParser

/// `--catalog FILE`: the devices file that replaces the built-in catalog (`--devices` is always a list of
/// devices, on every command).
struct CatalogOptions: ParsableArguments {
    @Option(
        name: .customLong("catalog"),
        help: ArgumentHelp("A devices file to use instead of the built-in devices.yaml.", valueName: "file"),
        completion: .file(extensions: ["yaml", "yml"]))
    var devicesFile: String?

    /// The catalog from `--catalog`, or the built-in one.
    func load() throws(SpecError) -> DeviceCatalog {
        if let devicesFile { return try SpecLoader.loadDevices(atPath: devicesFile) }
        return try DeviceCatalog.builtIn
    }
}

import AdaptivePresentation
import Foundation

/// Loads spec files into typed values: the entry point for the command line and for users' tests.
///
/// Every method either returns a value or throws a ``SpecError`` holding every problem found.
public enum SpecLoader {
    /// The catalog in the devices file at `path` (as the user named it; diagnostics print it so).
    public static func loadDevices(atPath path: String, limits: SpecLimits = .standard) throws(SpecError) -> DeviceCatalog {
        try loadDevices(from: SpecSource.read(path: path, limits: limits), limits: limits)
    }

    /// The catalog in a devices file already in memory.
    public static func loadDevices(from source: SpecSource, limits: SpecLimits = .standard) throws(SpecError) -> DeviceCatalog {
        try SpecDecoder.decode(source, limits: limits, DevicesFile.decode)
    }

    /// The catalog shipped with adaptive-sim: the repository's `devices.yaml`, bundled as a resource.
    ///
    /// It is parsed once per process and works from any working directory and when adaptive-sim is a
    /// package dependency. It throws only when the resource is missing (an installation that copied the
    /// executable without its `adaptive-sim_AdaptivePresentationSpec.resources` folder) or broken.
    public static func builtInDevices() throws(SpecError) -> DeviceCatalog {
        try builtIn.get()
    }

    /// The bundled `devices.yaml`, or `nil` when the resource folder is missing.
    public static var builtInDevicesURL: URL? {
        BuiltInResources.url(forResource: "devices", withExtension: "yaml")
    }

    private static let builtIn: Result<DeviceCatalog, SpecError> = {
        guard let url = builtInDevicesURL else {
            return .failure(SpecError(diagnostics: [Diagnostic(
                "the built-in devices file is missing: install the \(BuiltInResources.bundleName).resources "
                    + "folder next to the executable, or pass --catalog FILE",
                file: "devices.yaml (built-in)")]))
        }
        return Result { () throws(SpecError) in try loadDevices(atPath: url.path) }
    }()
}

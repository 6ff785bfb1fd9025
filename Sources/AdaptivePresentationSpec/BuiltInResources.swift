import Foundation

/// Finds this target's resource bundle without the crash of a missing one.
///
/// SwiftPM's generated `Bundle.module` stops the process with `fatalError` when the bundle is not where the
/// build put it, which happens when only the executable is copied elsewhere. On Linux the bundle is the
/// `<package>_<target>.resources` folder next to the executable (or the build folder SwiftPM recorded);
/// ``url(forResource:withExtension:)`` checks for it first and answers `nil` instead of crashing.
enum BuiltInResources {
    /// The resource bundle's name: the package name, `_`, the target name.
    static let bundleName = "adaptive-sim_AdaptivePresentationSpec"

    /// The URL of a bundled resource, or `nil` when the bundle or the resource is missing.
    static func url(forResource name: String, withExtension ext: String) -> URL? {
        #if os(Linux) || os(Windows) || os(Android) || os(WASI)
        let beside = Bundle.main.bundleURL.appendingPathComponent("\(bundleName).resources")
        guard FileManager.default.fileExists(atPath: beside.path) else { return nil }
        #endif
        return Bundle.module.url(forResource: name, withExtension: ext)
    }
}

import AdaptivePresentation
import AdaptivePresentationSpec
import ArgumentParser

/// The runs of `replay --ios N... --devices D...`: every device given times every iOS version given, each
/// overriding the scenario's own `device:` and `ios:`. With neither list, one run as the file says.
struct RunMatrix {
    /// One run: the overrides, `nil` where the scenario's own value holds.
    struct Run {
        var iOS: Int?
        var device: DeviceProfile?

        /// `[ipad-air-2, iOS 13]`, from the overrides or else what the scenario ran with.
        func label(_ setting: ScenarioRun.Setting?) -> String {
            let deviceID = device?.id ?? setting?.device
            let version = iOS ?? setting?.iOS
            return "[" + [deviceID, version.map { "iOS \($0)" }].compactMap { $0 }.joined(separator: ", ") + "]"
        }
    }

    var versions: [Int]
    var devices: [DeviceProfile]

    /// Whether more than the file's own run is asked for, so that every report names its runs.
    var isMatrix: Bool { !versions.isEmpty || !devices.isEmpty }

    /// Device by device, then iOS version by iOS version, in the order given.
    var runs: [Run] {
        let versionList: [Int?] = versions.isEmpty ? [nil] : versions.map { $0 }
        let deviceList: [DeviceProfile?] = devices.isEmpty ? [nil] : devices.map { $0 }
        return deviceList.flatMap { device in versionList.map { Run(iOS: $0, device: device) } }
    }

    /// The devices `names` give, each once, in order; an unknown name is an input error with a did-you-mean.
    static func devices(named names: [String], in catalog: DeviceCatalog) throws -> [DeviceProfile] {
        var devices: [DeviceProfile] = []
        for name in names {
            let device: DeviceProfile
            do {
                device = try catalog.requireDevice(named: name)
            } catch {
                // An input error, not a usage error: the top-level usage says nothing about a device's name.
                throw InputError(error.description)
            }
            if !devices.contains(device) { devices.append(device) }
        }
        return devices
    }
}

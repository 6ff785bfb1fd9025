/// The device, as UIKit's `UIDevice`: the device and iOS version of the latest ``UIWindow`` made.
///
/// Code that branches with `#available(iOS 15, *)` takes the newest branch on Linux and macOS whatever iOS
/// the window runs; `UIDevice.current.systemVersion` tells the simulated version.
@preconcurrency @MainActor
public final class UIDevice: NSObject {
    /// The simulated device.
    public static let current = UIDevice()

    /// UIKit's one device object is ``current``.
    public override init() {}

    /// The kind of device the latest window simulates (a phone when there is none).
    public var userInterfaceIdiom: UIUserInterfaceIdiom {
        UIWindow.latest.map { UIUserInterfaceIdiom($0.simulation.environment.device.idiom) } ?? .phone
    }

    /// The simulated iOS version, `"9.0"`.
    public var systemVersion: String { "\(UIWindow.currentEra.iOS).0" }

    /// Always `"iOS"`.
    public var systemName: String { "iOS" }

    /// The simulated device's name in `devices.yaml`.
    public var model: String { UIWindow.latest?.simulation.environment.device.name ?? "iPhone" }
}

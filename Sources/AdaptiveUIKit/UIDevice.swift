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

    /// The device's physical orientation: the latest window's (portrait, or landscape left, the device turned
    /// with its top to the left, as the model's landscape is UIKit's landscape-right interface).
    public var orientation: UIDeviceOrientation {
        guard let window = UIWindow.latest else { return .unknown }
        return window.simulation.environment.orientation == .portrait ? .portrait : .landscapeLeft
    }

    /// Whether orientation notifications are being generated (after ``beginGeneratingDeviceOrientationNotifications()``).
    public private(set) var isGeneratingDeviceOrientationNotifications = false

    /// Starts orientation notifications: a window rotated by the test posts
    /// ``UIDevice/orientationDidChangeNotification``.
    public func beginGeneratingDeviceOrientationNotifications() {
        isGeneratingDeviceOrientationNotifications = true
    }

    /// Stops orientation notifications.
    public func endGeneratingDeviceOrientationNotifications() {
        isGeneratingDeviceOrientationNotifications = false
    }

    /// Posted when the device's orientation changes (the object is the device).
    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
}

/// A device's physical orientation, as UIKit's `UIDeviceOrientation` (its raw values).
public enum UIDeviceOrientation: Int, Sendable {
    case unknown = 0, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}

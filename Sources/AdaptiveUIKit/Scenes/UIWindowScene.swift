import AdaptivePresentation
import AdaptivePresentationSpec
import Foundation

/// A scene that shows windows, as UIKit's `UIWindowScene`: a device's screen in an orientation, running an iOS
/// version. A test makes one (``init(device:orientation:iOS:)``) and connects it to the app's scene delegate
/// (``UIApplication/connect(_:to:)``); the delegate's `UIWindow(windowScene:)` is a window on that device.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    let environment: Environment
    let era: Era
    let catalog: DeviceCatalog
    private var attached: [WeakSceneWindow] = []

    /// A scene on the screen of `device` (an id or name of `devices.yaml`) in `orientation`, running `iOS`
    /// (8 to 27).
    ///
    /// - Throws: an unknown device or an iOS version outside 8…27.
    public init(device: String, orientation: Orientation = .portrait, iOS: Int = Era.newestVersion) throws {
        guard let era = Era(iOS: iOS) else { throw UIWindow.UnsupportedIOSVersion(version: iOS) }
        catalog = try SpecLoader.builtInDevices()
        environment = try catalog.environment(device: device, orientation: orientation, layout: .full)
        self.era = era
        UIWindowScene.made += 1
        super.init(session: UISceneSession(role: .windowApplication, identifier: "scene-\(UIWindowScene.made)"))
        session.scene = self
    }

    private static var made = 0

    /// The windows of the scene, oldest first.
    open var windows: [UIWindow] {
        attached.removeAll { $0.window == nil }
        return attached.compactMap(\.window)
    }

    /// The scene's key window.
    open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }

    /// The scene's screen: its device's, in its orientation.
    open var screen: UIScreen { UIScreen(environment: windows.first?.simulation.environment ?? environment) }

    /// The orientation of the scene's interface.
    open var interfaceOrientation: UIInterfaceOrientation {
        let orientation = windows.first?.simulation.environment.orientation ?? environment.orientation
        return orientation == .portrait ? .portrait : .landscapeRight
    }

    /// The scene's traits: its first window's, else the device's full screen's.
    open var traitCollection: UITraitCollection {
        UITraitCollection(windows.first?.simulation.environment.traits ?? environment.traits)
    }

    func attach(_ window: UIWindow) {
        if !attached.contains(where: { $0.window === window }) { attached.append(WeakSceneWindow(window: window)) }
    }

    func detach(_ window: UIWindow) {
        attached.removeAll { $0.window === window || $0.window == nil }
    }

    private struct WeakSceneWindow {
        weak var window: UIWindow?
    }
}

/// The orientation of an app's interface, as UIKit's `UIInterfaceOrientation` (its raw values). The model's
/// landscape is landscape right (the Home button or the sensor housing on the left).
public enum UIInterfaceOrientation: Int, Sendable {
    case unknown = 0, portrait, portraitUpsideDown, landscapeLeft = 4, landscapeRight = 3

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

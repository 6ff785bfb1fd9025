import AdaptivePresentation
import Foundation

/// The screen of a simulated device, as UIKit's `UIScreen`: ``main`` is the screen of the newest
/// ``UIWindow``'s device, in that window's orientation.
@preconcurrency @MainActor
open class UIScreen: NSObject {
    /// The environment whose device this is; `nil` before any window is made.
    private let environment: Environment?

    init(environment: Environment?) {
        self.environment = environment
    }

    /// The screen of the newest window's device (in its orientation); before any window is made, a screen
    /// with empty bounds and scale 1. Deprecated in iOS 16 in favour of the window's ``UIWindow/screen``, as
    /// in UIKit, but still what most app code reads.
    public static var main: UIScreen { UIScreen(environment: UIWindow.latest?.simulation.environment) }

    /// The screen's rectangle in points, in the current orientation (UIKit's bounds follow the interface
    /// orientation since iOS 8).
    open var bounds: CGRect {
        guard let environment else { return .zero }
        let size = environment.device.screen(in: environment.orientation)
        return CGRect(x: 0, y: 0, width: size.width, height: size.height)
    }

    /// Pixels per point (`devices.yaml`'s `scale`).
    open var scale: CGFloat { CGFloat(environment?.device.scale ?? 1) }

    /// The physical pixels per point: the same as ``scale`` (display zoom is not modelled).
    open var nativeScale: CGFloat { scale }

    /// The screen in pixels, in portrait, as UIKit's `nativeBounds`.
    open var nativeBounds: CGRect {
        guard let environment else { return .zero }
        let size = environment.device.screen
        return CGRect(x: 0, y: 0, width: size.width * scale, height: size.height * scale)
    }

    /// The traits of the newest window.
    open var traitCollection: UITraitCollection {
        environment.map { UITraitCollection($0.traits) } ?? UITraitCollection()
    }
}

extension UIWindow {
    /// The screen of the window's device, in the window's orientation.
    public var screen: UIScreen { UIScreen(environment: simulation.environment) }

    /// The window's own safe-area insets (the device's, for the window's orientation: R178).
    var windowSafeAreaInsets: UIEdgeInsets { UIEdgeInsets(simulation.environment.safeAreaInsets) }
}

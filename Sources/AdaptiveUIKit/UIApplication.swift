import Foundation

/// The app, as UIKit's `UIApplication`: ``shared`` gives the windows the test made, which app code reads for
/// the key window and its safe area. Scenes, the run loop and opening URLs are not simulated.
@preconcurrency @MainActor
open class UIApplication {
    private init() {}

    /// The app.
    public static let shared = UIApplication()

    /// The windows still alive, oldest first (deprecated in iOS 15 in favour of scenes' windows, as in UIKit).
    open var windows: [UIWindow] { UIWindow.alive }

    /// The window last made key with `makeKeyAndVisible()`, if it is still alive (deprecated in iOS 13, as in
    /// UIKit).
    open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }

    /// The status bar's frame in the key window: the width of the window and its top safe-area inset (zero in
    /// an iPhone's landscape), or `.zero` without a key window.
    open var statusBarFrame: CGRect {
        guard let keyWindow else { return .zero }
        return CGRect(x: 0, y: 0, width: keyWindow.bounds.width, height: keyWindow.safeAreaInsets.top)
    }
}

#if canImport(UIKit)
    import UIKit

    /// The iOS app's entry point (only in the Xcode app: the Swift package's `PamperedPets` target excludes this
    /// file, and Linux has no `UIApplicationMain`).
    @main
    final class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
    }
#endif

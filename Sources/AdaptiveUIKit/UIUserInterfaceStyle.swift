/// Light or dark appearance, as UIKit's `UIUserInterfaceStyle` (a controller's
/// ``UIViewController/overrideUserInterfaceStyle``).
public enum UIUserInterfaceStyle: Int, Sendable, Hashable {
    /// Follow the environment.
    case unspecified
    /// The light appearance.
    case light
    /// The dark appearance.
    case dark
}

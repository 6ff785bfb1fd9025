/// The status bar's content colour, as UIKit's `UIStatusBarStyle` (a controller's
/// ``UIViewController/preferredStatusBarStyle``). Nothing is drawn.
public enum UIStatusBarStyle: Int, Sendable, Hashable {
    /// Dark content on light appearances, light on dark.
    case `default`
    /// Light content, for dark backgrounds.
    case lightContent
    /// iOS 13+: dark content, for light backgrounds.
    case darkContent = 3
}

/// How the status bar animates when it is shown or hidden, as UIKit's `UIStatusBarAnimation`.
public enum UIStatusBarAnimation: Int, Sendable, Hashable {
    /// No animation.
    case none
    /// The bar fades.
    case fade
    /// The bar slides.
    case slide
}

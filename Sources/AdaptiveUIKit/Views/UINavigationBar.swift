import Foundation

/// A navigation controller's bar, as UIKit's `UINavigationBar`: its appearance is stored, nothing is drawn.
/// It is not among the navigation controller's view's subviews (the simulation's reports show the
/// controllers' views only).
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// Stored only: titles are not drawn.
    open var prefersLargeTitles = false
    /// Stored only: nothing is drawn.
    open var isTranslucent = true
    /// Stored only: nothing is drawn.
    open var barTintColor: UIColor?
    /// Stored only: nothing is drawn.
    open var shadowImage: UIImage?
}

#if canImport(UIKit)
    import UIKit
#else
    import AdaptiveUIKit
#endif

/// A controller whose view has a part that a presented controller grows out of and shrinks back onto
/// (ScaleSegue's animators): the pet detail's photo.
@MainActor
protocol ViewScaleable {
    /// The view the presented view starts from and returns to.
    var scaleView: UIView { get }
}

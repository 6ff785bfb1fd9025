import AdaptivePresentation
import Foundation

/// What a view controller's `topLayoutGuide` and `bottomLayoutGuide` are (deprecated in iOS 11 for the safe
/// area), as UIKit's `UILayoutSupport`: the part of the root view under the bars, as tall as its safe-area
/// inset at that edge.
@preconcurrency @MainActor
public protocol UILayoutSupport: NSObjectProtocol {
    /// The height of the covered part.
    var length: CGFloat { get }
    var topAnchor: NSLayoutYAxisAnchor { get }
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    var heightAnchor: NSLayoutDimension { get }
}

extension UIViewController {
    /// The top of the root view down to its top safe-area inset (deprecated in iOS 11: use
    /// ``UIView/safeAreaLayoutGuide``).
    public var topLayoutGuide: any UILayoutSupport {
        LayoutSupportGuide.support(view.simulatedView.layoutSupportGuide(.topLayoutSupport))
    }

    /// The bottom of the root view up from its bottom safe-area inset (deprecated in iOS 11).
    public var bottomLayoutGuide: any UILayoutSupport {
        LayoutSupportGuide.support(view.simulatedView.layoutSupportGuide(.bottomLayoutSupport))
    }
}

/// A layout guide standing for a controller's top or bottom layout guide.
final class LayoutSupportGuide: UILayoutGuide, UILayoutSupport {
    static func support(_ guide: LayoutGuide) -> LayoutSupportGuide {
        if let existing = guide.host as? LayoutSupportGuide { return existing }
        let made = LayoutSupportGuide(adopting: guide)
        if let view = guide.owningView.flatMap({ $0.host as? UIView }) { view.keep(made) }
        return made
    }

    var length: CGFloat {
        guard let view = guide.owningView else { return 0 }
        let insets = view.safeAreaInsets
        return CGFloat(guide.kind == .topLayoutSupport ? insets.top : insets.bottom)
    }
}

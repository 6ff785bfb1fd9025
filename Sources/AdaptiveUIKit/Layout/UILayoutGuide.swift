import AdaptivePresentation
import Foundation

/// A rectangle that constraints can relate without a view, as UIKit's `UILayoutGuide`: the app's own
/// (``UIView/addLayoutGuide(_:)``), or a view's safe area and margins (``UIView/safeAreaLayoutGuide``,
/// ``UIView/layoutMarginsGuide``). It is the simulation's guide (``guide``).
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
    /// The simulation's guide behind this one.
    public let guide: LayoutGuide

    /// A guide to add to a view.
    public override init() {
        guide = LayoutGuide()
        super.init()
        guide.host = self
    }

    init(adopting guide: LayoutGuide) {
        self.guide = guide
        super.init()
        guide.host = self
    }

    /// The guide of a simulation guide, made the first time one is asked for and kept by its view.
    static func wrapping(_ guide: LayoutGuide) -> UILayoutGuide {
        if let existing = guide.host as? UILayoutGuide { return existing }
        let made = UILayoutGuide(adopting: guide)
        if let view = guide.owningView.flatMap({ $0.host as? UIView }) { view.keep(made) }
        return made
    }

    /// The view the guide belongs to.
    open weak var owningView: UIView? {
        get { guide.owningView.map(UIView.wrapping) }
        set {
            if let newValue { newValue.addLayoutGuide(self) } else { guide.owningView?.removeLayoutGuide(guide) }
        }
    }

    /// A name for debugging.
    open var identifier: String {
        get { guide.identifier }
        set { guide.identifier = newValue }
    }

    /// The guide's frame in its owning view's coordinates, as the last layout pass found it.
    open var layoutFrame: CGRect { CGRect(guide.layoutFrame) }

    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: .guide(guide), attribute: .leading) }
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: .guide(guide), attribute: .trailing) }
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: .guide(guide), attribute: .left) }
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: .guide(guide), attribute: .right) }
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: .guide(guide), attribute: .top) }
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: .guide(guide), attribute: .bottom) }
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: .guide(guide), attribute: .width) }
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: .guide(guide), attribute: .height) }
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: .guide(guide), attribute: .centerX) }
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: .guide(guide), attribute: .centerY) }
}

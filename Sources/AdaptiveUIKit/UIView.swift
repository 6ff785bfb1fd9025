import Foundation

/// A view, as UIKit's `UIView`, with what presentation uses: a frame, a hierarchy, and an identifier that
/// names it in traces (a popover's `sourceView`).
///
/// Views draw nothing. `@IBOutlet` properties of view types need the Objective-C runtime and do not compile
/// on Linux; see the article "Testing your app's presentation code".
@preconcurrency @MainActor
open class UIView {
    /// The frame in the superview's coordinates.
    open var frame: CGRect
    /// The view's own coordinate space: the frame's size at the origin.
    open var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
    /// The view that contains this one.
    public private(set) weak var superview: UIView?
    /// The views this one contains, back to front.
    public private(set) var subviews: [UIView] = []
    /// Names the view in the simulation's traces (a popover anchor).
    open var accessibilityIdentifier: String?
    /// An integer the app uses to find the view (``viewWithTag(_:)``).
    open var tag = 0
    /// Whether the view is hidden (stored only).
    open var isHidden = false
    /// Stored only: nothing is drawn.
    open var backgroundColor: UIColor?
    /// The view's opacity (stored only).
    open var alpha: CGFloat = 1

    /// A view with a frame.
    public init(frame: CGRect) {
        self.frame = frame
    }

    /// A view with an empty frame.
    public convenience init() {
        self.init(frame: .zero)
    }

    /// Called for views archived in a storyboard or nib (their frames are not decoded).
    public required init?(coder: NSCoder) {
        frame = .zero
    }

    /// Adds `view` on top of the subviews, taking it from its superview.
    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    /// Takes the view out of its superview.
    open func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// The window that contains the view: not modelled (views are not placed in windows).
    open var window: UIWindow? { nil }

    /// The view's frame in the coordinates of its outermost superview.
    var frameInRoot: CGRect {
        var origin = frame.origin
        var current = superview
        while let view = current {
            origin.x += view.frame.origin.x
            origin.y += view.frame.origin.y
            current = view.superview
        }
        return CGRect(origin: origin, size: frame.size)
    }

    /// The name the simulation traces for this view.
    var anchorName: String { accessibilityIdentifier ?? String(describing: type(of: self)) }

    /// The first view in this one's hierarchy (itself included) with `tag`.
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }
}

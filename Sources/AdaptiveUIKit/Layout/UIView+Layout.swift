import AdaptivePresentation
import Foundation

/// Auto Layout on a view, as UIKit's `UIView` offers it: the anchors, constraints, guides, margins and
/// content size preferences, kept in the simulation's view (``UIView/simulatedView``) and solved by the
/// window's engine at each layout pass.
extension UIView {
    /// `UIView.noIntrinsicMetric`: no natural size on that axis (-1).
    public static let noIntrinsicMetric: CGFloat = -1
    /// The smallest size a view can take (`systemLayoutSizeFitting(_:)`'s target).
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The largest size a view can take.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000, height: 10_000)

    private var item: LayoutItem { .view(simulatedView) }

    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: item, attribute: .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: item, attribute: .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: item, attribute: .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: item, attribute: .right) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: item, attribute: .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: item, attribute: .bottom) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: item, attribute: .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: item, attribute: .height) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: item, attribute: .centerX) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: item, attribute: .centerY) }
    /// The bottom edge: text has no font metrics here.
    public var firstBaselineAnchor: NSLayoutYAxisAnchor {
        NSLayoutYAxisAnchor(item: item, attribute: .firstBaseline)
    }
    /// The bottom edge: text has no font metrics here.
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: item, attribute: .lastBaseline) }

    // MARK: Constraints

    /// The active constraints installed on this view (on the nearest common ancestor of their items).
    public var constraints: [NSLayoutConstraint] {
        simulatedView.layoutState.constraints.map(NSLayoutConstraint.wrapping)
    }

    /// Activates `constraint` (the iOS 6 way; UIKit installs it on the common ancestor whatever view is
    /// given, as ``NSLayoutConstraint/activate(_:)`` does).
    public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }

    /// Activates `constraints`.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }

    /// Deactivates `constraint`.
    public func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }

    /// Deactivates `constraints`.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        NSLayoutConstraint.deactivate(constraints)
    }

    // MARK: Guides

    /// The view's bounds inset by its safe area (``safeAreaInsets``).
    public var safeAreaLayoutGuide: UILayoutGuide { UILayoutGuide.wrapping(simulatedView.safeAreaLayoutGuide) }

    /// The view's bounds inset by its layout margins.
    public var layoutMarginsGuide: UILayoutGuide { UILayoutGuide.wrapping(simulatedView.layoutMarginsGuide) }

    /// The guide of the view's readable width: the margins here (readable width needs font metrics).
    public var readableContentGuide: UILayoutGuide { layoutMarginsGuide }

    /// The app's layout guides, oldest first.
    public var layoutGuides: [UILayoutGuide] {
        simulatedView.layoutState.guides.filter { $0.kind == .custom }.map(UILayoutGuide.wrapping)
    }

    /// Adds `layoutGuide` to the view.
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        simulatedView.addLayoutGuide(layoutGuide.guide)
        keep(layoutGuide)
    }

    /// Removes `layoutGuide` and deactivates the constraints on it.
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        simulatedView.removeLayoutGuide(layoutGuide.guide)
        keptGuides.removeAll { $0 === layoutGuide }
    }

    // MARK: Margins

    /// The margins the app gave, or the default (8 points; a controller's root view's system minimum):
    /// reading it gives the margins layout uses, safe area included (UIKit's `layoutMargins`).
    public var layoutMargins: UIEdgeInsets {
        get { UIEdgeInsets(simulatedView.effectiveLayoutMargins) }
        set {
            simulatedView.layoutState.customLayoutMargins = EdgeInsets(
                top: Double(newValue.top), left: Double(newValue.left), bottom: Double(newValue.bottom),
                right: Double(newValue.right))
            simulatedView.setNeedsLayout()
            superview?.simulatedView.setNeedsLayout()
        }
    }

    /// ``layoutMargins`` with leading and trailing (left and right: layout is left to right here).
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            let margins = layoutMargins
            return NSDirectionalEdgeInsets(
                top: margins.top, leading: margins.left, bottom: margins.bottom, trailing: margins.right)
        }
        set {
            layoutMargins = UIEdgeInsets(
                top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing)
        }
    }

    /// Whether the margins are measured from the safe area's edges (true by default).
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { simulatedView.layoutState.insetsLayoutMarginsFromSafeArea }
        set {
            simulatedView.layoutState.insetsLayoutMarginsFromSafeArea = newValue
            superview?.simulatedView.setNeedsLayout()
        }
    }

    // MARK: Autoresizing

    /// Whether the view's frame and autoresizing mask place it (true by default) rather than constraints.
    /// Set it to false for a view that constraints place.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { simulatedView.layoutState.translatesAutoresizingMaskIntoConstraints }
        set {
            simulatedView.layoutState.translatesAutoresizingMaskIntoConstraints = newValue
            superview?.simulatedView.setNeedsLayout()
        }
    }

    /// How the view follows its superview's size: its flexible parts share a size change in proportion to
    /// their sizes.
    public var autoresizingMask: AutoresizingMask {
        get { AutoresizingMask(rawValue: simulatedView.layoutState.autoresizingMask.rawValue) }
        set { simulatedView.layoutState.autoresizingMask = ViewLayout.AutoresizingMask(rawValue: newValue.rawValue) }
    }

    /// Whether the view resizes its subviews by their masks when its size changes (true by default).
    public var autoresizesSubviews: Bool {
        get { simulatedView.layoutState.autoresizesSubviews }
        set { simulatedView.layoutState.autoresizesSubviews = newValue }
    }

    // MARK: Content size

    /// Marks the view's natural size as changed: the next layout pass asks ``intrinsicContentSize`` again.
    public func invalidateIntrinsicContentSize() {
        (superview as? UIStackView)?.arrangementChanged()
        superview?.simulatedView.setNeedsLayout()
        simulatedView.setNeedsLayout()
    }

    /// How strongly the view keeps from growing past its natural size on `axis` (250 by default).
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        let hugging = simulatedView.layoutState.contentHugging
        return UILayoutPriority(Float(axis == .horizontal ? hugging.horizontal : hugging.vertical))
    }

    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal {
            simulatedView.layoutState.contentHugging.horizontal = Double(priority.rawValue)
        } else {
            simulatedView.layoutState.contentHugging.vertical = Double(priority.rawValue)
        }
        superview?.simulatedView.setNeedsLayout()
    }

    /// How strongly the view keeps from shrinking below its natural size on `axis` (750 by default).
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        let resistance = simulatedView.layoutState.compressionResistance
        return UILayoutPriority(Float(axis == .horizontal ? resistance.horizontal : resistance.vertical))
    }

    public func setContentCompressionResistancePriority(
        _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
    ) {
        if axis == .horizontal {
            simulatedView.layoutState.compressionResistance.horizontal = Double(priority.rawValue)
        } else {
            simulatedView.layoutState.compressionResistance.vertical = Double(priority.rawValue)
        }
        superview?.simulatedView.setNeedsLayout()
    }

    // MARK: Updating and checking

    /// Whether the constraints leave the view's position or size undetermined (runs the layout pass first).
    public var hasAmbiguousLayout: Bool { simulatedView.hasAmbiguousLayout }

    /// UIKit moves an ambiguous view between its solutions; the simulation keeps the one it found.
    public func exerciseAmbiguityInLayout() {}

    /// Marks the constraints for ``updateConstraints()`` at the next layout pass.
    public func setNeedsUpdateConstraints() {
        needsUpdateConstraintsFlag = true
        simulatedView.setNeedsLayout()
    }

    /// Whether ``updateConstraints()`` is due.
    public func needsUpdateConstraints() -> Bool { needsUpdateConstraintsFlag }

    /// Calls ``updateConstraints()`` now if it is due, for this view and its subviews.
    public func updateConstraintsIfNeeded() {
        for subview in subviews { subview.updateConstraintsIfNeeded() }
        if needsUpdateConstraintsFlag {
            needsUpdateConstraintsFlag = false
            updateConstraints()
        }
    }

    /// Whether the view needs constraints to lay out (views in the simulation lay out either way).
    public class var requiresConstraintBasedLayout: Bool { false }
}

/// Insets with leading and trailing edges, as UIKit's `NSDirectionalEdgeInsets`.
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }

    public static let zero = NSDirectionalEdgeInsets()
}

extension UIEdgeInsets {
    init(_ insets: EdgeInsets) {
        self.init(
            top: CGFloat(insets.top), left: CGFloat(insets.left), bottom: CGFloat(insets.bottom),
            right: CGFloat(insets.right))
    }
}

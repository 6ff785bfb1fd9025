import AdaptivePresentation
import Foundation

/// A relation between two layout attributes, as UIKit's `NSLayoutConstraint`:
/// `firstItem.firstAttribute relation multiplier × secondItem.secondAttribute + constant`.
///
/// It is the simulation's constraint (``layoutConstraint``): activating it installs it on the nearest common
/// ancestor of its items, and the window's Auto Layout engine (a Cassowary solver, as UIKit's) places the
/// views at the next layout pass. Leading and trailing are left and right (left-to-right layout only);
/// baselines are bottom edges (text has no font metrics).
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    /// A part of an item's frame, with UIKit's raw values.
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline
        case firstBaseline, leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0

        /// UIKit's old name of `lastBaseline`.
        public static var baseline: Attribute { .lastBaseline }

        var model: LayoutAttribute { LayoutAttribute(rawValue: rawValue) ?? .notAnAttribute }
    }

    /// How the two sides compare, with UIKit's raw values.
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1

        var model: LinearConstraint.Relation {
            switch self {
            case .lessThanOrEqual: .lessThanOrEqual
            case .equal: .equal
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        }
    }

    /// A direction of layout (`UIStackView.axis`, content hugging and compression resistance).
    public enum Axis: Int, Sendable {
        case horizontal = 0, vertical = 1
    }

    /// The simulation's constraint behind this one.
    public let layoutConstraint: LayoutConstraint
    /// The app's objects the constraint relates (views or layout guides).
    public let firstItem: AnyObject?
    public let secondItem: AnyObject?

    /// `item.attribute relation multiplier × toItem.attribute + constant` (UIKit's designated initializer).
    public convenience init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
        attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        let first = view1 as AnyObject
        let second = view2.map { $0 as AnyObject }
        self.init(
            first: first, firstModel: Self.item(first), attr1, relation, second: second,
            secondModel: second.map(Self.item), attr2, multiplier: multiplier, constant: c)
    }

    init(
        first: AnyObject, firstModel: LayoutItem, _ attr1: Attribute, _ relation: Relation, second: AnyObject?,
        secondModel: LayoutItem?, _ attr2: Attribute, multiplier: CGFloat, constant: CGFloat
    ) {
        firstItem = first
        secondItem = second
        layoutConstraint = LayoutConstraint(
            item: firstModel, attribute: attr1.model, relatedBy: relation.model, toItem: secondModel,
            attribute: attr2.model, multiplier: Double(multiplier), constant: Double(constant))
        super.init()
        layoutConstraint.host = self
    }

    /// The simulation's item for a view or layout guide of the app. Anything else is refused as UIKit refuses
    /// it (`NSInvalidArgumentException`, recorded in the newest window) and stands for a view in no
    /// hierarchy, so the constraint never takes part in layout.
    static func item(_ object: AnyObject) -> LayoutItem {
        if let view = object as? UIView { return .view(view.simulatedView) }
        if let guide = object as? UILayoutGuide { return .guide(guide.guide) }
        UIWindow.record(
            SimulatedException(
                name: "NSInvalidArgumentException",
                reason:
                    "NSLayoutConstraint for \(type(of: object)): Constraint items must each be a view or layout guide."),
            in: nil)
        return .view(SimulatedView(.view(String(describing: type(of: object))), frame: .zero))
    }

    /// The app's constraint standing for a simulation constraint (made for one UIKit adds, such as a stack
    /// view's).
    static func wrapping(_ constraint: LayoutConstraint) -> NSLayoutConstraint {
        if let existing = constraint.host as? NSLayoutConstraint { return existing }
        return NSLayoutConstraint(adopting: constraint)
    }

    private init(adopting constraint: LayoutConstraint) {
        layoutConstraint = constraint
        firstItem = Self.object(constraint.firstItem)
        secondItem = constraint.secondItem.map(Self.object)
        super.init()
        constraint.host = self
    }

    private static func object(_ item: LayoutItem) -> AnyObject {
        switch item {
        case let .view(view): UIView.wrapping(view)
        case let .guide(guide): UILayoutGuide.wrapping(guide)
        }
    }

    public var firstAttribute: Attribute { Attribute(rawValue: layoutConstraint.firstAttribute.rawValue)! }
    public var secondAttribute: Attribute { Attribute(rawValue: layoutConstraint.secondAttribute.rawValue)! }
    public var relation: Relation {
        switch layoutConstraint.relation {
        case .lessThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }
    public var multiplier: CGFloat { CGFloat(layoutConstraint.multiplier) }

    /// The constant; changing it lays the views out again at the next layout pass (inside an animation
    /// block, `layoutIfNeeded()` animates the change).
    open var constant: CGFloat {
        get { CGFloat(layoutConstraint.constant) }
        set { layoutConstraint.constant = Double(newValue) }
    }

    /// The priority (1000, required, by default). A priority outside 0 (excluded) to 1000, or a change from
    /// required to optional (or back) on an active constraint, is refused as UIKit refuses it
    /// (`NSInternalInconsistencyException`, recorded in the window) and leaves the priority as it was.
    open var priority: UILayoutPriority {
        get { UILayoutPriority(Float(layoutConstraint.priority)) }
        set {
            var reason: String?
            if !(newValue.rawValue > 0 && newValue.rawValue <= 1000) {
                reason =
                    "It's illegal to set priority:\(LayoutConstraint.format(Double(newValue.rawValue))).  Priorities "
                    + "must be greater than 0 and less or equal to NSLayoutPriorityRequired, which is 1000.000000."
            } else if isActive && (newValue == .required) != (priority == .required) {
                reason =
                    "Mutating a priority from required to not on an installed constraint (or vice-versa) is not "
                    + "supported.  You passed priority \(LayoutConstraint.format(Double(newValue.rawValue))) and the "
                    + "existing priority was \(LayoutConstraint.format(Double(priority.rawValue)))."
            }
            if let reason {
                UIWindow.record(
                    SimulatedException(name: "NSInternalInconsistencyException", reason: reason),
                    in: (firstItem as? UIView)?.window)
                return
            }
            layoutConstraint.priority = Double(newValue.rawValue)
        }
    }

    /// A name shown in the constraint's description.
    open var identifier: String? {
        get { layoutConstraint.identifier }
        set { layoutConstraint.identifier = newValue }
    }

    /// Whether the constraint takes part in layout. Activating one between views in different hierarchies
    /// stops the app, as UIKit's `NSGenericException` does.
    open var isActive: Bool {
        get { layoutConstraint.isActive }
        set {
            if newValue {
                do {
                    try layoutConstraint.activate()
                } catch {
                    UIWindow.record(
                        SimulatedException(name: "NSGenericException", reason: error.reason),
                        in: (firstItem as? UIView)?.window)
                }
            } else {
                layoutConstraint.deactivate()
            }
        }
    }

    /// Activates every constraint (UIKit's preferred way).
    public static func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates every constraint.
    public static func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// The first item's anchor for the first attribute.
    public var firstAnchor: NSLayoutAnchor<AnyObject> {
        NSLayoutAnchor(item: layoutConstraint.firstItem, attribute: layoutConstraint.firstAttribute)
    }

    /// The second item's anchor, if there is a second item.
    public var secondAnchor: NSLayoutAnchor<AnyObject>? {
        layoutConstraint.secondItem.map { NSLayoutAnchor(item: $0, attribute: layoutConstraint.secondAttribute) }
    }

    /// UIKit's description, with views named by their accessibility identifier or class rather than an
    /// address: `<NSLayoutConstraint UIView.width == 100   (active)>`.
    nonisolated open override var description: String { MainActor.assumeIsolated { layoutConstraint.description } }
}

import Foundation

/// A relation between two layout attributes, as UIKit's `NSLayoutConstraint`:
/// `firstItem.firstAttribute relation multiplier × secondItem.secondAttribute + constant`, or
/// `firstItem.firstAttribute relation constant` without a second item.
///
/// It takes part in layout while it is active (``activate()``): it is then installed on the nearest common
/// ancestor of its items (that view's ``ViewLayout/constraints``) and the window's layout engine solves it at
/// the next layout pass. Changing ``constant`` or ``priority`` marks that view for layout, as UIKit does.
public final class LayoutConstraint {
    public let firstItem: LayoutItem
    public let firstAttribute: LayoutAttribute
    public let relation: LinearConstraint.Relation
    public let secondItem: LayoutItem?
    public let secondAttribute: LayoutAttribute
    public let multiplier: Double
    /// The constant added to the second attribute (or compared with the first).
    public var constant: Double { didSet { if constant != oldValue { invalidate() } } }
    /// 1 to 1000; 1000 is required.
    public var priority: Double { didSet { if priority != oldValue { invalidate() } } }
    /// A name for debugging, shown in descriptions (`'identifier'`).
    public var identifier: String?
    /// The object that stands for this constraint in the app's code (AdaptiveUIKit's `NSLayoutConstraint`).
    public weak var host: AnyObject?
    /// The view the constraint is installed on while active.
    public private(set) weak var installedView: SimulatedView?
    /// When the constraint was last activated: the engine adds constraints in this order, so the one added
    /// last is the one broken when required constraints conflict.
    private(set) var activationOrder = 0

    nonisolated(unsafe) private static var activations = 0

    public init(
        item firstItem: LayoutItem, attribute firstAttribute: LayoutAttribute,
        relatedBy relation: LinearConstraint.Relation, toItem secondItem: LayoutItem?,
        attribute secondAttribute: LayoutAttribute, multiplier: Double = 1, constant: Double = 0,
        priority: Double = LinearConstraint.required, identifier: String? = nil
    ) {
        self.firstItem = firstItem
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItem = secondItem
        self.secondAttribute = secondItem == nil ? .notAnAttribute : secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.identifier = identifier
    }

    /// Whether the constraint takes part in layout.
    public var isActive: Bool { installedView != nil }

    /// Installs the constraint on the nearest common ancestor of its items (UIKit's `isActive = true`).
    /// - Throws: ``LayoutError/noCommonAncestor(_:)`` when its items are in different hierarchies (UIKit
    ///   raises `NSGenericException`), ``LayoutError/itemNotInHierarchy(_:)`` for a guide with no view.
    public func activate() throws(LayoutError) {
        guard !isActive else { return }
        guard let first = firstItem.view else { throw .itemNotInHierarchy(description) }
        var host = first
        if let secondItem {
            guard let second = secondItem.view else { throw .itemNotInHierarchy(description) }
            guard let common = first.nearestCommonAncestor(with: second) else {
                throw .noCommonAncestor(
                    "Unable to activate constraint with anchors \(anchorDescription(firstItem, firstAttribute)) and "
                        + "\(anchorDescription(secondItem, secondAttribute)) because they have no common ancestor.  "
                        + "Does the constraint or its anchors reference items in different view hierarchies?  "
                        + "That's illegal.")
            }
            host = common
        }
        Self.activations += 1
        activationOrder = Self.activations
        host.layoutState.constraints.append(self)
        installedView = host
        host.setNeedsLayout()
    }

    /// Uninstalls the constraint (UIKit's `isActive = false`).
    public func deactivate() {
        guard let view = installedView else { return }
        view.layoutState.constraints.removeAll { $0 === self }
        installedView = nil
        view.setNeedsLayout()
    }

    /// A change the engine must see: the view it is installed on is laid out again.
    private func invalidate() {
        installedView?.setNeedsLayout()
    }

    /// `<NSLayoutConstraint 'identifier' Card.width == 0.5*Root.width + 20   (active)>`, as UIKit describes
    /// a constraint, with views named by their accessibility identifier or class rather than an address.
    public var description: String {
        var parts = ["<\(kindName)"]
        if let identifier { parts.append("'\(identifier)'") }
        parts.append(equation)
        if priority != LinearConstraint.required { parts.append("priority:\(Self.format(priority))") }
        return parts.joined(separator: " ") + "   (\(isActive ? "active" : "inactive"))>"
    }

    /// The class name in the description.
    var kindName: String { "NSLayoutConstraint" }

    /// `Card.width == 0.5*Root.width + 20`.
    public var equation: String {
        let sign =
            switch relation {
            case .lessThanOrEqual: "<="
            case .equal: "=="
            case .greaterThanOrEqual: ">="
            }
        var text = "\(firstItem.name).\(firstAttribute.name) \(sign)"
        guard let secondItem else { return text + " \(Self.format(constant))" }
        text += " "
        if multiplier == -1 { text += "-" } else if abs(multiplier) != 1 { text += "\(Self.format(multiplier))*" }
        text += "\(secondItem.name).\(secondAttribute.name)"
        if constant != 0 { text += " \(constant < 0 ? "-" : "+") \(Self.format(abs(constant)))" }
        return text
    }

    private func anchorDescription(_ item: LayoutItem, _ attribute: LayoutAttribute) -> String {
        let kind =
            attribute.isDimension
            ? "NSLayoutDimension" : attribute.isHorizontal ? "NSLayoutXAxisAnchor" : "NSLayoutYAxisAnchor"
        return "<\(kind) \"\(item.name).\(attribute.name)\">"
    }

    /// `%g`, as UIKit prints numbers in descriptions.
    public static func format(_ value: Double) -> String {
        String(format: "%g", value)
    }
}

/// A constraint a ``SimplexSolver`` keeps: `expression relation 0` at a priority.
///
/// Two constraints are the same when they are the same object: the solver removes the one it was given.
public final class LinearConstraint: Sendable, CustomStringConvertible {
    /// How the expression compares with zero.
    public enum Relation: Sendable, Hashable {
        case lessThanOrEqual, equal, greaterThanOrEqual
    }

    /// The expression compared with zero.
    public let expression: LinearExpression
    public let relation: Relation
    /// Above 0; 1000 (``required``) must hold unless the constraint is ``isRequired`` `false`, the others
    /// hold as far as they can, higher ones first. A broken required constraint is kept at 1100, above every
    /// optional one (UIKit's engine).
    public let priority: Double
    /// Whether the constraint must hold.
    public let isRequired: Bool

    /// The priority of a constraint that must hold.
    public static let required = 1000.0

    /// `expression relation 0` at `priority` (clamped to 0.001…1100); required when `isRequired` says so, else
    /// when the priority is 1000 or more.
    public init(
        _ expression: LinearExpression, _ relation: Relation, priority: Double = LinearConstraint.required,
        isRequired: Bool? = nil
    ) {
        self.expression = expression
        self.relation = relation
        self.priority = max(0.001, min(priority, 1100))
        self.isRequired = isRequired ?? (priority >= Self.required)
    }

    /// `lhs relation rhs` at `priority`.
    public convenience init(
        _ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression,
        priority: Double = LinearConstraint.required, isRequired: Bool? = nil
    ) {
        self.init(lhs - rhs, relation, priority: priority, isRequired: isRequired)
    }

    public var description: String {
        let sign =
            switch relation {
            case .lessThanOrEqual: "<="
            case .equal: "=="
            case .greaterThanOrEqual: ">="
            }
        let terms = expression.terms.sorted { $0.key.id < $1.key.id }.map { "\($0.value)·\($0.key.name)" }
        return (terms + ["\(expression.constant)"]).joined(separator: " + ") + " \(sign) 0 @\(priority)"
    }
}

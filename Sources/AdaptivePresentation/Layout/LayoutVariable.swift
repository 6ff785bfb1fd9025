/// An unknown of a ``SimplexSolver``: a number the solver finds (an edge, a width), made by
/// ``SimplexSolver/makeVariable(_:)``.
public struct LayoutVariable: Hashable, Sendable, CustomStringConvertible {
    /// The variable's number, unique in its solver.
    public let id: Int
    /// A name for messages (`"UIView.minX"`).
    public let name: String

    init(id: Int, name: String) {
        self.id = id
        self.name = name
    }

    public static func == (lhs: LayoutVariable, rhs: LayoutVariable) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
    public var description: String { name }
}

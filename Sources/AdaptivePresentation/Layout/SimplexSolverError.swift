/// Why a ``SimplexSolver`` refused a change.
public enum SimplexSolverError: Error, Hashable, Sendable {
    /// A required constraint contradicts the required constraints already in the solver; the solver is
    /// unchanged.
    case unsatisfiable
    /// The constraint is in the solver already.
    case duplicateConstraint
    /// The constraint is not in the solver.
    case unknownConstraint
    /// The variable already has an edit constraint.
    case duplicateEditVariable
    /// The variable has no edit constraint.
    case unknownEditVariable
    /// An edit constraint cannot be required (it is a value the solver moves towards).
    case requiredEditVariable
}

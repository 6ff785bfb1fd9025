/// An incremental linear-arithmetic constraint solver: the Cassowary algorithm (Badros, Borning and Stuckey,
/// "The Cassowary Linear Arithmetic Constraint Solving Algorithm", 2001), which UIKit's Auto Layout engine
/// uses, in the form of the kiwi solver.
///
/// Constraints are equalities and inequalities over ``LayoutVariable``s at a priority from 1 to 1000.
/// Required ones (1000) must hold: adding one that contradicts them throws
/// ``SimplexSolverError/unsatisfiable`` and leaves the solver as it was. Optional ones hold as far as they
/// can, a higher priority before any amount of lower ones (symbolic weights). Adding and removing a
/// constraint, and suggesting a new value for an edit variable, re-solve from the last solution rather
/// than from scratch. Pivots follow Bland's rule (lowest symbol first), so the solution does not depend on
/// hashing and a degenerate system cannot cycle.
public final class SimplexSolver {
    private struct Tag {
        var marker: SimplexSymbol
        var other: SimplexSymbol?
    }

    private struct EditInfo {
        var tag: Tag
        var constraint: LinearConstraint
        var constant: Double
    }

    private var nextSymbolID = 1
    private var constraints: [ObjectIdentifier: (constraint: LinearConstraint, tag: Tag)] = [:]
    private var rows: [SimplexSymbol: SimplexRow] = [:]
    private var symbols: [LayoutVariable: SimplexSymbol] = [:]
    private var edits: [LayoutVariable: EditInfo] = [:]
    private var infeasible: Set<SimplexSymbol> = []
    private var objective = SimplexObjective()
    private var artificial: SimplexObjective?
    private var nextVariableID = 1

    /// The level of the artificial objective, above every priority.
    private static let artificialLevel = 2_000.0

    public init() {}

    /// A new variable of this solver, named for messages.
    public func makeVariable(_ name: String) -> LayoutVariable {
        defer { nextVariableID += 1 }
        return LayoutVariable(id: nextVariableID, name: name)
    }

    // MARK: Constraints

    /// Whether `constraint` is in the solver.
    public func contains(_ constraint: LinearConstraint) -> Bool {
        constraints[ObjectIdentifier(constraint)] != nil
    }

    /// How many constraints the solver holds (edit constraints included).
    public var constraintCount: Int { constraints.count }

    /// Adds `constraint` and re-solves.
    /// - Throws: ``SimplexSolverError/unsatisfiable`` when it is required and contradicts the required
    ///   constraints already there (the solver is then unchanged), ``SimplexSolverError/duplicateConstraint``.
    public func add(_ constraint: LinearConstraint) throws(SimplexSolverError) {
        guard !contains(constraint) else { throw .duplicateConstraint }
        // The solver as it was, to restore when a required constraint cannot be added (kiwi leaves the
        // tableau pivoted; a layout engine that breaks the constraint needs the solution of the others).
        let saved = (rows, objective, symbols, nextSymbolID)
        var (row, tag) = makeRow(for: constraint)
        var subject = chooseSubject(row, tag)
        if subject == nil, row.cells.keys.allSatisfy({ $0.kind == .dummy }) {
            guard row.constant.isNearZero else {
                (rows, objective, symbols, nextSymbolID) = saved
                infeasible = []
                throw .unsatisfiable
            }
            subject = tag.marker
        }
        if let subject {
            row.solve(for: subject)
            substitute(subject, row)
            rows[subject] = row
        } else if !addWithArtificialVariable(row) {
            (rows, objective, symbols, nextSymbolID) = saved
            infeasible = []
            throw .unsatisfiable
        }
        constraints[ObjectIdentifier(constraint)] = (constraint, tag)
        optimize()
    }

    /// Removes `constraint` and re-solves.
    public func remove(_ constraint: LinearConstraint) throws(SimplexSolverError) {
        guard let (_, tag) = constraints.removeValue(forKey: ObjectIdentifier(constraint)) else {
            throw .unknownConstraint
        }
        let weight = SymbolicWeight(level: constraint.priority)
        for symbol in [tag.marker, tag.other].compactMap({ $0 }) where symbol.kind == .error {
            if let row = rows[symbol] {
                objective.insert(row, weight * -1)
            } else {
                objective.insert(symbol, weight * -1)
            }
        }
        if rows.removeValue(forKey: tag.marker) == nil, let leaving = markerLeavingSymbol(tag.marker) {
            var row = rows.removeValue(forKey: leaving)!
            row.solve(for: leaving, tag.marker)
            substitute(tag.marker, row)
        }
        optimize()
    }

    // MARK: Edit variables

    /// Lets ``suggest(_:for:)`` move `variable` towards a value at `priority` (below required).
    public func addEditVariable(_ variable: LayoutVariable, priority: Double) throws(SimplexSolverError) {
        guard edits[variable] == nil else { throw .duplicateEditVariable }
        let constraint = LinearConstraint(LinearExpression(variable), .equal, priority: priority)
        guard !constraint.isRequired else { throw .requiredEditVariable }
        try add(constraint)
        let tag = constraints[ObjectIdentifier(constraint)]!.tag
        edits[variable] = EditInfo(tag: tag, constraint: constraint, constant: 0)
    }

    /// Removes `variable`'s edit constraint.
    public func removeEditVariable(_ variable: LayoutVariable) throws(SimplexSolverError) {
        guard let info = edits.removeValue(forKey: variable) else { throw .unknownEditVariable }
        try remove(info.constraint)
    }

    /// Whether `variable` has an edit constraint.
    public func hasEditVariable(_ variable: LayoutVariable) -> Bool { edits[variable] != nil }

    /// Moves `variable` towards `value` (at its edit constraint's priority) and re-solves from the last
    /// solution (the dual simplex).
    public func suggest(_ value: Double, for variable: LayoutVariable) throws(SimplexSolverError) {
        guard var info = edits[variable] else { throw .unknownEditVariable }
        let delta = value - info.constant
        info.constant = value
        edits[variable] = info
        if var row = rows[info.tag.marker] {
            if row.add(-delta) < 0 { infeasible.insert(info.tag.marker) }
            rows[info.tag.marker] = row
        } else if let other = info.tag.other, var row = rows[other] {
            if row.add(delta) < 0 { infeasible.insert(other) }
            rows[other] = row
        } else {
            for (symbol, row) in rows {
                let coefficient = row.coefficient(for: info.tag.marker)
                guard coefficient != 0 else { continue }
                var changed = row
                if changed.add(delta * coefficient) < 0, symbol.isRestricted { infeasible.insert(symbol) }
                rows[symbol] = changed
            }
        }
        dualOptimize()
    }

    // MARK: Values

    /// The value of `variable` in the current solution (zero for one in no constraint).
    public func value(of variable: LayoutVariable) -> Double {
        guard let symbol = symbols[variable] else { return 0 }
        return rows[symbol]?.constant ?? 0
    }

    /// The variables that the current solution leaves free: another value of each keeps every constraint
    /// at the same cost (UIKit's ambiguous layout). A variable in no constraint is not listed: the caller
    /// knows which of its variables it constrained.
    public func ambiguousVariables() -> Set<LayoutVariable> {
        let parametric = Set(rows.values.flatMap { $0.cells.keys }).subtracting(rows.keys)
        var free: Set<SimplexSymbol> = []
        for symbol in parametric where symbol.kind != .dummy && objective.weight(of: symbol).isZero {
            if symbol.kind == .external {
                free.insert(symbol)
                continue
            }
            // A slack or error at zero can grow unless a restricted row at zero would go negative.
            let blocked = rows.contains { basic, row in
                basic.isRestricted && row.coefficient(for: symbol) < 0 && row.constant.isNearZero
            }
            if !blocked { free.insert(symbol) }
        }
        guard !free.isEmpty else { return [] }
        var result: Set<LayoutVariable> = []
        for (variable, symbol) in symbols {
            if free.contains(symbol) {
                result.insert(variable)
            } else if let row = rows[symbol], row.cells.keys.contains(where: free.contains) {
                result.insert(variable)
            }
        }
        return result
    }

    // MARK: The algorithm

    private func makeSymbol(_ kind: SimplexSymbol.Kind) -> SimplexSymbol {
        defer { nextSymbolID += 1 }
        return SimplexSymbol(id: nextSymbolID, kind: kind)
    }

    private func symbol(for variable: LayoutVariable) -> SimplexSymbol {
        if let symbol = symbols[variable] { return symbol }
        let made = makeSymbol(.external)
        symbols[variable] = made
        return made
    }

    /// The constraint's row with the basic symbols already substituted, and its marker symbols.
    private func makeRow(for constraint: LinearConstraint) -> (SimplexRow, Tag) {
        var row = SimplexRow(constant: constraint.expression.constant)
        for (variable, coefficient) in constraint.expression.terms.sorted(by: { $0.key.id < $1.key.id }) {
            let symbol = symbol(for: variable)
            if let basic = rows[symbol] {
                row.insert(basic, coefficient)
            } else {
                row.insert(symbol, coefficient)
            }
        }
        let weight = SymbolicWeight(level: constraint.priority)
        let tag: Tag
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let coefficient: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = makeSymbol(.slack)
            row.insert(slack, coefficient)
            if constraint.isRequired {
                tag = Tag(marker: slack)
            } else {
                let error = makeSymbol(.error)
                row.insert(error, -coefficient)
                objective.insert(error, weight)
                tag = Tag(marker: slack, other: error)
            }
        case .equal:
            if constraint.isRequired {
                let dummy = makeSymbol(.dummy)
                row.insert(dummy)
                tag = Tag(marker: dummy)
            } else {
                let plus = makeSymbol(.error)
                let minus = makeSymbol(.error)
                row.insert(plus, -1)
                row.insert(minus, 1)
                objective.insert(plus, weight)
                objective.insert(minus, weight)
                tag = Tag(marker: plus, other: minus)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return (row, tag)
    }

    /// The symbol to make basic for a new row: an external one if any, else a new slack or error with a
    /// negative coefficient.
    private func chooseSubject(_ row: SimplexRow, _ tag: Tag) -> SimplexSymbol? {
        if let external = row.orderedSymbols.first(where: { $0.kind == .external }) { return external }
        for symbol in [tag.marker, tag.other].compactMap({ $0 }) where symbol.isPivotable {
            if row.coefficient(for: symbol) < 0 { return symbol }
        }
        return nil
    }

    /// Phase one for a row with no obvious subject: minimises an artificial variable standing for it.
    private func addWithArtificialVariable(_ row: SimplexRow) -> Bool {
        let artificialSymbol = makeSymbol(.slack)
        rows[artificialSymbol] = row
        var phaseOne = SimplexObjective()
        phaseOne.insert(row, SymbolicWeight(level: Self.artificialLevel))
        artificial = phaseOne
        optimize(phaseOne: true)
        let success = artificial!.constant.isZero
        artificial = nil
        if var basic = rows.removeValue(forKey: artificialSymbol) {
            if basic.cells.isEmpty { return success }
            guard let entering = basic.orderedSymbols.first(where: \.isPivotable) else { return false }
            basic.solve(for: artificialSymbol, entering)
            substitute(entering, basic)
            rows[entering] = basic
        }
        for symbol in Array(rows.keys) { rows[symbol]!.remove(artificialSymbol) }
        objective.remove(artificialSymbol)
        return success
    }

    /// Replaces `symbol` by `row` everywhere, noting restricted rows that became infeasible.
    private func substitute(_ symbol: SimplexSymbol, _ row: SimplexRow) {
        for basic in Array(rows.keys) {
            guard rows[basic]!.cells[symbol] != nil else { continue }
            rows[basic]!.substitute(symbol, row)
            if basic.isRestricted, rows[basic]!.constant < 0 { infeasible.insert(basic) }
        }
        objective.substitute(symbol, row)
        artificial?.substitute(symbol, row)
    }

    /// The primal simplex: pivots until no parametric symbol lowers the objective.
    private func optimize(phaseOne: Bool = false) {
        while true {
            let current = phaseOne ? artificial! : objective
            guard
                let entering = current.cells.keys.sorted().first(where: {
                    $0.kind != .dummy && current.cells[$0]!.isNegative
                })
            else { return }
            // The leaving row: the restricted one that bounds the entering symbol first.
            var leaving: SimplexSymbol?
            var ratio = Double.infinity
            for (basic, row) in rows where basic.isRestricted {
                let coefficient = row.coefficient(for: entering)
                guard coefficient < 0 else { continue }
                let candidate = -row.constant / coefficient
                if candidate < ratio - 1e-12 || (abs(candidate - ratio) <= 1e-12 && basic < leaving!) {
                    ratio = candidate
                    leaving = basic
                }
            }
            guard let leaving else {
                // Unbounded: cannot happen with non-negative weights on restricted errors; stop rather than
                // loop.
                return
            }
            var row = rows.removeValue(forKey: leaving)!
            row.solve(for: leaving, entering)
            substitute(entering, row)
            rows[entering] = row
        }
    }

    /// The dual simplex after an edit: pivots until no restricted row is negative.
    private func dualOptimize() {
        while let leaving = infeasible.min() {
            infeasible.remove(leaving)
            guard let row = rows[leaving], row.constant < 0, !row.constant.isNearZero else { continue }
            var entering: SimplexSymbol?
            var ratio: SymbolicWeight?
            for symbol in row.orderedSymbols where symbol.kind != .dummy {
                let coefficient = row.cells[symbol]!
                guard coefficient > 0 else { continue }
                let candidate = objective.weight(of: symbol) * (1 / coefficient)
                if ratio.map({ candidate < $0 }) ?? true {
                    ratio = candidate
                    entering = symbol
                }
            }
            guard let entering else { continue }
            var pivoted = rows.removeValue(forKey: leaving)!
            pivoted.solve(for: leaving, entering)
            substitute(entering, pivoted)
            rows[entering] = pivoted
        }
    }

    /// The row to pivot a constraint's marker into when it is parametric and its constraint is removed.
    private func markerLeavingSymbol(_ marker: SimplexSymbol) -> SimplexSymbol? {
        var first: (SimplexSymbol, Double)?
        var second: (SimplexSymbol, Double)?
        var third: SimplexSymbol?
        for (basic, row) in rows {
            let coefficient = row.coefficient(for: marker)
            guard coefficient != 0 else { continue }
            if basic.kind == .external {
                if third.map({ basic < $0 }) ?? true { third = basic }
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if first.map({ ratio < $0.1 || (ratio == $0.1 && basic < $0.0) }) ?? true { first = (basic, ratio) }
            } else {
                let ratio = row.constant / coefficient
                if second.map({ ratio < $0.1 || (ratio == $0.1 && basic < $0.0) }) ?? true { second = (basic, ratio) }
            }
        }
        return first?.0 ?? second?.0 ?? third
    }
}

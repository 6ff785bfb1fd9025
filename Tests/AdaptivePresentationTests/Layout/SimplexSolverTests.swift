import AdaptivePresentation
import Testing

/// The Cassowary solver on its own: every expected value is worked out by hand from the constraints.
@Suite("Simplex solver")
struct SimplexSolverTests {
    private let solver = SimplexSolver()

    private func variables(_ names: String...) -> [LayoutVariable] { names.map(solver.makeVariable) }

    private func equal(_ expression: LinearExpression, _ value: Double, priority: Double = 1000) -> LinearConstraint {
        LinearConstraint(expression, .equal, .constant(value), priority: priority)
    }

    @Test("Required equalities chain: y = x + 5, x = 10 gives y = 15")
    func requiredEqualities() throws {
        let v = variables("x", "y")
        try solver.add(LinearConstraint(LinearExpression(v[1]), .equal, LinearExpression(v[0]) + 5))
        try solver.add(equal(LinearExpression(v[0]), 10))
        #expect(solver.value(of: v[0]) == 10)
        #expect(solver.value(of: v[1]) == 15)
        #expect(solver.ambiguousVariables().isEmpty)
    }

    @Test("A higher priority wins over a lower one, and over any number of lower ones")
    func prioritiesAreLexicographic() throws {
        let w = solver.makeVariable("width")
        try solver.add(equal(LinearExpression(w), 200, priority: 250))
        try solver.add(equal(LinearExpression(w), 200, priority: 250))
        try solver.add(equal(LinearExpression(w), 200, priority: 250))
        #expect(solver.value(of: w) == 200)
        try solver.add(equal(LinearExpression(w), 100, priority: 251))
        #expect(solver.value(of: w) == 100)
        #expect(solver.ambiguousVariables().isEmpty)
    }

    @Test(
        "A required inequality bounds an optional equality: x ≥ 50 with x = 10 @500 gives 50; x ≤ 40 with x = 100 gives 40"
    )
    func inequalities() throws {
        let v = variables("x", "y")
        try solver.add(LinearConstraint(LinearExpression(v[0]), .greaterThanOrEqual, .constant(50)))
        try solver.add(equal(LinearExpression(v[0]), 10, priority: 500))
        #expect(solver.value(of: v[0]) == 50)
        try solver.add(LinearConstraint(LinearExpression(v[1]), .lessThanOrEqual, .constant(40)))
        try solver.add(equal(LinearExpression(v[1]), 100, priority: 500))
        #expect(solver.value(of: v[1]) == 40)
    }

    @Test("An optional inequality gives way to a higher optional equality and holds against a lower one")
    func optionalInequality() throws {
        let x = solver.makeVariable("x")
        try solver.add(LinearConstraint(LinearExpression(x), .lessThanOrEqual, .constant(30), priority: 600))
        let strong = equal(LinearExpression(x), 70, priority: 700)
        try solver.add(strong)
        #expect(solver.value(of: x) == 70)
        try solver.remove(strong)
        try solver.add(equal(LinearExpression(x), 70, priority: 500))
        #expect(solver.value(of: x) == 30)
    }

    @Test("A contradicting required constraint is refused and the solver keeps its solution")
    func unsatisfiable() throws {
        let v = variables("x", "y")
        try solver.add(equal(LinearExpression(v[0]), 10))
        try solver.add(LinearConstraint(LinearExpression(v[1]), .greaterThanOrEqual, LinearExpression(v[0]) + 5))
        let conflicting = equal(LinearExpression(v[0]), 20)
        #expect(throws: SimplexSolverError.unsatisfiable) { try solver.add(conflicting) }
        #expect(!solver.contains(conflicting))
        #expect(throws: SimplexSolverError.unsatisfiable) {
            try solver.add(LinearConstraint(LinearExpression(v[1]), .lessThanOrEqual, .constant(12)))
        }
        #expect(solver.value(of: v[0]) == 10)
        try solver.add(equal(LinearExpression(v[1]), 40, priority: 500))
        #expect(solver.value(of: v[1]) == 40)
        #expect(solver.constraintCount == 3)
    }

    @Test("Three views across 320 points: equal widths with 8-point gaps give 96 each")
    func rowOfEqualWidths() throws {
        // left₁ = 8, right₁ + 8 = left₂, right₂ + 8 = left₃, right₃ = 312, widths equal.
        // 3w + 4·8 = 320 → w = 96; lefts 8, 112, 216.
        let l = variables("l1", "l2", "l3")
        let w = variables("w1", "w2", "w3")
        try solver.add(equal(LinearExpression(l[0]), 8))
        for i in 0..<2 {
            try solver.add(
                LinearConstraint(
                    LinearExpression(l[i + 1]), .equal, LinearExpression(l[i]) + LinearExpression(w[i]) + 8))
            try solver.add(LinearConstraint(LinearExpression(w[i + 1]), .equal, LinearExpression(w[i])))
        }
        try solver.add(LinearConstraint(LinearExpression(l[2]) + LinearExpression(w[2]), .equal, .constant(312)))
        #expect(w.map(solver.value) == [96, 96, 96])
        #expect(l.map(solver.value) == [8, 112, 216])
        #expect(solver.ambiguousVariables().isEmpty)
    }

    @Test("Removing a constraint goes back to the solution without it")
    func removal() throws {
        let x = solver.makeVariable("x")
        try solver.add(equal(LinearExpression(x), 10, priority: 250))
        let strong = equal(LinearExpression(x), 50, priority: 750)
        try solver.add(strong)
        #expect(solver.value(of: x) == 50)
        try solver.remove(strong)
        #expect(solver.value(of: x) == 10)
        #expect(throws: SimplexSolverError.unknownConstraint) { try solver.remove(strong) }
    }

    @Test("Edit variables move incrementally and stay within the required constraints")
    func editVariables() throws {
        let v = variables("width", "half")
        try solver.add(LinearConstraint(LinearExpression(v[1]) * 2, .equal, LinearExpression(v[0])))
        try solver.add(LinearConstraint(LinearExpression(v[0]), .lessThanOrEqual, .constant(1000)))
        try solver.addEditVariable(v[0], priority: 999)
        try solver.suggest(320, for: v[0])
        #expect(solver.value(of: v[1]) == 160)
        try solver.suggest(1024, for: v[0])
        #expect(solver.value(of: v[0]) == 1000)
        #expect(solver.value(of: v[1]) == 500)
        try solver.suggest(694, for: v[0])
        #expect(solver.value(of: v[1]) == 347)
        #expect(throws: SimplexSolverError.requiredEditVariable) {
            try solver.addEditVariable(solver.makeVariable("z"), priority: 1000)
        }
        try solver.removeEditVariable(v[0])
        #expect(!solver.hasEditVariable(v[0]))
    }

    @Test("Ambiguity: a free sum, a one-sided bound and two equal-priority wishes leave variables free")
    func ambiguity() throws {
        let v = variables("x", "y", "z", "w")
        try solver.add(LinearConstraint(LinearExpression(v[0]) + LinearExpression(v[1]), .equal, .constant(100)))
        #expect(solver.ambiguousVariables() == [v[0], v[1]])
        try solver.add(LinearConstraint(LinearExpression(v[0]), .equal, LinearExpression(v[1]), priority: 250))
        #expect(solver.ambiguousVariables().isEmpty)
        #expect(solver.value(of: v[0]) == 50)
        try solver.add(LinearConstraint(LinearExpression(v[2]), .greaterThanOrEqual, .constant(0)))
        #expect(solver.ambiguousVariables() == [v[2]])
        try solver.add(equal(LinearExpression(v[3]), 10, priority: 500))
        try solver.add(equal(LinearExpression(v[3]), 20, priority: 500))
        #expect(solver.ambiguousVariables() == [v[2], v[3]])
        let value = solver.value(of: v[3])
        #expect(value >= 10 && value <= 20)
    }

    @Test("A degenerate system (many constraints at zero) solves without cycling")
    func degenerate() throws {
        let v = (0..<12).map { solver.makeVariable("v\($0)") }
        for i in 0..<11 {
            try solver.add(LinearConstraint(LinearExpression(v[i + 1]), .greaterThanOrEqual, LinearExpression(v[i])))
            try solver.add(equal(LinearExpression(v[i + 1]) - LinearExpression(v[i]), 0, priority: 300))
        }
        try solver.add(equal(LinearExpression(v[0]), 0))
        try solver.add(equal(LinearExpression(v[11]), 55, priority: 400))
        #expect(solver.value(of: v[11]) == 55)
        #expect(solver.value(of: v[0]) == 0)
    }
}

/// A row of the solver's tableau: `basic = constant + Σ coefficient·symbol` over parametric symbols
/// (Cassowary's row, in the form kiwi's solver keeps it).
struct SimplexRow: Sendable {
    var cells: [SimplexSymbol: Double] = [:]
    var constant: Double

    init(constant: Double) {
        self.constant = constant
    }

    func coefficient(for symbol: SimplexSymbol) -> Double { cells[symbol] ?? 0 }

    /// Adds `value` to the constant and returns the new constant.
    mutating func add(_ value: Double) -> Double {
        constant += value
        return constant
    }

    mutating func insert(_ symbol: SimplexSymbol, _ coefficient: Double = 1) {
        let sum = (cells[symbol] ?? 0) + coefficient
        cells[symbol] = sum.isNearZero ? nil : sum
    }

    /// Adds `coefficient` times `row`.
    mutating func insert(_ row: SimplexRow, _ coefficient: Double = 1) {
        constant += row.constant * coefficient
        for (symbol, value) in row.cells { insert(symbol, value * coefficient) }
    }

    mutating func remove(_ symbol: SimplexSymbol) { cells[symbol] = nil }

    mutating func reverseSign() {
        constant = -constant
        for symbol in Array(cells.keys) { cells[symbol] = -cells[symbol]! }
    }

    /// Solves `0 = constant + Σ…` for `symbol`, which must be in the row: the row becomes `symbol = …`.
    mutating func solve(for symbol: SimplexSymbol) {
        let factor = -1 / cells.removeValue(forKey: symbol)!
        constant *= factor
        for key in Array(cells.keys) { cells[key]! *= factor }
    }

    /// The row is `lhs = …` with `rhs` in it: makes it `rhs = …` with `lhs` in it.
    mutating func solve(for lhs: SimplexSymbol, _ rhs: SimplexSymbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by `row` (the row of which it is now the basic symbol).
    mutating func substitute(_ symbol: SimplexSymbol, _ row: SimplexRow) {
        if let coefficient = cells.removeValue(forKey: symbol) { insert(row, coefficient) }
    }

    /// The row's symbols, lowest number first (the solver's choices do not depend on hashing).
    var orderedSymbols: [SimplexSymbol] { cells.keys.sorted() }
}

/// The objective the solver minimises: a weight per parametric symbol and a constant, in symbolic weights.
struct SimplexObjective: Sendable {
    var cells: [SimplexSymbol: SymbolicWeight] = [:]
    var constant = SymbolicWeight.zero

    func weight(of symbol: SimplexSymbol) -> SymbolicWeight { cells[symbol] ?? .zero }

    mutating func insert(_ symbol: SimplexSymbol, _ weight: SymbolicWeight) {
        let sum = (cells[symbol] ?? .zero) + weight
        cells[symbol] = sum.isZero ? nil : sum
    }

    mutating func insert(_ row: SimplexRow, _ weight: SymbolicWeight) {
        constant = constant + weight * row.constant
        for (symbol, value) in row.cells { insert(symbol, weight * value) }
    }

    mutating func substitute(_ symbol: SimplexSymbol, _ row: SimplexRow) {
        if let weight = cells.removeValue(forKey: symbol) { insert(row, weight) }
    }

    mutating func remove(_ symbol: SimplexSymbol) { cells[symbol] = nil }
}

/// A symbol of the tableau: a variable of the layout (external), or one the solver adds for a constraint.
struct SimplexSymbol: Hashable, Comparable, Sendable {
    enum Kind: Sendable {
        /// A layout variable: unrestricted in sign.
        case external
        /// An inequality's slack: zero or more.
        case slack
        /// An optional constraint's error: zero or more, weighted in the objective.
        case error
        /// A required equality's marker: always zero.
        case dummy
    }

    let id: Int
    let kind: Kind

    static func == (lhs: SimplexSymbol, rhs: SimplexSymbol) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
    static func < (lhs: SimplexSymbol, rhs: SimplexSymbol) -> Bool { lhs.id < rhs.id }

    /// Whether the symbol is zero or more (all but external ones).
    var isRestricted: Bool { kind != .external }
    /// Whether the simplex may pivot on it (slack and error symbols).
    var isPivotable: Bool { kind == .slack || kind == .error }
}

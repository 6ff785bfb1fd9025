/// A linear expression of layout variables: `c₁·v₁ + c₂·v₂ + … + constant`.
public struct LinearExpression: Hashable, Sendable {
    /// The coefficient of each variable (none is zero).
    public private(set) var terms: [LayoutVariable: Double]
    /// The constant term.
    public var constant: Double

    public init(_ terms: [LayoutVariable: Double] = [:], constant: Double = 0) {
        self.terms = terms.filter { !$0.value.isNearZero }
        self.constant = constant
    }

    /// `variable` alone.
    public init(_ variable: LayoutVariable) {
        self.init([variable: 1])
    }

    /// A constant alone.
    public static func constant(_ value: Double) -> LinearExpression { LinearExpression(constant: value) }

    /// Adds `coefficient·variable`.
    public mutating func add(_ variable: LayoutVariable, _ coefficient: Double = 1) {
        let sum = (terms[variable] ?? 0) + coefficient
        terms[variable] = sum.isNearZero ? nil : sum
    }

    public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        var sum = lhs
        for (variable, coefficient) in rhs.terms { sum.add(variable, coefficient) }
        sum.constant += rhs.constant
        return sum
    }

    public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        lhs + rhs * -1
    }

    public static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(lhs.terms.mapValues { $0 * rhs }, constant: lhs.constant * rhs)
    }

    public static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        var sum = lhs
        sum.constant += rhs
        return sum
    }

    /// The expression's value for the variables' values.
    public func value(_ values: (LayoutVariable) -> Double) -> Double {
        terms.reduce(constant) { $0 + $1.value * values($1.key) }
    }
}

extension Double {
    /// Whether the value is zero within the solver's tolerance (1e-8).
    var isNearZero: Bool { abs(self) < 1.0e-8 }
}

/// A weight in the solver's objective, one component per priority level, compared level by level from the
/// highest: any amount at priority 751 outweighs every amount at 750 and below, so a higher-priority
/// constraint is satisfied as far as it can be before a lower one is considered (Cassowary's symbolic
/// weights; UIKit's documented "higher priorities are satisfied first").
struct SymbolicWeight: Equatable, Sendable {
    /// `(level, amount)` with no zero amount, highest level first.
    private(set) var components: [(level: Double, amount: Double)]

    static let zero = SymbolicWeight(components: [])

    private init(components: [(level: Double, amount: Double)]) {
        self.components = components
    }

    /// `amount` at `level` alone.
    init(level: Double, amount: Double = 1) {
        components = amount.isNearZero ? [] : [(level, amount)]
    }

    static func == (lhs: SymbolicWeight, rhs: SymbolicWeight) -> Bool {
        (lhs - rhs).isZero
    }

    var isZero: Bool { components.allSatisfy { $0.amount.isNearZero } }

    /// Whether the weight is below zero: its highest level that is not zero is negative.
    var isNegative: Bool {
        for component in components where !component.amount.isNearZero { return component.amount < 0 }
        return false
    }

    static func + (lhs: SymbolicWeight, rhs: SymbolicWeight) -> SymbolicWeight {
        var merged: [(level: Double, amount: Double)] = []
        merged.reserveCapacity(lhs.components.count + rhs.components.count)
        var left = lhs.components[...]
        var right = rhs.components[...]
        while let l = left.first, let r = right.first {
            if l.level == r.level {
                let sum = l.amount + r.amount
                if !sum.isNearZero { merged.append((l.level, sum)) }
                left.removeFirst()
                right.removeFirst()
            } else if l.level > r.level {
                merged.append(l)
                left.removeFirst()
            } else {
                merged.append(r)
                right.removeFirst()
            }
        }
        merged.append(contentsOf: left)
        merged.append(contentsOf: right)
        return SymbolicWeight(components: merged)
    }

    static func - (lhs: SymbolicWeight, rhs: SymbolicWeight) -> SymbolicWeight { lhs + rhs * -1 }

    static func * (lhs: SymbolicWeight, rhs: Double) -> SymbolicWeight {
        if rhs.isNearZero { return .zero }
        return SymbolicWeight(
            components: lhs.components.compactMap { component in
                let product = component.amount * rhs
                return product.isNearZero ? nil : (component.level, product)
            })
    }

    /// Whether `lhs` is below `rhs`.
    static func < (lhs: SymbolicWeight, rhs: SymbolicWeight) -> Bool { (lhs - rhs).isNegative }
}

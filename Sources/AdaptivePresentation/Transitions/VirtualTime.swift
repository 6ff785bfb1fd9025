/// A point or a span on the simulation's virtual clock, exact to the nanosecond.
///
/// The value is kept in integral ticks, whole seconds and nanoseconds, never as a `Double`, so that sums and
/// comparisons stay exact at any magnitude: 10¹⁵ s plus 0.25 s is exactly 1000000000000000.25 s, and
/// 0.1 s + 0.2 s built from those `Double`s equals 0.3 s.
///
/// Times are normally at or after ``zero``; a negative value only comes from subtracting a later time
/// (see ``-(_:_:)``). Arithmetic never traps: results beyond the range saturate at ``maximum`` (`Int64.max`
/// whole seconds) or ``minimum`` (its negation).
public struct VirtualTime: Hashable, Comparable, Sendable {
    /// The whole seconds, rounded towards negative infinity: −0.5 s is −1 s plus 500000000 ns.
    public let wholeSeconds: Int64
    /// The nanoseconds past ``wholeSeconds``, in `0..<1_000_000_000`.
    public let nanoseconds: Int64

    static let nanosecondsPerSecond: Int64 = 1_000_000_000

    /// The clock's origin, and the empty span.
    public static let zero = VirtualTime(unchecked: 0, 0)
    /// The latest representable time, `Int64.max` seconds; greater results saturate here.
    public static let maximum = VirtualTime(unchecked: .max, 0)
    /// The earliest representable value, `-Int64.max` seconds; smaller results saturate here.
    public static let minimum = VirtualTime(unchecked: -Int64.max, 0)

    private init(unchecked wholeSeconds: Int64, _ nanoseconds: Int64) {
        self.wholeSeconds = wholeSeconds
        self.nanoseconds = nanoseconds
    }

    /// A time of `seconds` plus `nanoseconds`; nanoseconds outside `0..<1_000_000_000` (negative ones included)
    /// carry into the seconds, and a total beyond the range saturates.
    ///
    /// Generic over the integer type so that a literal, `VirtualTime(seconds: 2)`, picks this exact initializer
    /// rather than the failable one that takes a `Double`.
    public init<Seconds: BinaryInteger>(seconds: Seconds, nanoseconds: Int64 = 0) {
        self = Self.normalized(seconds: Int64(clamping: seconds), nanoseconds: nanoseconds)
    }

    /// The time `seconds` after the origin, rounded to the nearest nanosecond.
    ///
    /// Nil for NaN, an infinity, a negative value, or more than `Int64.max` seconds. The fractional part is
    /// taken from the `Double` itself, so `1e15 + 0.25` gives exactly 1000000000000000 s and 250000000 ns.
    public init?(seconds: Double) {
        guard seconds.isFinite, seconds >= 0, seconds < Self.twoToThe63 else { return nil }
        let whole = seconds.rounded(.down)
        let fraction = seconds - whole  // exact: no bits below the units position are lost
        let nanoseconds = Int64((fraction * Double(Self.nanosecondsPerSecond)).rounded())
        self = Self.normalized(seconds: Int64(whole), nanoseconds: nanoseconds)
    }

    /// The value in seconds as a `Double`: approximate beyond 2⁵³ ns, for display and interpolation only.
    public var seconds: Double {
        Double(wholeSeconds) + Double(nanoseconds) / Double(Self.nanosecondsPerSecond)
    }

    /// The span from this time to `later`, or ``zero`` when `later` is earlier than this time.
    public func distance(to later: VirtualTime) -> VirtualTime {
        later > self ? later - self : .zero
    }

    /// This span as a fraction of `span` (for instance elapsed time over a duration); 1 when `span` is zero.
    ///
    /// Each operand is converted from its own seconds and nanoseconds, so a span computed exactly with
    /// ``-(_:_:)`` keeps its precision: equal spans give exactly 1, and 0.5 s of 2 s exactly 0.25.
    public func fraction(of span: VirtualTime) -> Double {
        guard span != .zero else { return 1 }
        return totalNanoseconds / span.totalNanoseconds
    }

    /// This span multiplied by `factor`, rounded to the nearest nanosecond: a fraction of a duration
    /// (0.25 × 2 s is exactly 0.5 s) or a duration over a speed (`duration.scaled(by: 1 / completionSpeed)`).
    ///
    /// Exact whenever the product is a whole number of nanoseconds and `factor` is a dyadic fraction such as
    /// 0.5 or 0.25, at any magnitude. A NaN factor gives ``zero``; results beyond the range saturate.
    public func scaled(by factor: Double) -> VirtualTime {
        guard !factor.isNaN, factor != 0, self != .zero else { return .zero }
        guard factor.isFinite else { return (factor > 0) == (self > .zero) ? .maximum : .minimum }
        // The seconds split into a high part (a multiple of 2³², exact as a Double) and a low part below 2³²,
        // each product with its rounding error recovered by a fused multiply-add.
        let low = wholeSeconds & 0xFFFF_FFFF
        let high = Double(wholeSeconds - low)
        let highProduct = high * factor
        let lowProduct = Double(low) * factor
        var sum = Accumulator()
        sum.add(highProduct)
        sum.add((-highProduct).addingProduct(high, factor))
        sum.add(lowProduct)
        sum.add((-lowProduct).addingProduct(Double(low), factor))
        sum.add(Double(nanoseconds) * factor / Double(Self.nanosecondsPerSecond))
        return sum.time
    }

    /// The sum, saturating at ``maximum`` or ``minimum``.
    public static func + (lhs: VirtualTime, rhs: VirtualTime) -> VirtualTime {
        let (seconds, overflow) = lhs.wholeSeconds.addingReportingOverflow(rhs.wholeSeconds)
        if overflow { return rhs.wholeSeconds > 0 ? .maximum : .minimum }
        return normalized(seconds: seconds, nanoseconds: lhs.nanoseconds + rhs.nanoseconds)
    }

    /// The exact span from `rhs` to `lhs`.
    ///
    /// Callers subtract an earlier (or equal) time from a later one. Subtracting a later time does not trap
    /// and does not clamp: it gives the exact negative span, so a mistake stays visible. Use
    /// ``distance(to:)`` for a span that stops at zero.
    public static func - (lhs: VirtualTime, rhs: VirtualTime) -> VirtualTime {
        lhs + rhs.negated
    }

    public static func < (lhs: VirtualTime, rhs: VirtualTime) -> Bool {
        (lhs.wholeSeconds, lhs.nanoseconds) < (rhs.wholeSeconds, rhs.nanoseconds)
    }

    /// 2⁶³, the first `Double` above `Int64.max`.
    static let twoToThe63 = Double(Int64.max)

    private var totalNanoseconds: Double {
        Double(wholeSeconds) * Double(Self.nanosecondsPerSecond) + Double(nanoseconds)
    }

    /// The negation; exact, since the range is symmetric.
    private var negated: VirtualTime {
        nanoseconds == 0
            ? VirtualTime(unchecked: -wholeSeconds, 0)
            : VirtualTime(unchecked: -wholeSeconds - 1, Self.nanosecondsPerSecond - nanoseconds)
    }

    private static func normalized(seconds: Int64, nanoseconds: Int64) -> VirtualTime {
        var carry = nanoseconds / nanosecondsPerSecond
        var remainder = nanoseconds % nanosecondsPerSecond
        if remainder < 0 {
            remainder += nanosecondsPerSecond
            carry -= 1
        }
        let (total, overflow) = seconds.addingReportingOverflow(carry)
        if overflow { return carry > 0 ? .maximum : .minimum }
        if total == .max && remainder > 0 { return .maximum }
        if total < -Int64.max { return .minimum }
        return VirtualTime(unchecked: total, remainder)
    }

    /// Sums `Double` seconds into whole seconds and a small fraction, so that no term's fraction is lost to
    /// another's magnitude.
    private struct Accumulator {
        var whole: Int64 = 0
        var fraction = 0.0
        var saturated: VirtualTime?

        mutating func add(_ term: Double) {
            guard saturated == nil else { return }
            guard term.magnitude < VirtualTime.twoToThe63 else {
                saturated = term > 0 ? .maximum : .minimum
                return
            }
            let termWhole = term.rounded(.down)
            let (sum, overflow) = whole.addingReportingOverflow(Int64(termWhole))
            if overflow {
                saturated = termWhole > 0 ? .maximum : .minimum
                return
            }
            whole = sum
            fraction += term - termWhole
        }

        var time: VirtualTime {
            if let saturated { return saturated }
            let nanoseconds = Int64((fraction * Double(VirtualTime.nanosecondsPerSecond)).rounded())
            return VirtualTime.normalized(seconds: whole, nanoseconds: nanoseconds)
        }
    }
}

extension VirtualTime: CustomStringConvertible {
    /// The seconds in plain decimal, without exponent or trailing zeros: `0`, `0.5`, `2`, `-0.25`,
    /// `1000000000000000.25`.
    public var description: String {
        let magnitude = self < .zero ? negated : self
        let sign = self < .zero ? "-" : ""
        guard magnitude.nanoseconds != 0 else { return "\(sign)\(magnitude.wholeSeconds)" }
        var digits = String(magnitude.nanoseconds)
        digits = String(repeating: "0", count: 9 - digits.count) + digits
        while digits.last == "0" { digits.removeLast() }
        return "\(sign)\(magnitude.wholeSeconds).\(digits)"
    }
}

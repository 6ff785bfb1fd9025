import AdaptivePresentation
import Testing

/// The virtual clock counts whole seconds and nanoseconds, so sums, differences and comparisons are exact at any
/// magnitude and nothing traps at the top of the range.
@Suite("Virtual time")
struct VirtualTimeTests {
    @Test("10^15 s plus 0.25 s is exact, and so is the difference back")
    func exactAtLargeMagnitude() throws {
        let large = VirtualTime(seconds: 1_000_000_000_000_000)
        let quarter = VirtualTime(seconds: 0, nanoseconds: 250_000_000)
        let sum = large + quarter
        #expect(sum.wholeSeconds == 1_000_000_000_000_000)
        #expect(sum.nanoseconds == 250_000_000)
        #expect(sum - large == quarter)
        #expect(sum > large)
        #expect(sum + VirtualTime(seconds: 0, nanoseconds: 1) > sum)
        // The same value read from a Double keeps its fraction: 1e15 + 0.25 is representable.
        #expect(try #require(VirtualTime(seconds: 1e15 + 0.25)) == sum)
        #expect(sum.seconds == 1e15 + 0.25)
    }

    @Test("0.1 s + 0.2 s, each built from a Double, equals 0.3 s in ticks")
    func tenthsAddUpExactly() throws {
        let tenth = try #require(VirtualTime(seconds: 0.1))
        let fifth = try #require(VirtualTime(seconds: 0.2))
        let sum = tenth + fifth
        #expect(sum == VirtualTime(seconds: 0.3))
        #expect(sum == VirtualTime(seconds: 0, nanoseconds: 300_000_000))
        #expect(tenth.nanoseconds == 100_000_000)
        // As Doubles they differ, which is why the clock does not keep Doubles.
        #expect(0.1 + 0.2 != 0.3)
    }

    @Test("seconds from a Double round to the nearest nanosecond")
    func roundsToNearestNanosecond() {
        #expect(VirtualTime(seconds: 1.000_000_000_4) == VirtualTime(seconds: 1))
        #expect(VirtualTime(seconds: 1.000_000_000_6) == VirtualTime(seconds: 1, nanoseconds: 1))
        #expect(VirtualTime(seconds: 0.999_999_999_9) == VirtualTime(seconds: 1))
        #expect(VirtualTime(seconds: -0.0) == .zero)
        #expect(VirtualTime(seconds: 2.5)?.wholeSeconds == 2)
        #expect(VirtualTime(seconds: 2.5)?.nanoseconds == 500_000_000)
    }

    @Test(
        "NaN, infinities, negative values and values beyond Int64.max seconds are not times",
        arguments: [
            Double.nan, .infinity, -.infinity, -1, -1e-300, Double(Int64.max), 1e19, .greatestFiniteMagnitude,
        ])
    func rejectsNonTimes(value: Double) {
        #expect(VirtualTime(seconds: value) == nil)
    }

    @Test("the largest Double below 2^63 is still a time")
    func largestDoubleIsATime() throws {
        let value = Double(Int64.max).nextDown
        let time = try #require(VirtualTime(seconds: value))
        #expect(time.wholeSeconds == Int64(value))
        #expect(time.nanoseconds == 0)
    }

    @Test("nanoseconds outside one second carry into the seconds, negative ones too")
    func normalizes() {
        let carried = VirtualTime(seconds: 1, nanoseconds: 2_500_000_000)
        #expect(carried.wholeSeconds == 3 && carried.nanoseconds == 500_000_000)
        let borrowed = VirtualTime(seconds: 1, nanoseconds: -250_000_000)
        #expect(borrowed.wholeSeconds == 0 && borrowed.nanoseconds == 750_000_000)
        #expect(VirtualTime(seconds: 0, nanoseconds: 1_000_000_000) == VirtualTime(seconds: 1))
    }

    @Test("sums and large inputs saturate at Int64.max seconds instead of trapping")
    func saturatesAtTheTop() {
        let top = VirtualTime.maximum
        #expect(top.wholeSeconds == .max && top.nanoseconds == 0)
        #expect(top + VirtualTime(seconds: 1) == top)
        #expect(top + VirtualTime(seconds: 0, nanoseconds: 1) == top)
        #expect(VirtualTime(seconds: Int64.max, nanoseconds: 999_999_999) == top)
        #expect(VirtualTime(seconds: UInt64.max) == top)
        #expect(VirtualTime(seconds: Int64.min) == .minimum)
        #expect(VirtualTime(seconds: Int64.max - 1, nanoseconds: 1_500_000_000) == top)
        #expect(VirtualTime(seconds: Int64.max - 1, nanoseconds: 999_999_999) < top)
        #expect(top.scaled(by: 10) == top)
        #expect(top.scaled(by: 1) == top)
        #expect(VirtualTime(seconds: 1).scaled(by: 1e300) == top)
        #expect(VirtualTime(seconds: 1).scaled(by: .infinity) == top)
        #expect(VirtualTime.zero - top == .minimum)
        #expect(VirtualTime.minimum - VirtualTime(seconds: 5) == .minimum)
    }

    @Test("comparison orders by seconds, then nanoseconds; min and max follow")
    func comparisons() {
        let a = VirtualTime(seconds: 1, nanoseconds: 999_999_999)
        let b = VirtualTime(seconds: 2)
        #expect(a < b)
        #expect(!(b < a))
        #expect(min(a, b) == a)
        #expect(max(a, b) == b)
        #expect(VirtualTime(seconds: 2, nanoseconds: 1) > b)
        #expect([b, a, .zero].sorted() == [.zero, a, b])
    }

    @Test("subtracting a later time gives the exact negative span; distance stops at zero")
    func subtraction() {
        let early = VirtualTime(seconds: 1, nanoseconds: 250_000_000)
        let late = VirtualTime(seconds: 3)
        #expect(late - early == VirtualTime(seconds: 1, nanoseconds: 750_000_000))
        let negative = early - late
        #expect(negative < .zero)
        #expect(negative == VirtualTime(seconds: -2, nanoseconds: 250_000_000))
        #expect(negative.seconds == -1.75)
        #expect(negative + late == early)
        #expect(early.distance(to: late) == late - early)
        #expect(late.distance(to: early) == .zero)
        #expect(late.distance(to: late) == .zero)
    }

    @Test("a fraction of a span comes from exact ticks; a zero span counts as complete")
    func fractions() {
        let duration = VirtualTime(seconds: 2)
        #expect(VirtualTime(seconds: 0, nanoseconds: 500_000_000).fraction(of: duration) == 0.25)
        #expect(duration.fraction(of: duration) == 1)
        #expect(VirtualTime.zero.fraction(of: duration) == 0)
        #expect(VirtualTime(seconds: 1).fraction(of: .zero) == 1)
        // Elapsed time far from the origin: the difference is exact, so the fraction is too.
        let start = VirtualTime(seconds: 1_000_000_000_000_000)
        let now = start + VirtualTime(seconds: 0, nanoseconds: 500_000_000)
        #expect((now - start).fraction(of: duration) == 0.25)
    }

    @Test("scaling takes fractions of a duration exactly")
    func scaling() throws {
        let two = VirtualTime(seconds: 2)
        #expect(two.scaled(by: 0.25) == VirtualTime(seconds: 0, nanoseconds: 500_000_000))
        #expect(two.scaled(by: 0.5 / 0.25) == VirtualTime(seconds: 4))
        #expect(VirtualTime(seconds: 1).scaled(by: 0.1) == VirtualTime(seconds: 0, nanoseconds: 100_000_000))
        let large = VirtualTime(seconds: 1_000_000_000_000_001, nanoseconds: 500_000_000)
        #expect(large.scaled(by: 0.5) == VirtualTime(seconds: 500_000_000_000_000, nanoseconds: 750_000_000))
        // Above 2^53 seconds a Double cannot hold the seconds; the split product still does.
        let huge = VirtualTime(seconds: 1 << 60 + 3)
        #expect(huge.scaled(by: 0.5) == VirtualTime(seconds: 1 << 59 + 1, nanoseconds: 500_000_000))
        #expect(two.scaled(by: -0.5) == VirtualTime(seconds: -1))
        #expect(two.scaled(by: .nan) == .zero)
        #expect(VirtualTime.zero.scaled(by: .infinity) == .zero)
    }

    @Test(
        "descriptions are plain decimals without exponent or trailing zeros",
        arguments: [
            (VirtualTime.zero, "0"),
            (VirtualTime(seconds: 0, nanoseconds: 500_000_000), "0.5"),
            (VirtualTime(seconds: 2), "2"),
            (VirtualTime(seconds: 1_000_000_000_000_000, nanoseconds: 250_000_000), "1000000000000000.25"),
            (VirtualTime(seconds: 0, nanoseconds: 1), "0.000000001"),
            (VirtualTime(seconds: 12, nanoseconds: 30_000_000), "12.03"),
            (VirtualTime(seconds: 0, nanoseconds: -500_000_000), "-0.5"),
            (VirtualTime(seconds: -3), "-3"),
            (VirtualTime.maximum, "9223372036854775807"),
            (VirtualTime.minimum, "-9223372036854775807"),
        ])
    func descriptions(time: VirtualTime, text: String) {
        #expect(time.description == text)
    }
}

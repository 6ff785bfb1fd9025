import AdaptivePresentation
import Testing

/// UIKit's timing curves (R117) and springs (R118, Q20): the progress each gives at a fraction of the duration.
@Suite("Timing curves")
struct TimingCurveTests {
    /// One row of the R117 table: a curve and its progress at 0.25, 0.5 and 0.75 of the duration.
    struct TableRow: Sendable, CustomTestStringConvertible {
        let curve: TimingCurve
        let expected: [Double]
        var testDescription: String { curve.name }
    }

    static let table = [
        TableRow(curve: .easeInOut, expected: [0.1292, 0.5, 0.8708]),
        TableRow(curve: .easeIn, expected: [0.0935, 0.3154, 0.6219]),
        TableRow(curve: .easeOut, expected: [0.3781, 0.6846, 0.9065]),
        TableRow(curve: .linear, expected: [0.25, 0.5, 0.75]),
        TableRow(curve: .caDefault, expected: [0.4085, 0.8024, 0.9605]),
    ]

    static let named: [TimingCurve] = [.easeInOut, .easeIn, .easeOut, .linear]

    @Test("the R117 table, row by row, to 1e-4", arguments: table)
    func r117Table(row: TableRow) {
        for (fraction, expected) in zip([0.25, 0.5, 0.75], row.expected) {
            let progress = row.curve.progress(at: fraction, duration: 1)
            #expect((progress - expected).magnitude < 1e-4, "\(row.curve.name) at \(fraction): \(progress)")
        }
    }

    @Test("a custom cubic with the named control points gives the named curve's progress")
    func cubicMatchesNamedCurves() throws {
        for curve in Self.named {
            let points = try #require(curve.controlPoints)
            let cubic = TimingCurve.cubic(x1: points.x1, y1: points.y1, x2: points.x2, y2: points.y2)
            for step in 1..<20 {
                let fraction = Double(step) / 20
                let difference = cubic.progress(at: fraction, duration: 1) - curve.progress(at: fraction, duration: 1)
                #expect(difference.magnitude < 1e-6, "\(curve.name) at \(fraction)")
            }
        }
    }

    @Test(
        "every curve is exactly 0 at the start and exactly 1 at the end, clamped outside",
        arguments: named + [
            .caDefault, .cubic(x1: 0.3, y1: -0.5, x2: 0.7, y2: 1.5), .spring(dampingRatio: 0.3, initialVelocity: 0),
            .spring(dampingRatio: 1, initialVelocity: 2), .springBounce(bounce: 0.3),
        ])
    func endpoints(curve: TimingCurve) {
        #expect(curve.progress(at: 0, duration: 0.5) == 0)
        #expect(curve.progress(at: -3, duration: 0.5) == 0)
        #expect(curve.progress(at: .nan, duration: 0.5) == 0)
        #expect(curve.progress(at: 1, duration: 0.5) == 1)
        #expect(curve.progress(at: 7, duration: 0.5) == 1)
        #expect(curve.progress(at: .infinity, duration: 0.5) == 1)
        // No duration: UIKit makes the change at once.
        #expect(curve.progress(at: 0.5, duration: 0) == 1)
        #expect(curve.progress(at: 0.5, duration: -1) == 1)
        #expect(curve.progress(at: 0.5, duration: .nan) == 1)
    }

    @Test("the four named curves rise strictly over 1000 samples and stay within 0…1", arguments: named)
    func monotonic(curve: TimingCurve) {
        var previous = curve.progress(at: 0, duration: 1)
        for step in 1...1000 {
            let progress = curve.progress(at: Double(step) / 1000, duration: 1)
            #expect(progress > previous, "\(curve.name) at \(step)/1000")
            #expect(progress <= 1)
            previous = progress
        }
    }

    @Test("ease-in starts slower than linear and ease-out faster; ease-in-out is symmetric")
    func curveShapes() {
        for step in 1..<100 {
            let x = Double(step) / 100
            #expect(TimingCurve.easeIn.progress(at: x, duration: 1) < x)
            #expect(TimingCurve.easeOut.progress(at: x, duration: 1) > x)
            let mirrored = 1 - TimingCurve.easeInOut.progress(at: 1 - x, duration: 1)
            #expect((TimingCurve.easeInOut.progress(at: x, duration: 1) - mirrored).magnitude < 1e-6)
        }
    }

    @Test("control points outside 0…1 in x are clamped, as in Core Animation; y may overshoot")
    func cubicClampingAndOvershoot() throws {
        let points = try #require(TimingCurve.cubic(x1: -1, y1: 2, x2: 3, y2: -1).controlPoints)
        #expect(points.x1 == 0 && points.x2 == 1 && points.y1 == 2 && points.y2 == -1)
        let overshoot = TimingCurve.cubic(x1: 0.3, y1: 1.8, x2: 0.7, y2: 1.2)
        let peak = (1..<100).map { overshoot.progress(at: Double($0) / 100, duration: 1) }.max() ?? 0
        #expect(peak > 1.1)
        #expect(TimingCurve.cubic(x1: .nan, y1: .nan, x2: 0.5, y2: 0.5).progress(at: 0.5, duration: 1).isFinite)
    }

    @Test("a critically damped spring never overshoots and is close to 1 before the end")
    func criticallyDampedSpring() {
        let spring = TimingCurve.spring(dampingRatio: 1, initialVelocity: 0)
        var previous = 0.0
        for step in 1...1000 {
            let progress = spring.progress(at: Double(step) / 1000, duration: 0.5)
            #expect(progress <= 1 + 1e-9)
            #expect(progress >= previous)
            previous = progress
        }
        // x(t) = 1 − e^(−τ)(1 + τ) at τ = π: 1 − e^(−π)(1 + π).
        let half = spring.progress(at: 0.5, duration: 0.5)
        #expect((half - 0.821_025_55).magnitude < 1e-6)
        // Damping ratios above 1 (UISpringTimingParameters() uses 4.56) move like 1.
        let stiff = TimingCurve.spring(dampingRatio: 4.56, initialVelocity: 0)
        #expect(stiff.progress(at: 0.5, duration: 0.5) == half)
        #expect(stiff.dampingRatio == 1)
    }

    @Test("a spring with damping ratio 0.3 overshoots, then ends exactly at 1 at its duration")
    func underdampedSpring() {
        let spring = TimingCurve.spring(dampingRatio: 0.3, initialVelocity: 0)
        let samples = (1..<1000).map { spring.progress(at: Double($0) / 1000, duration: 0.5) }
        let peak = samples.max() ?? 0
        #expect(peak > 1.2)
        #expect(peak < 1.5)
        // Just before the end it is still away from 1 (Q20: the spring is cut off at its duration).
        #expect(samples.last.map { ($0 - 1).magnitude > 0.05 } == true)
        #expect(spring.progress(at: 1, duration: 0.5) == 1)
        // The first peak of the R118 oscillator, at ω_d·t = π: 1 + e^(−ζπ/√(1−ζ²)).
        #expect((peak - 1.372_326).magnitude < 1e-3)
    }

    @Test("the shape of a spring does not depend on its duration unless it has an initial velocity")
    func springScalesWithDuration() {
        let still = TimingCurve.spring(dampingRatio: 0.5, initialVelocity: 0)
        #expect(still.progress(at: 0.3, duration: 0.25) == still.progress(at: 0.3, duration: 4))
        let pushed = TimingCurve.spring(dampingRatio: 0.5, initialVelocity: 3)
        #expect(pushed.progress(at: 0.1, duration: 0.25) < pushed.progress(at: 0.1, duration: 4))
        #expect(pushed.progress(at: 0.1, duration: 1) > still.progress(at: 0.1, duration: 1))
    }

    @Test("an undamped or nearly undamped spring still ends at exactly 1, and every value is finite")
    func undampedSpring() {
        for ratio in [0, 1e-12, -2, .nan, 0.999_999_999_999] {
            let spring = TimingCurve.spring(dampingRatio: ratio, initialVelocity: 0)
            for step in 1..<100 {
                #expect(spring.progress(at: Double(step) / 100, duration: 1).isFinite)
            }
            #expect(spring.progress(at: 1, duration: 1) == 1)
        }
        // Undamped: one full period over the duration.
        let undamped = TimingCurve.spring(dampingRatio: 0, initialVelocity: 0)
        #expect((undamped.progress(at: 0.5, duration: 1) - 2).magnitude < 1e-12)
    }

    @Test("extreme durations and velocities give finite progress")
    func extremeInputsStayFinite() {
        let velocities = [0, 1e300, -1e300, .greatestFiniteMagnitude, .infinity, .nan]
        for duration in [1e-300, 1e-9, 1, 1e9, 1e300, .infinity] {
            for velocity in velocities {
                for curve in [
                    TimingCurve.spring(dampingRatio: 0.4, initialVelocity: velocity),
                    .spring(dampingRatio: 1, initialVelocity: velocity),
                    .springBounce(bounce: 0.2, initialVelocity: velocity),
                ] {
                    #expect(curve.progress(at: 0.37, duration: duration).isFinite, "\(curve.name) \(duration)")
                }
            }
        }
    }

    @Test("Apple's example Spring(duration: 0.5, bounce: 0.3): stiffness 157.9, damping 17.6")
    func appleSpringExample() throws {
        let spring = TimingCurve.springBounce(bounce: 0.3)
        let stiffness = try #require(spring.stiffness(duration: 0.5))
        let damping = try #require(spring.damping(duration: 0.5))
        #expect((stiffness - 157.9).magnitude < 0.05)
        #expect((damping - 17.6).magnitude < 0.05)
        #expect(spring.dampingRatio == 0.7)
        // The same motion as the damping-ratio spring it stands for.
        let legacy = TimingCurve.spring(dampingRatio: 0.7, initialVelocity: 0)
        #expect(spring.progress(at: 0.4, duration: 0.5) == legacy.progress(at: 0.4, duration: 0.5))
        #expect(TimingCurve.springBounce(bounce: -0.5).dampingRatio == 1)
        #expect(TimingCurve.easeInOut.stiffness(duration: 0.5) == nil)
        #expect(TimingCurve.easeInOut.dampingRatio == nil)
        #expect(spring.stiffness(duration: 0) == nil)
    }

    @Test(
        "names for reports",
        arguments: [
            (TimingCurve.easeInOut, "easeInOut"), (.easeIn, "easeIn"), (.easeOut, "easeOut"), (.linear, "linear"),
            (.caDefault, "cubic(0.25, 0.1, 0.25, 1)"), (.spring(dampingRatio: 0.7, initialVelocity: 0), "spring(0.7)"),
            (.spring(dampingRatio: 0.5, initialVelocity: 1.5), "spring(0.5, 1.5)"),
            (.springBounce(bounce: 0.3), "springBounce(0.3)"),
            (.springBounce(bounce: 0.3, initialVelocity: 2), "springBounce(0.3, 2)"),
        ])
    func names(curve: TimingCurve, name: String) {
        #expect(curve.name == name)
    }

    @Test("UIKit's default curve is ease-in-out")
    func defaultCurve() {
        #expect(TimingCurve.uiViewDefault == .easeInOut)
        #expect(TimingCurve.caDefault != .easeInOut)
    }

    @Test("interpolation is exact at both ends and extrapolates an overshoot")
    func interpolation() {
        #expect(Interpolation.linear(0.1, 0.7, 0) == 0.1)
        #expect(Interpolation.linear(0.1, 0.7, 1) == 0.7)
        #expect(Interpolation.linear(100, 300, 0.25) == 150)
        #expect(Interpolation.linear(100, 300, 1.5) == 400)
        #expect(Interpolation.linear(1, 0, 0.5) == 0.5)
    }
}

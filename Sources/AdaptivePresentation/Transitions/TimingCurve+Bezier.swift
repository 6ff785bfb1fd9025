extension TimingCurve {
    /// How close Bx(s) must come to the time fraction.
    static let bezierTolerance = 1e-7

    /// The progress on the cubic Bézier through (x1, y1), (x2, y2) at time fraction `x` (R117): By(s) for the
    /// s that solves Bx(s) = x. x1 and x2 must lie in 0…1, which makes Bx non-decreasing.
    static func bezierProgress(at x: Double, x1: Double, y1: Double, x2: Double, y2: Double) -> Double {
        bezier(bezierParameter(for: x, x1: x1, x2: x2), y1, y2)
    }

    /// B(s) = 3(1−s)²s·p1 + 3(1−s)s²·p2 + s³, one coordinate of the curve. The weights are multiplied first so
    /// that finite control points never overflow.
    static func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let t = 1 - s
        return (3 * t * t * s) * p1 + (3 * t * s * s) * p2 + s * s * s
    }

    /// dB/ds.
    private static func bezierSlope(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let t = 1 - s
        return 3 * t * t * p1 + 6 * t * s * (p2 - p1) + 3 * s * s * (1 - p2)
    }

    /// The s in 0…1 with Bx(s) = x within ``bezierTolerance``: a few Newton steps from s = x, then bisection
    /// when Newton meets a flat slope or leaves 0…1. Both loops are bounded.
    private static func bezierParameter(for x: Double, x1: Double, x2: Double) -> Double {
        var s = x
        for _ in 0..<8 {
            let error = bezier(s, x1, x2) - x
            if error.magnitude < bezierTolerance { return s }
            let slope = bezierSlope(s, x1, x2)
            guard slope.magnitude > 1e-6 else { break }
            s -= error / slope
            guard s >= 0, s <= 1 else { break }
        }
        var low = 0.0
        var high = 1.0
        s = x
        for _ in 0..<52 {
            s = (low + high) / 2
            let value = bezier(s, x1, x2)
            if (value - x).magnitude < bezierTolerance { return s }
            if value < x { low = s } else { high = s }
        }
        return s
    }
}

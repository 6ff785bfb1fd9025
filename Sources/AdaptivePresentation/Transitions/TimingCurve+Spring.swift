#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(ucrt)
    import ucrt
#endif

extension TimingCurve {
    /// The damping ratio a spring moves with, after clamping to 0…1; nil for the Bézier curves.
    public var dampingRatio: Double? {
        switch self {
        case .spring(let ratio, _): Self.effectiveDampingRatio(ratio)
        case .springBounce(let bounce, _): Self.bounceDampingRatio(bounce)
        case .easeInOut, .easeIn, .easeOut, .linear, .cubic: nil
        }
    }

    /// A spring's stiffness over `duration` seconds, with mass 1: (2π / duration)² (R118); nil for the Bézier
    /// curves or a duration that is not positive and finite.
    public func stiffness(duration: Double) -> Double? {
        guard dampingRatio != nil, duration > 0, duration.isFinite else { return nil }
        let angularFrequency = 2 * Double.pi / duration
        return angularFrequency * angularFrequency
    }

    /// A spring's damping coefficient over `duration` seconds, with mass 1: 2ζ√k (R118); nil when
    /// ``stiffness(duration:)`` is.
    public func damping(duration: Double) -> Double? {
        guard let ratio = dampingRatio, let stiffness = stiffness(duration: duration) else { return nil }
        return 2 * ratio * stiffness.squareRoot()
    }

    static func effectiveDampingRatio(_ ratio: Double) -> Double {
        ratio.isNaN ? 1 : Swift.min(Swift.max(ratio, 0), 1)
    }

    static func bounceDampingRatio(_ bounce: Double) -> Double {
        bounce.isNaN ? 1 : 1 - Swift.min(Swift.max(bounce, 0), 1)
    }

    /// The bound on v₀/ω₀, far beyond any real spring, that keeps the formula finite.
    private static let relativeVelocityLimit = 1e9

    /// The R118 oscillator towards 1 at `fraction` (in 0…1, exclusive) of `duration`, with ω₀ = 2π / duration.
    ///
    /// Written in the dimensionless phase τ = ω₀t = 2π·fraction and the relative velocity v₀/ω₀, so tiny or huge
    /// durations do not overflow: x = 1 − e^(−ζτ)·[cos(τ√(1−ζ²)) + (ζ − v₀/ω₀)/√(1−ζ²)·sin(τ√(1−ζ²))] for ζ < 1,
    /// x = 1 − e^(−τ)·[1 + (1 − v₀/ω₀)τ] for ζ = 1.
    static func springProgress(
        at fraction: Double, duration: Double, dampingRatio zeta: Double, initialVelocity: Double
    ) -> Double {
        let phase = 2 * Double.pi * fraction
        let velocity = initialVelocity * duration / (2 * Double.pi)
        let relativeVelocity =
            velocity.isNaN ? 0 : Swift.min(Swift.max(velocity, -relativeVelocityLimit), relativeVelocityLimit)
        let decay = exp(-zeta * phase)
        if zeta >= 1 {
            return 1 - decay * (1 + (1 - relativeVelocity) * phase)
        }
        let root = (1 - zeta * zeta).squareRoot()
        let dampedPhase = root * phase
        return 1 - decay * (cos(dampedPhase) + (zeta - relativeVelocity) / root * sin(dampedPhase))
    }
}

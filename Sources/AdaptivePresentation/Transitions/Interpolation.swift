/// Values between an animation's start and end.
public enum Interpolation {
    /// The value `progress` of the way from `start` to `end`: exactly `start` at 0 and exactly `end` at 1.
    /// Progress outside 0…1 (an overshooting curve or spring) extrapolates along the same line.
    public static func linear(_ start: Double, _ end: Double, _ progress: Double) -> Double {
        if progress == 0 { return start }
        if progress == 1 { return end }
        return start + (end - start) * progress
    }
}

/// One keyframe of `UIView.animateKeyframes` (R119), as `addKeyframe(withRelativeStartTime:relativeDuration:)`:
/// its changes run from `relativeStart` to `relativeStart + relativeDuration`, both fractions (0…1) of the
/// keyframe animation's whole duration, linearly (calculation mode linear).
public struct Keyframe {
    /// When the keyframe starts, as a fraction of the whole duration; clamped to 0…1.
    public var relativeStart: Double
    /// How long the keyframe runs, as a fraction of the whole duration; clamped so that it ends by 1.
    public var relativeDuration: Double
    /// The values the keyframe gives its views.
    public var changes: [(view: SimulatedView, value: PropertyAnimation.Value)]

    public init(
        relativeStart: Double, relativeDuration: Double,
        changes: [(view: SimulatedView, value: PropertyAnimation.Value)]
    ) {
        self.relativeStart = relativeStart
        self.relativeDuration = relativeDuration
        self.changes = changes
    }

    /// ``relativeStart`` clamped to 0…1 (NaN as 0).
    var start: Double { relativeStart.isNaN ? 0 : min(max(relativeStart, 0), 1) }

    /// ``relativeDuration`` clamped to 0…(1 − ``start``) (NaN as 0).
    var length: Double { relativeDuration.isNaN ? 0 : min(max(relativeDuration, 0), 1 - start) }
}

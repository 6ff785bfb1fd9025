/// Where an animator stands (R120), as UIKit's `UIViewAnimatingState`.
public enum UIViewAnimatingState: Int, Sendable {
    /// Created, or finished: its animations are not applied.
    case inactive
    /// Started or paused.
    case active
    /// Stopped with `stopAnimation(false)`, waiting for `finishAnimation(at:)`.
    case stopped
}

/// Where a property animator's animations stand when its completions run (R120), as
/// `UIViewAnimatingPosition`.
public enum AnimatingPosition: String, Hashable, Sendable, CaseIterable {
    /// At their end values: the animator ran forwards to its end, or was finished at the end.
    case end
    /// At their start values: a reversed animator ran back, or was finished at the start.
    case start
    /// Where they were when the animator was stopped and finished at the current position.
    case current
}

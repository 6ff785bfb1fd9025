import AdaptivePresentation

/// Where an animator's animations stand when its completions run (R120), as UIKit's
/// `UIViewAnimatingPosition`.
public enum UIViewAnimatingPosition: Int, Sendable {
    /// At their end values.
    case end
    /// At their start values: a reversed animator ran back, or it was finished at the start.
    case start
    /// Where they were when the animator was stopped.
    case current

    init(_ position: AnimatingPosition) {
        switch position {
        case .end: self = .end
        case .start: self = .start
        case .current: self = .current
        }
    }

    var model: AnimatingPosition {
        switch self {
        case .end: .end
        case .start: .start
        case .current: .current
        }
    }
}

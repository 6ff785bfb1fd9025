/// The direction of a modal transition.
public enum TransitionKind: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case present
    case dismiss
    /// A navigation controller's push (R127–R129).
    case push
    /// A navigation controller's pop.
    case pop

    public var description: String { rawValue }

    /// `presentation`, `dismissal`, `push`, `pop`: for sentences.
    public var noun: String {
        switch self {
        case .present: "presentation"
        case .dismiss: "dismissal"
        case .push: "push"
        case .pop: "pop"
        }
    }

    /// Whether the transition brings a controller in (a presentation or a push).
    public var isForward: Bool { self == .present || self == .push }
}

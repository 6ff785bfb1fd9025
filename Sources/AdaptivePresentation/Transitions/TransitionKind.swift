/// The direction of a modal transition.
public enum TransitionKind: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case present
    case dismiss

    public var description: String { rawValue }
}

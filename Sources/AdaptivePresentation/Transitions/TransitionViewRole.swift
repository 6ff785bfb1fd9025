/// The two views of a transition context, `view(forKey: .from)` and `view(forKey: .to)` (R94).
public enum TransitionViewRole: String, Hashable, Sendable, CaseIterable, Comparable {
    case from
    case to

    public static func < (lhs: TransitionViewRole, rhs: TransitionViewRole) -> Bool { lhs.rawValue < rhs.rawValue }
}

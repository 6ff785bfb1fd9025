/// What a constraint relates: a view or a layout guide.
public enum LayoutItem: Hashable {
    case view(SimulatedView)
    case guide(LayoutGuide)

    public static func == (lhs: LayoutItem, rhs: LayoutItem) -> Bool { lhs.identity == rhs.identity }
    public func hash(into hasher: inout Hasher) { hasher.combine(identity) }

    var identity: ObjectIdentifier {
        switch self {
        case let .view(view): ObjectIdentifier(view)
        case let .guide(guide): ObjectIdentifier(guide)
        }
    }

    /// The view whose hierarchy the item is in: the view itself, or the guide's owning view.
    public var view: SimulatedView? {
        switch self {
        case let .view(view): view
        case let .guide(guide): guide.owningView
        }
    }

    /// The item's name in a constraint's description: the view's (its accessibility identifier or class),
    /// or the guide's identifier with its view's (`UIView.safeAreaLayoutGuide`).
    public var name: String {
        switch self {
        case let .view(view): view.name
        case let .guide(guide):
            guide.kind == .custom
                ? "UILayoutGuide\(guide.identifier.isEmpty ? "" : ":'\(guide.identifier)'")"
                : "'\(guide.identifier)'(\(guide.owningView?.name ?? "nil"))"
        }
    }
}

/// Why a constraint cannot take part in layout: UIKit raises `NSGenericException` for both.
public enum LayoutError: Error, Hashable, Sendable {
    /// The constraint's items are in different view hierarchies; UIKit's reason text.
    case noCommonAncestor(String)
    /// A layout guide of the constraint belongs to no view.
    case itemNotInHierarchy(String)

    /// UIKit's reason text.
    public var reason: String {
        switch self {
        case let .noCommonAncestor(reason): reason
        case let .itemNotInHierarchy(constraint):
            "Unable to activate constraint \(constraint): a layout guide in it is not owned by a view."
        }
    }
}

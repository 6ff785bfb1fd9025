/// Where `showDetailViewController(_:sender:)` sends a controller in a split view controller (R64), as
/// ``PresentationDecider`` decides it.
public enum SplitShowDetailRoute: Hashable, Sendable {
    /// The delegate's `splitViewController(_:showDetail:sender:)` answered true: nothing else happens.
    case handledByDelegate
    /// Expanded: the controller replaces the secondary column.
    case replacesSecondary
    /// A collapsed column-style split view: the controller becomes the secondary, on top of the stack.
    case secondaryOnTop
    /// A collapsed classic split view with a navigation primary: the primary pushes it.
    case pushedOntoPrimary
    /// A collapsed classic split view with another primary: the primary presents it.
    case presentedFromPrimary
}

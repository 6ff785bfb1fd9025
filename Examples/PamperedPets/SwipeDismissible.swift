/// A presented controller that the user dismisses with a vertical swipe: SwipeSegue's dismissal slides it
/// off the edge the swipe went towards.
@MainActor
protocol SwipeDismissible: AnyObject {
    /// Whether the dismissing swipe went up (off the top edge) rather than down (off the bottom edge).
    var dismissesUpward: Bool { get }
}

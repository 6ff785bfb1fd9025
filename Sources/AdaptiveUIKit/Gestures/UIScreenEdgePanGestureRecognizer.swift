/// A pan that starts at an edge of the screen, as UIKit's `UIScreenEdgePanGestureRecognizer` (the back swipe
/// of interactive pops and dismissals). The edges are stored; a test simulates the pan as any
/// ``UIPanGestureRecognizer``'s.
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The edges the pan may start from (none until set, as in UIKit).
    open var edges: UIRectEdge = []
}

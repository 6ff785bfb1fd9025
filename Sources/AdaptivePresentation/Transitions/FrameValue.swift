/// A frame as an animator computes it from its transition context (see the "Scenario and storyboard files"
/// article): a fixed rectangle, the context's `initialFrame(for:)`/`finalFrame(for:)` of the view's
/// controller, the frame of an anchor view of the source, or the view's frame moved off an edge.
public enum FrameValue: Hashable, Sendable, CustomStringConvertible {
    /// An edge of the container.
    public enum Edge: String, Hashable, Sendable, CaseIterable {
        case above, below, leading, trailing
    }

    case rect(Rect)
    /// `initialFrame(for:)` of the view's controller.
    case initial
    /// `finalFrame(for:)` of the view's controller.
    case final
    /// `CGRect.zero`.
    case zero
    /// The frame of the anchor view `name` of the source controller (the presenting side), found through
    /// containers only as the animator's ``TransitionAnimator/Source`` allows.
    case anchor(String)
    /// The view's frame moved just off an edge of the container.
    case offscreen(Edge)

    public var description: String {
        switch self {
        case let .rect(rect):
            "{x: \(Size.format(rect.x)), y: \(Size.format(rect.y)), width: \(Size.format(rect.width)), height: \(Size.format(rect.height))}"
        case .initial: "initial"
        case .final: "final"
        case .zero: "zero"
        case let .anchor(name): "anchor \(name)"
        case let .offscreen(edge): edge.rawValue
        }
    }
}

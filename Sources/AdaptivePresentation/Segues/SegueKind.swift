/// The kinds of storyboard segue, as Interface Builder names them.
public enum SegueKind: String, Sendable, Hashable, CaseIterable, Codable, CustomStringConvertible {
    /// Show: pushed in a navigation controller, else presented modally.
    case show
    /// Show Detail: the split view controller's secondary, else like Show.
    case showDetail
    /// Present Modally, with the segue's presentation style.
    case presentModally
    /// Present As Popover, anchored to a view (R38).
    case popover
    /// A custom segue class decides; by default it presents modally.
    case custom
    /// An unwind segue (made by unwinding, not declared in storyboards).
    case unwind

    public var description: String { rawValue }

    /// The kinds a storyboard may declare.
    public static let declarable: [SegueKind] = [.show, .showDetail, .presentModally, .popover, .custom]
}

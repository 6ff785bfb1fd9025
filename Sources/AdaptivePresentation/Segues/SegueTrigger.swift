/// What starts a storyboard segue, as Interface Builder records it: the owner of the segue's connection.
public enum SegueTrigger: Hashable, Sendable, CustomStringConvertible {
    /// Not recorded (YAML storyboards say nothing of triggers): both `perform` and `trigger` may run it.
    case unspecified
    /// A manual segue, owned by the view controller itself: only `performSegue(withIdentifier:sender:)` runs
    /// it, never a user action.
    case manual
    /// A control, cell, bar button item or gesture recognizer of the source scene: `element` is its
    /// Interface Builder element name (`button`, `tableViewCell`, `barButtonItem`, `tapGestureRecognizer`),
    /// `objectID` its object id, `accessory` whether it is a cell's accessory button.
    case object(element: String, objectID: String, accessory: Bool = false)

    /// Whether a user action can start the segue (everything but a manual segue).
    public var isUserAction: Bool {
        if case .manual = self { return false }
        return true
    }

    /// `manual`, `button abO-xR-xR7`, `tableViewCell Xy1-..-... (accessory)`, or `unspecified`.
    public var description: String {
        switch self {
        case .unspecified: "unspecified"
        case .manual: "manual"
        case let .object(element, objectID, accessory): "\(element) \(objectID)" + (accessory ? " (accessory)" : "")
        }
    }
}

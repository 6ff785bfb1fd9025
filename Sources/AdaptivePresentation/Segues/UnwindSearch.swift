/// Finds the destination of an unwind action (R39).
///
/// From the source, UIKit walks up through parents and, at the top of a presented hierarchy, to the
/// presenting controller. At each container it searches the children it allows
/// (``ViewController/allowedChildrenForUnwinding(from:)``: every child but the one holding the source;
/// for a navigation controller the controllers below, nearest first), depth first, children before their
/// container, then the container itself. The first controller whose
/// ``ViewController/canPerformUnwindSegueAction(_:from:sender:)`` answers yes is the destination.
public struct UnwindSearch {
    public let action: String
    public let source: ViewController

    public init(action: String, source: ViewController) {
        self.action = action
        self.source = source
    }

    /// The destination, or `nil` if no controller declares the action.
    public func destination() -> ViewController? {
        var current = source
        for _ in 0..<10_000 {
            if let parent = current.parent {
                for candidate in parent.allowedChildrenForUnwinding(from: source)
                where candidate !== current && !candidate.contains(source) {
                    if let found = search(candidate) { return found }
                }
                if parent.canPerformUnwindSegueAction(action, from: source, sender: nil) { return parent }
                current = parent
            } else if let presenter = current.presentingViewController {
                if let found = search(presenter) { return found }
                current = presenter
            } else {
                return nil
            }
        }
        return nil
    }

    /// Depth first: allowed children (nearest first), then the controller itself.
    /// Whether two spellings name the same unwind action: an Objective-C selector keeps its trailing colon
    /// (`unwindToAnimalDetailViewController:`, as Interface Builder writes it), a scenario may drop it.
    public static func isSameAction(_ first: String, _ second: String) -> Bool {
        func bare(_ action: String) -> Substring { action.hasSuffix(":") ? action.dropLast() : Substring(action) }
        return bare(first) == bare(second)
    }

    private func search(_ controller: ViewController) -> ViewController? {
        for child in controller.allowedChildrenForUnwinding(from: source) {
            if let found = search(child) { return found }
        }
        return controller.canPerformUnwindSegueAction(action, from: source, sender: nil) ? controller : nil
    }
}

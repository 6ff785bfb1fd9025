/// Something a layout pass found that the app should fix, as UIKit reports it.
public enum LayoutIssue: Hashable, Sendable {
    /// Required constraints contradict each other (R181): UIKit breaks one, logs the conflicting ones
    /// (`log`, its console text) and goes on with the broken one satisfied as closely as the others allow.
    case unsatisfiable(broken: String, conflicting: [String], log: String)
    /// The constraints leave a view's position or size undetermined (R182): UIKit picks one of the
    /// solutions without a word (`hasAmbiguousLayout`). `view` is its name, `attributes` what is free
    /// (`minX`, `minY`, `width`, `height`).
    case ambiguous(view: String, attributes: [String])

    /// What a test failure shows: UIKit's console text for a conflict, the summary for ambiguity.
    public var message: String {
        switch self {
        case let .unsatisfiable(_, _, log): log
        case .ambiguous: summary
        }
    }

    /// One line for a report.
    public var summary: String {
        switch self {
        case let .unsatisfiable(broken, _, _): "Unable to simultaneously satisfy constraints: broke \(broken)"
        case let .ambiguous(view, attributes):
            "Ambiguous layout for \(view): \(attributes.joined(separator: ", ")) not determined"
        }
    }
}

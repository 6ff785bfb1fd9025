/// Why the simulation could not do what it was asked.
///
/// ``exception(_:)`` is UIKit raising (the app would crash); the other cases are misuse of the model that
/// UIKit would not allow either, reported instead of crashing.
public enum SimulationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// UIKit raises an exception.
    case exception(SimulatedException)
    /// The controller is in no window.
    case notInWindow(String)
    /// No segue with this id starts at this controller.
    case unknownSegue(String, source: String)
    /// No controller with this storyboard id.
    case unknownController(String)
    /// A storyboard's containers refer to each other in a cycle.
    case containerCycle(String)
    /// A custom segue class that is not registered.
    case unknownSegueClass(String)
    /// A storyboard reference whose storyboard or scene cannot be found, with the reason.
    case cannotLoad(String, reason: String)
    /// No controller from the source up declares the unwind action.
    case noUnwindDestination(String, source: String)
    /// The presenting controller already presents something (UIKit logs and ignores it).
    case alreadyPresenting(presenter: String, presented: String)
    /// The window cannot take that size, layout or orientation on its device.
    case environment(EnvironmentError)
    /// A detent event while the top presentation is no sheet with detents (R51).
    case notASheet(String?)
    /// A drag to a detent that is not active now (R51, R55), with the active ones.
    case inactiveDetent(String, active: [String])
    /// `show(_:)` / `hide(_:)` of a column with no column-style split view on screen (R67, R69).
    case noColumnStyleSplitView
    /// Something the app uses does not exist on this iOS version (a column-style split view before iOS 14,
    /// the inspector column before iOS 26; R67, R71): what it is, the rule, the first version that has it,
    /// and the version running.
    case unavailable(String, rule: RuleID, since: Int, iOS: Int)

    public var description: String {
        switch self {
        case let .exception(exception): exception.description
        case let .notInWindow(id): "\(id) is not in a window"
        case let .unknownSegue(id, source): "no segue '\(id)' from \(source)"
        case let .unknownController(id): "no controller '\(id)' in the storyboard"
        case let .containerCycle(id): "the containers of '\(id)' contain themselves"
        case let .unknownSegueClass(name): "no segue class '\(name)'"
        case let .cannotLoad(id, reason): "cannot load '\(id)': \(reason)"
        case let .noUnwindDestination(action, source):
            "no controller from \(source) up implements unwind action '\(action)'"
        case let .alreadyPresenting(presenter, presented):
            "\(presenter) is already presenting \(presented)"
        case let .environment(error): error.description
        case let .notASheet(id):
            id.map {
                "\($0) is not presented as a sheet with detents (iOS 15+ page or form sheet, or an adapted popover)"
            }
                ?? "nothing is presented"
        case let .inactiveDetent(id, active):
            "detent '\(id)' is not active; the active detents are \(active.joined(separator: ", "))"
        case .noColumnStyleSplitView:
            "no column-style split view controller (doubleColumn or tripleColumn) is on screen"
        case let .unavailable(what, rule, since, iOS):
            "\(what) exists from iOS \(since) (\(rule)), not on iOS \(iOS)"
        }
    }
}

/// A scenario that cannot be replayed as written: the problem is in the input, not in an expectation.
///
/// Found while replaying (a segue whose source is not the visible controller at that step, a rotation
/// into a layout the orientation lacks). Its ``reason`` is a value, one case per kind of problem, and its
/// ``place`` says where it belongs in the scenario (the step and the key path inside it), so that a file's
/// reader locates it at that key's line and column without reading the file again:
///
/// ```swift
/// if case .nothingToDismiss = error.reason { … }
/// print(error.place.path)  // steps[4].dismiss
/// ```
public struct ScenarioInputError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong, as a value; ``description`` words it.
    public enum Reason: Hashable, Sendable, CustomStringConvertible {
        /// The simulation refused what the step asks (a segue or controller the storyboard lacks, an unwind
        /// action no controller implements, a detent that is not active, a feature the iOS version lacks).
        case simulation(SimulationError)
        /// The window cannot take that size, layout or orientation on its device.
        case environment(EnvironmentError)
        /// No segue of the storyboard has the identifier.
        case unknownSegue(String)
        /// The segue starts at other controllers than the visible one.
        case segueNotFromVisibleController(segue: String, sources: [String], visible: String)
        /// The controller has no anchor (a view or bar button item for a popover) of that name.
        case unknownAnchor(String, controller: String)
        /// `trigger:` names a manual segue, which no control starts.
        case manualSegueTriggered(String)
        /// `dismiss:` with nothing presented.
        case nothingToDismiss
        /// More presentations stacked than a replay keeps.
        case tooManyPresentations(limit: Int)
        /// `present:` names no controller of the storyboard.
        case unknownController(String)
        /// `pop:` when the visible controller is not above another of a navigation controller.
        case nothingToPop(visible: String)

        public var description: String {
            switch self {
            case let .simulation(error): error.description
            case let .environment(error): error.description
            case let .unknownSegue(segue): "unknown segue '\(segue)'"
            case let .segueNotFromVisibleController(segue, sources, visible):
                "segue '\(segue)' starts at \(sources.joined(separator: ", ")), but the visible controller is \(visible)"
            case let .unknownAnchor(anchor, controller): "\(controller) has no anchor '\(anchor)'"
            case let .manualSegueTriggered(segue):
                "segue '\(segue)' is a manual segue (no control starts it): use 'perform', as code calls performSegue(withIdentifier:sender:)"
            case .nothingToDismiss: "nothing is presented to dismiss"
            case let .tooManyPresentations(limit):
                "more than \(limit) presentations are stacked; dismiss or unwind some first"
            case let .unknownController(controller): "unknown controller '\(controller)'"
            case let .nothingToPop(visible):
                "\(visible) is not above another controller of a navigation controller: nothing to pop"
            }
        }
    }

    /// Where an input error belongs in a scenario: its step, and the key path inside the step (or inside the
    /// scenario, for its setup).
    public struct Place: Hashable, Sendable, CustomStringConvertible {
        /// The step (0-based), or `nil` for the scenario's setup.
        public var stepIndex: Int?
        /// The keys from the step (or the scenario) down to the value: `["perform"]`, `["sender"]`,
        /// `["storyboard", "initial"]`.
        public var keyPath: [String]

        public init(stepIndex: Int?, keyPath: [String]) {
            self.stepIndex = stepIndex
            self.keyPath = keyPath
        }

        /// A key of step `index`.
        public static func step(_ index: Int, key: String) -> Place {
            Place(stepIndex: index, keyPath: [key])
        }

        /// A key path of the scenario's setup.
        public static func setup(_ keyPath: String...) -> Place {
            Place(stepIndex: nil, keyPath: keyPath)
        }

        /// `steps[2].perform` or `storyboard.initial`.
        public var description: String {
            let keys = keyPath.joined(separator: ".")
            return stepIndex.map { "steps[\($0)]" + (keys.isEmpty ? "" : "." + keys) } ?? keys
        }
    }

    /// What is wrong.
    public var reason: Reason
    /// Where it belongs.
    public var place: Place
    /// A did-you-mean suggestion.
    public var suggestion: String?

    public init(_ reason: Reason, at place: Place, suggestion: String? = nil) {
        self.reason = reason
        self.place = place
        self.suggestion = suggestion
    }

    /// The step, or `nil` for the scenario's initial setup.
    public var stepIndex: Int? { place.stepIndex }
    /// The key path inside the step or the scenario, dotted: `perform`, `storyboard.initial`.
    public var field: String { place.keyPath.joined(separator: ".") }
    /// What is wrong, in words.
    public var message: String { reason.description }

    /// `steps[2].perform` or `device`.
    public var path: String { place.description }

    /// `message at path`, with the did-you-mean when there is one: `unknown segue 'VetDetial' at
    /// steps[1].perform (did you mean 'VetDetail'?)`.
    public var description: String {
        "\(message) at \(path)" + (suggestion.map { " (did you mean '\($0)'?)" } ?? "")
    }
}

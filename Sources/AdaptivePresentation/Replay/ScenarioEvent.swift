/// One event of a scenario step (see the "Scenario and storyboard files" article).
public enum ScenarioEvent: Hashable, Sendable, CustomStringConvertible {
    /// How a resize names the new window.
    public enum Resize: Hashable, Sendable {
        case layout(MultitaskingLayout)
        case window(Size)
    }

    /// `performSegue(withIdentifier:sender:)` from the visible controller; `shouldPerformSegue` is not asked.
    case perform(segue: String, sender: String?)
    /// The user activates the segue's control: `shouldPerformSegue` is asked first.
    case trigger(segue: String, sender: String?)
    /// Split View, Slide Over or free-form window change.
    case resize(Resize)
    /// Rotation.
    case rotate(Orientation)
    /// Dismisses the top presentation.
    indirect case dismiss(DismissalKind, DismissOptions = DismissOptions())
    /// `present(_:animated:completion:)` from the visible controller (see the "Scenario and storyboard files" article).
    indirect case present(PresentRequest)
    /// The virtual clock moves on (see the "Scenario and storyboard files" article).
    case advance(VirtualTime)
    /// The user goes back in the visible navigation controller: its back button or its edge swipe (R128).
    indirect case pop(PopRequest)
    /// Unwind from the visible controller to the nearest controller declaring the action.
    case unwind(action: String)
    /// The user drags the top sheet to a detent (R52); below the smallest is `dismiss: swipe`.
    case drag(detent: String)
    /// Code sets the top sheet's `selectedDetentIdentifier` (no delegate call, R52).
    case selectDetent(String)
    /// `show(_:)` on a column of the column-style split view on screen (R69).
    case showColumn(SplitColumn)
    /// `hide(_:)` on a column of the column-style split view on screen (R69).
    case hideColumn(SplitColumn)

    /// `perform: VetDetail`, `resize: {width: 700, height: 1024}`.
    public var description: String {
        switch self {
        case let .perform(segue, sender): "perform: \(segue)" + (sender.map { " (sender: \($0))" } ?? "")
        case let .trigger(segue, sender): "trigger: \(segue)" + (sender.map { " (sender: \($0))" } ?? "")
        case let .resize(.layout(layout)): "resize: \(layout)"
        case let .resize(.window(size)):
            "resize: {width: \(Size.format(size.width)), height: \(Size.format(size.height))}"
        case let .rotate(orientation): "rotate: \(orientation)"
        case let .dismiss(kind, _): "dismiss: \(kind.rawValue)"
        case let .present(request): "present: \(request.controller)"
        case let .advance(time): "advance: \(time)"
        case let .pop(request): "pop: \(request.gesture.rawValue)"
        case let .unwind(action): "unwind: \(action)"
        case let .drag(detent): "drag: \(detent)"
        case let .selectDetent(detent): "selectDetent: \(detent)"
        case let .showColumn(column): "showColumn: \(column.rawValue)"
        case let .hideColumn(column): "hideColumn: \(column.rawValue)"
        }
    }
}

extension ScenarioEvent {
    /// The scenario-file key of the event (`perform`, `resize`, …).
    public var key: String {
        switch self {
        case .perform: "perform"
        case .trigger: "trigger"
        case .resize: "resize"
        case .rotate: "rotate"
        case .dismiss: "dismiss"
        case .present: "present"
        case .advance: "advance"
        case .pop: "pop"
        case .unwind: "unwind"
        case .drag: "drag"
        case .selectDetent: "selectDetent"
        case .showColumn: "showColumn"
        case .hideColumn: "hideColumn"
        }
    }
}

extension ScenarioEvent.Resize {
    /// Whether the window is a named layout (not a free-form size).
    public var isLayout: Bool {
        if case .layout = self { return true }
        return false
    }
}

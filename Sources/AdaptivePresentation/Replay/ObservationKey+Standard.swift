/// The keys of the "Scenario and storyboard files" article, each declared once.
extension ObservationKey {
    /// The controller at the top of the modal stack, after substitution; `none` when nothing is presented.
    public static let presented = ObservationKey("presented", reportPosition: 2) {
        $0.presented.map(TraceValue.string) ?? .null
    }

    /// The style UIKit reports for the top presentation; `none` when nothing is presented (a step report
    /// shows `null` then).
    public static let style = ObservationKey(
        "style", reportPosition: 3, reported: { $0.style.map { .string($0.rawValue) } ?? .null }
    ) { .string(($0.style ?? PresentationStyle.none).rawValue) }

    /// The top presentation's appearance; `none` when nothing is presented.
    public static let appearance = ObservationKey("appearance", reportPosition: 4) {
        $0.appearance.map { .string($0.rawValue) } ?? .null
    }

    /// Whether the delegate substituted the presented controller.
    public static let substituted = ObservationKey("substituted", reportPosition: 5) { .bool($0.substituted) }

    /// The exact ordered calls the step caused, as tokens.
    public static let calls = ObservationKey("calls", reportPosition: 8) { .strings($0.calls) }

    /// The size classes of the window: `{horizontal, vertical}`.
    public static let traits = ObservationKey("traits", comparison: .partialMapping, reportPosition: 0) {
        .traits($0.traits)
    }

    /// The window's size: `{width, height}`.
    public static let window = ObservationKey("window", comparison: .partialMapping, reportPosition: 1) {
        .size($0.window)
    }

    /// The top presented view's frame: `{x, y, width, height}`; `none` when nothing is presented.
    public static let frame = ObservationKey("frame", comparison: .partialMapping, reportPosition: 10) {
        $0.frame.map(TraceValue.rect) ?? .null
    }

    /// Presented controller ids, bottom to top.
    public static let stack = ObservationKey("stack", reportPosition: 6) { .strings($0.stack) }

    /// The controller the user sees.
    public static let visible = ObservationKey("visible", reportPosition: 7) { .string($0.visible) }

    /// Segue ids alive now; their order does not matter.
    public static let retainedSegues = ObservationKey("retainedSegues", comparison: .unordered, reportPosition: 9) {
        .strings($0.retainedSegues)
    }

    /// The exception the step raised; `none` when it raised none.
    public static let error = ObservationKey("error", reportPosition: 1000) {
        $0.error.map { .string($0.name) } ?? .null
    }

    /// The detent the top sheet rests at (`medium`, `large`, a custom id); `none` when the top presentation
    /// is no sheet with detents.
    public static let detent = ObservationKey("detent", reportPosition: 11) {
        $0.detent.map(TraceValue.string) ?? .null
    }

    /// Whether the top sheet dims and blocks what is under it (R53); `none` when there is no sheet with detents.
    public static let dimmed = ObservationKey("dimmed", reportPosition: 12) { $0.dimmed.map(TraceValue.bool) ?? .null }

    /// The `isCollapsed` of the split view controller on screen; `none` when there is none.
    public static let collapsed = ObservationKey("collapsed", reportPosition: 13) {
        $0.collapsed.map(TraceValue.bool) ?? .null
    }

    /// The display mode of the split view controller on screen (R65); `none` when there is none.
    public static let displayMode = ObservationKey("displayMode", reportPosition: 14) {
        $0.displayMode.map { .string($0.rawValue) } ?? .null
    }

    /// Every standard key, in the order the "Scenario and storyboard files" article and diagnostics list them.
    public static let all: [ObservationKey] =
        [
            presented, style, appearance, substituted, calls, traits, window, frame, stack, visible, retainedSegues,
            error,
            detent, dimmed, collapsed, displayMode,
        ] + transitionKeys

    /// The standard key named `name`, if any.
    public static func standard(named name: String) -> ObservationKey? {
        all.first { $0.name == name }
    }
}

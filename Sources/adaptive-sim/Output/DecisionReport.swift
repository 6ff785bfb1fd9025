import AdaptivePresentation

/// Renders one decision for `adaptive-sim decide`, as text or as the JSON of FORMATS.md §4.
struct DecisionReport {
    let environment: Environment
    let era: Era
    let decision: PresentationDecision

    /// The presented view's frame in the window (`PresentedFrame`), with the era's default content size and,
    /// for a popover, no known anchor frame (it is centred).
    var frame: Rect {
        PresentedFrame(era: era, environment: environment).frame(
            appearance: decision.appearance, style: decision.style, preferredContentSize: Size(width: 0, height: 0))
    }

    /// `{"device","orientation","layout","window","traits","ios","era","requested","style","appearance",
    /// "adapted","substituted","showsAsPopover","calls","rules","frame"}`.
    var json: JSONValue {
        .object([
            ("device", .string(environment.device.id)),
            ("orientation", .string(environment.orientation.rawValue)),
            ("layout", environment.layout.map { .string($0.rawValue) } ?? .null),
            ("window", .size(environment.window)),
            ("traits", .traits(environment.traits)),
            ("ios", .number(Double(era.iOS))),
            ("era", .string(era.kind.rawValue)),
            ("requested", .string(decision.requested.rawValue)),
            ("style", .string(decision.style.rawValue)),
            ("appearance", .string(decision.appearance.rawValue)),
            ("adapted", .bool(decision.adapted)),
            ("substituted", .bool(decision.substituted)),
            ("showsAsPopover", .bool(decision.showsAsPopover)),
            ("calls", .array(decision.calls.map { .string($0.token) })),
            ("rules", .array(decision.rules.map { .object([("id", .string($0.id)), ("reason", .string($0.reason))]) })),
            ("frame", .rect(frame)),
        ])
    }

    /// A short readable report.
    func text(console: Console) -> String {
        var lines = [
            console.styled("\(environment.device.id) \(environment.orientation) \(environment.layoutName) \(environment.window) \(environment.traits), \(era)", .bold),
            "requested:   \(decision.requested)",
            "style:       \(decision.style)" + (decision.adapted ? " (adapted)" : ""),
            "appearance:  \(decision.appearance)",
            "substituted: \(decision.substituted ? "yes" : "no")",
            "frame:       \(TraceValue.rect(frame))" + (decision.appearance == .popover ? " (default content size, centred without an anchor frame)" : ""),
        ]
        if decision.showsAsPopover { lines.append("anchor:      required (a missing anchor raises NSGenericException, R27)") }
        lines.append("calls:" + (decision.calls.isEmpty ? " none" : ""))
        lines += decision.calls.map { "  \($0.token)" }
        lines.append("rules:")
        lines += decision.rules.map { "  \($0.id.padding(toLength: 4, withPad: " ", startingAt: 0)) \($0.reason)" }
        return lines.joined(separator: "\n") + "\n"
    }
}

import AdaptivePresentation

/// Renders one decision for `adaptive-sim decide`, as text or as the JSON of the "Scenario and storyboard files" article, "JSON shapes".
struct DecisionReport {
    let environment: Environment
    let era: Era
    let decision: PresentationDecision
    /// With `--detents`: where the sheet rests (`nil` when the presentation is no sheet with detents).
    var sheet: SheetLayout?
    /// Whether `--detents` was given (then `sheet` is reported, as `null` when there is none).
    var detentsGiven = false

    /// The presented view's frame in the window (`PresentedFrame`), with the era's default content size and,
    /// for a popover, no known anchor frame (it is centred).
    var frame: Rect {
        PresentedFrame(era: era, environment: environment).frame(
            appearance: decision.appearance, style: decision.style, preferredContentSize: Size(width: 0, height: 0))
    }

    /// `{"device","orientation","layout","window","traits","ios","era","requested","style","appearance",
    /// "adapted","substituted","showsAsPopover","calls","rules","frame"}`.
    var json: JSONValue {
        .object(
            [
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
                (
                    "rules",
                    .array(
                        decision.rules.map {
                            .object([("id", .string($0.id.description)), ("reason", .string($0.reason))])
                        })
                ),
                ("frame", .rect(frame)),
            ] + sheetMembers)
    }

    /// `"sheet":{"placement","detent","dimmed","frame","detents":[{"id","value"}],"rules"}` with `--detents`.
    private var sheetMembers: [(String, JSONValue)] {
        guard detentsGiven else { return [] }
        guard let sheet, let detent = sheet.detent else { return [("sheet", .null)] }
        return [
            (
                "sheet",
                .object([
                    ("placement", .string(sheet.placement.rawValue)),
                    ("detent", .string(UserText.bounded(detent))),
                    ("dimmed", .bool(sheet.dimmed)),
                    ("frame", .rect(sheet.frame)),
                    (
                        "detents",
                        .array(
                            sheet.activeDetents.map {
                                .object([
                                    ("id", .string(UserText.bounded($0.identifier))), ("value", .number($0.value)),
                                ])
                            })
                    ),
                    (
                        "rules",
                        .array(
                            sheet.rules.map {
                                .object([("id", .string($0.id.description)), ("reason", .string($0.reason))])
                            })
                    ),
                ])
            )
        ]
    }

    /// A short readable report.
    func text(console: Console) -> String {
        var lines = [
            console.styled(
                "\(environment.device.id) \(environment.orientation) \(environment.layoutName) \(environment.window) \(environment.traits), \(era)",
                .bold),
            "requested:   \(decision.requested)",
            "style:       \(decision.style)" + (decision.adapted ? " (adapted)" : ""),
            "appearance:  \(decision.appearance)",
            "substituted: \(decision.substituted ? "yes" : "no")",
            "frame:       \(TraceValue.rect(frame))"
                + (decision.appearance == .popover ? " (default content size, centred without an anchor frame)" : ""),
        ]
        if decision.showsAsPopover {
            lines.append("anchor:      required (a missing anchor raises NSGenericException, R27)")
        }
        lines.append("calls:" + (decision.calls.isEmpty ? " none" : ""))
        lines += decision.calls.map { "  \($0.token)" }
        lines.append("rules:")
        lines += decision.rules.map(Self.ruleLine)
        if detentsGiven {
            if let sheet, let detent = sheet.detent {
                lines.append(
                    "sheet:       \(sheet.placement.rawValue), at \(UserText.bounded(detent))\(sheet.dimmed ? ", dimmed" : ", undimmed"), frame \(sheet.frame)"
                )
                lines.append(
                    "detents:     "
                        + sheet.activeDetents.map { "\(UserText.bounded($0.identifier)) \(Size.format($0.value))" }
                        .joined(separator: ", "))
                lines += sheet.rules.map(Self.ruleLine)
            } else if sheet != nil {
                lines.append(
                    "sheet:       no active detent (UIKit asserts \"At least one detent must be active.\", R51)")
            } else {
                lines.append(
                    "sheet:       none (no sheet with detents here: before iOS 15, or not a page or form sheet)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `  R52  the sheet rests at …`: a rule and why it applied, its sentence's names (detent identifiers
    /// from the command line among them) escaped as ``/AdaptivePresentation/UserText`` escapes them.
    private static func ruleLine(_ rule: RuleApplication) -> String {
        "  \(rule.id.description.padding(toLength: 4, withPad: " ", startingAt: 0)) \(UserText.escaped(rule.reason))"
    }
}

/// Expectations of the standard keys (``ObservationKey/all``) from typed values, for Swift tests:
/// `expectStep(window, [.presented("VetViewController"), .style(.popover)])`.
extension StepExpectation {
    /// The controller at the top of the modal stack, after substitution; `nil` for `none`.
    public static func presented(_ id: String?) -> StepExpectation {
        StepExpectation(.presented, expected: id.map(TraceValue.string) ?? .null)
    }

    /// The style UIKit reports for the top presentation; `.none` when nothing is presented.
    public static func style(_ style: PresentationStyle) -> StepExpectation {
        StepExpectation(.style, expected: .string(style.rawValue))
    }

    /// The top presentation's appearance; `nil` for `none`.
    public static func appearance(_ appearance: PresentationAppearance?) -> StepExpectation {
        StepExpectation(.appearance, expected: appearance.map { .string($0.rawValue) } ?? .null)
    }

    /// Whether the delegate substituted the presented controller.
    public static func substituted(_ value: Bool) -> StepExpectation {
        StepExpectation(.substituted, expected: .bool(value))
    }

    /// The exact ordered calls this step caused, as tokens.
    public static func calls(_ calls: [String]) -> StepExpectation {
        StepExpectation(.calls, expected: .strings(calls))
    }

    /// The window's size classes.
    public static func traits(horizontal: SizeClass, vertical: SizeClass) -> StepExpectation {
        StepExpectation(
            .traits, expected: .traits(TraitCollection(horizontalSizeClass: horizontal, verticalSizeClass: vertical)))
    }

    /// The window's size.
    public static func window(_ size: Size) -> StepExpectation { StepExpectation(.window, expected: .size(size)) }

    /// The top presented view's frame.
    public static func frame(_ rect: Rect) -> StepExpectation { StepExpectation(.frame, expected: .rect(rect)) }

    /// Presented controller ids, bottom to top.
    public static func stack(_ ids: [String]) -> StepExpectation { StepExpectation(.stack, expected: .strings(ids)) }

    /// The controller the user sees.
    public static func visible(_ id: String) -> StepExpectation { StepExpectation(.visible, expected: .string(id)) }

    /// Segue ids alive now (order does not matter).
    public static func retainedSegues(_ ids: [String]) -> StepExpectation {
        StepExpectation(.retainedSegues, expected: .strings(ids))
    }

    /// The exception raised by this step (`nil`: none).
    public static func error(_ name: String?) -> StepExpectation {
        StepExpectation(.error, expected: name.map(TraceValue.string) ?? .null)
    }

    /// The detent the top sheet rests at (`medium`, `large`, a custom id); `nil`: no sheet with detents.
    public static func detent(_ id: String?) -> StepExpectation {
        StepExpectation(.detent, expected: id.map(TraceValue.string) ?? .null)
    }

    /// Whether the top sheet dims and blocks what is under it (R53).
    public static func dimmed(_ value: Bool) -> StepExpectation { StepExpectation(.dimmed, expected: .bool(value)) }

    /// The `isCollapsed` of the split view controller on screen.
    public static func collapsed(_ value: Bool) -> StepExpectation {
        StepExpectation(.collapsed, expected: .bool(value))
    }

    /// The display mode of the split view controller on screen (R65).
    public static func displayMode(_ mode: SplitDisplayMode?) -> StepExpectation {
        StepExpectation(.displayMode, expected: mode.map { .string($0.rawValue) } ?? .null)
    }
}

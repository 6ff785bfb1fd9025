/// A run of a scenario that does not apply to its device, and why: the scenario is for another idiom
/// (`idiom: pad` on an iPhone), or its layout, a resize or a rotation asks for a window the device does not
/// have (Split View on an iPhone), where the scenario's own device has it.
///
/// A run of `replay --devices …` on a device that cannot take the scenario is skipped rather than failed:
/// ``ScenarioApplicability`` decides it before the step, without replaying. The scenario's own device is
/// never skipped: what it cannot take is an input error of the file (``ScenarioInputError``).
public struct ScenarioSkip: Hashable, Sendable, CustomStringConvertible {
    /// The device and iOS version the run was for, and the scenario's starting orientation.
    public var setting: ScenarioRun.Setting
    /// The step the device cannot take, or `nil` for the scenario as a whole (its `idiom`, `layout` or
    /// `window`).
    public var stepIndex: Int?
    /// The key the device cannot take: `idiom`, `layout` or `window` of the scenario, or the step's event key
    /// (`resize`, `rotate`).
    public var field: String
    /// What the device lacks: `iPhone 12 has no Split View layout 'oneHalf'`.
    public var reason: String

    public init(setting: ScenarioRun.Setting, stepIndex: Int?, field: String, reason: String) {
        self.setting = setting
        self.stepIndex = stepIndex
        self.field = field
        self.reason = reason
    }

    /// The reason with where it comes from: `iPhone 12 has no Split View layout 'oneHalf' (step 3, 'resize')`,
    /// `iPhone 12 has no Slide Over (the scenario's 'layout')`; the idiom's reason alone, as it names its key:
    /// `the scenario is for iPad (idiom: pad)`.
    public var description: String {
        if let stepIndex { return "\(reason) (step \(stepIndex), '\(field)')" }
        if field == "idiom" { return reason }
        return "\(reason) (the scenario's '\(field)')"
    }
}

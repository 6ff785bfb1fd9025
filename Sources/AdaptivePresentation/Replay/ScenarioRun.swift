/// The outcome of replaying one scenario.
public struct ScenarioRun: Hashable, Sendable {
    public var title: String
    /// The steps replayed (all of them unless an input error stopped the replay).
    public var steps: [StepResult]
    /// The input error that stopped the replay, if any.
    public var inputError: ScenarioInputError?
    /// What the replay noted, once each: segue classes the scenario does not describe, which behave as
    /// `UIStoryboardSegue`; popover anchors outside the window; interactions not used.
    public var notes: [ReplayNote]
    /// The device, starting orientation and iOS version the scenario ran with, when known.
    public var setting: Setting?

    /// What a scenario runs on, as its header names it.
    public struct Setting: Hashable, Sendable {
        /// The device's catalog id and display name.
        public var device: String
        public var deviceName: String
        /// The orientation the scenario starts in.
        public var orientation: Orientation
        /// The iOS version whose behaviour was replayed.
        public var iOS: Int

        public init(device: String, deviceName: String, orientation: Orientation, iOS: Int) {
            self.device = device
            self.deviceName = deviceName
            self.orientation = orientation
            self.iOS = iOS
        }
    }

    public init(
        title: String, steps: [StepResult], inputError: ScenarioInputError?, notes: [ReplayNote] = [],
        setting: Setting? = nil
    ) {
        self.notes = notes
        self.setting = setting
        self.title = title
        self.steps = steps
        self.inputError = inputError
    }

    /// Whether the scenario ran to the end and every expectation held.
    public var passed: Bool { inputError == nil && steps.allSatisfy(\.passed) }

    /// The failed expectations with their steps.
    public var failures: [(step: StepResult, expectation: ExpectationResult)] {
        steps.flatMap { step in step.expectations.filter { !$0.passed }.map { (step, $0) } }
    }
}

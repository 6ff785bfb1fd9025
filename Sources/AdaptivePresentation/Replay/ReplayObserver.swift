/// Hears about a replay as it goes: the command line's reports, the testing library and `replay --record`
/// all follow a replay through one of these, whatever the size of the file the steps come from.
public protocol ReplayObserver: AnyObject {
    /// The scenario is set up; its steps follow, one ``didReplay(_:)`` each, in order.
    ///
    /// - Parameters:
    ///   - title: the scenario's title.
    ///   - setting: where the scenario runs: its device, starting orientation and iOS version.
    func willReplay(title: String, setting: ScenarioRun.Setting)
    /// A step was replayed.
    func didReplay(_ step: StepResult)
}

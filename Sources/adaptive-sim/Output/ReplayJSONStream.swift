import AdaptivePresentation
import AdaptivePresentationSpec

/// `replay --format json` written as the scenarios replay, each step as it replays, so that memory does not
/// grow with the number of steps: a scenario's object opens with its file and setting, its steps follow, and
/// its verdict (`passed`, `error`, `notes`) closes it (see ``ReplayJSON`` for the shape). The summary comes
/// last, once every scenario has replayed.
final class ReplayJSONStream: ReplayProgress {
    /// Written out once this many bytes wait.
    private static let flushSize = 1 << 16

    private let console: Console
    private var bytes: [UInt8] = []
    /// Whether `{"scenarios":[` is written.
    private var opened = false
    /// Whether a scenario was written, so the next is preceded by a comma.
    private var wroteScenario = false
    /// Whether a scenario's object is open, its steps being written.
    private var scenarioOpen = false
    /// Whether the open scenario has a step, so the next is preceded by a comma.
    private var wroteStep = false
    let keepsEveryStep = false
    /// Every step's JSON lists `views`, `layers` and `presentingViews`.
    let reportsViews = true

    init(console: Console = .standardOutput) {
        self.console = console
    }

    func didWalk(warnings: [Diagnostic]) {}

    func willReplay(file: String, title: String, label: String?, setting: ScenarioRun.Setting) {
        startScenario(
            ReplayJSON.header(
                file: file, title: title, device: setting.device, orientation: setting.orientation, iOS: setting.iOS))
    }

    func didReplay(_ step: StepResult) {
        if wroteStep { append(",") }
        wroteStep = true
        ReplayJSON.writeStep(step, to: &bytes)
        if bytes.count >= Self.flushSize { flush() }
    }

    func didFinish(_ outcome: ReplayOutcome) {
        if !scenarioOpen {
            // Nothing replayed (invalid input, a skipped run): the scenario's object is written whole.
            startScenario(
                ReplayJSON.header(
                    file: outcome.file, title: outcome.title,
                    device: outcome.setting?.device ?? outcome.overrides.device,
                    orientation: outcome.setting?.orientation,
                    iOS: outcome.setting?.iOS ?? outcome.overrides.iOS))
        }
        append("]")
        for (key, value) in ReplayJSON.verdict(outcome) {
            append(",\(JSONValue.string(key).serialized):\(value.serialized)")
        }
        append("}")
        scenarioOpen = false
        flush()
    }

    /// Closes the report with its summary.
    func finish(_ report: ReplayReport) {
        openIfNeeded()
        append("],\"summary\":\(ReplayJSON.summary(report).serialized)}\n")
        flush()
    }

    private func openIfNeeded() {
        guard !opened else { return }
        opened = true
        append("{\"scenarios\":[")
    }

    private func startScenario(_ members: [(String, JSONValue)]) {
        openIfNeeded()
        if wroteScenario { append(",") }
        wroteScenario = true
        append("{")
        append(members.map { "\(JSONValue.string($0.0).serialized):\($0.1.serialized)" }.joined(separator: ","))
        append(",\"steps\":[")
        scenarioOpen = true
        wroteStep = false
    }

    private func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    private func flush() {
        guard !bytes.isEmpty else { return }
        console.write(bytes)
        bytes.removeAll(keepingCapacity: true)
    }
}

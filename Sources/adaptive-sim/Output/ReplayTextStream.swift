import AdaptivePresentation
import AdaptivePresentationSpec

/// `replay --format text` written as the scenarios replay, their steps as they replay, so that neither the
/// output nor memory waits for the whole run, whatever the size of a file.
///
/// A scenario starts with a `▸` line, its steps follow in blocks of ``blockSize`` (columns aligned within a
/// block), and a line with its ✓/✗ and the number of steps closes it: the verdict comes after the steps. A
/// scenario that cannot be set up has its ✗ line alone.
///
/// ```
/// ▸ Resize 50000 times  long.yaml
///   [0] resize: oneThird   presented: none  ✓
///   …
/// ✓ Resize 50000 times  long.yaml  (50000 steps)
/// ```
final class ReplayTextStream: ReplayProgress {
    /// How many streamed steps are aligned and written together.
    static let blockSize = 1_000

    private let console: Console
    /// The steps waiting to be aligned and written.
    private var block: ReplayStepBlock
    /// The bytes of the last block written, kept for the next one's.
    private var bytes: [UInt8] = []
    let keepsEveryStep = false
    /// The text report shows transitions and hazards, not views.
    let reportsViews = false

    init(console: Console = .standardOutput) {
        self.console = console
        block = ReplayStepBlock(console: console)
    }

    func didWalk(warnings: [Diagnostic]) {
        DiagnosticPrinter.write(warnings)
    }

    func willReplay(file: String, title: String, label: String?, setting: ScenarioRun.Setting) {
        let shownLabel = label.map { " " + UserText.bounded($0) } ?? ""
        console.write(
            "▸ \(UserText.bounded(title))\(shownLabel)  \(UserText.bounded(file, limit: UserText.pathLimit))\n")
    }

    func didReplay(_ step: StepResult) {
        block.append(step)
        if block.count >= Self.blockSize { flush() }
    }

    func didFinish(_ outcome: ReplayOutcome) {
        DiagnosticPrinter.write(outcome.diagnostics)
        flush()
        console.write(ReplayText.verdict(outcome, console: console))
    }

    /// Writes the steps waiting, aligned together.
    private func flush() {
        guard !block.isEmpty else { return }
        bytes.removeAll(keepingCapacity: true)
        block.write(to: &bytes)
        console.write(bytes)
        block.removeAll()
    }
}

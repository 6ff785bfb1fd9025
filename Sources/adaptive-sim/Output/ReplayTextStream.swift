import AdaptivePresentation
import AdaptivePresentationSpec

/// `replay --format text` written as the scenarios replay: each file's lines once it is done, and a long
/// scenario's steps as they stream, so that neither the output nor memory waits for the whole run.
///
/// A scenario held whole is written as ``ReplayText`` writes it. A streamed one starts with a `▸` line, its
/// steps follow in blocks of ``blockSize`` (columns aligned within a block), and a line with its ✓/✗ and the
/// number of steps closes it:
///
/// ```
/// ▸ Resize 50000 times  long.yaml
///   [0] resize: oneThird   presented: none  ✓
///   …
/// ✓ Resize 50000 times  long.yaml  (50000 steps, replayed as they were read)
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

    init(console: Console = .standardOutput) {
        self.console = console
        block = ReplayStepBlock(console: console)
    }

    func didWalk(warnings: [Diagnostic]) {
        DiagnosticPrinter.write(warnings)
    }

    func willStream(file: String, title: String, label: String?) {
        let shownLabel = label.map { " " + UserText.bounded($0) } ?? ""
        console.write("▸ \(UserText.bounded(title))\(shownLabel)  \(UserText.bounded(file, limit: UserText.pathLimit))\n")
    }

    func didReplay(_ step: StepResult) {
        block.append(step)
        if block.count >= Self.blockSize { flush() }
    }

    func didFinish(_ outcome: ReplayOutcome) {
        DiagnosticPrinter.write(outcome.diagnostics)
        guard let count = outcome.streamedSteps else {
            console.write(ReplayText.scenario(outcome, console: console))
            return
        }
        flush()
        guard let run = outcome.run, !outcome.isInvalid else {
            console.write(ReplayText.scenario(outcome, console: console))
            return
        }
        let mark = outcome.passed ? console.styled("✓", .green) : console.styled("✗", .red)
        var lines = ReplayText.noteLines(run, console: console)
        lines.append("\(mark) \(UserText.bounded(run.title))\(ReplayText.label(outcome))  "
            + "\(UserText.bounded(outcome.file, limit: UserText.pathLimit))  (\(count) steps, replayed as they were read)")
        console.write(ReplayText.text(lines))
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

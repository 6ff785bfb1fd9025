import Foundation

/// Runs a ``StreamedStepHandOff`` on a thread of its own, fed batches of decoded steps by the reader's
/// thread, so that composing and decoding the YAML of the steps to come overlaps what their consumer does
/// with the steps read (a replay and its report).
///
/// The hand-off, and everything it reaches (the consumer, its observer), belongs to the pipeline's thread
/// from ``start()`` until ``finish()`` returns, and to the caller again after: the reader touches none of it
/// meanwhile (the decoder stays the reader's), and hands over each batch for good. Steps are handed on in the
/// order they were read; at most ``maximumQueued`` batches wait, so memory stays bounded however fast the
/// reader is.
final class StepPipeline: @unchecked Sendable {
    /// How many steps go to the hand-off at once.
    static let batchSize = 256
    /// How many batches may wait for the hand-off.
    static let maximumQueued = 4

    private let handOff: StreamedStepHandOff
    private let condition = NSCondition()
    /// Guarded by `condition`.
    private var queued: [StreamedStepHandOff.Batch] = []
    /// Guarded by `condition`: batches handed on and emptied, whose buffers the reader fills again (memory
    /// freed and taken anew for every batch would be faulted in again, page by page).
    private var spare: [StreamedStepHandOff.Batch] = []
    /// Guarded by `condition`: no more batches will come.
    private var isClosed = false
    /// Guarded by `condition`: the thread has handed on every batch and stopped.
    private var isDone = false

    init(handOff: StreamedStepHandOff) {
        self.handOff = handOff
    }

    /// Starts the hand-off's thread.
    func start() {
        let thread = Thread { [self] in run() }
        thread.name = "adaptive-sim steps"
        thread.start()
    }

    /// An empty batch to fill: one the hand-off is done with, when there is one.
    func emptyBatch() -> StreamedStepHandOff.Batch {
        condition.lock()
        defer { condition.unlock() }
        return spare.popLast() ?? StreamedStepHandOff.Batch()
    }

    /// Queues a batch, waiting while the hand-off is behind.
    func send(_ batch: StreamedStepHandOff.Batch) {
        condition.lock()
        while queued.count >= Self.maximumQueued { condition.wait() }
        queued.append(batch)
        condition.broadcast()
        condition.unlock()
    }

    /// Waits until every batch sent has been handed on, and returns the hand-off to the caller's thread.
    func finish() -> StreamedStepHandOff {
        condition.lock()
        isClosed = true
        condition.broadcast()
        while !isDone { condition.wait() }
        condition.unlock()
        return handOff
    }

    private func run() {
        while true {
            condition.lock()
            while queued.isEmpty, !isClosed { condition.wait() }
            guard !queued.isEmpty else {
                isDone = true
                condition.broadcast()
                condition.unlock()
                return
            }
            var batch = queued.removeFirst()
            condition.broadcast()
            condition.unlock()
            handOff.handOn(batch)
            batch.steps.removeAll(keepingCapacity: true)
            condition.lock()
            spare.append(batch)
            condition.unlock()
        }
    }
}

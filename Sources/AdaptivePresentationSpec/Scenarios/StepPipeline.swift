import Foundation

/// Runs a ``StreamedStepDecoder`` on a thread of its own, fed batches of steps by the reader's thread, so
/// that composing the YAML of the steps to come overlaps decoding the steps read and what their consumer
/// does with them (a replay and its report).
///
/// The step decoder, and everything it reaches (the decoder, the consumer), belongs to the
/// pipeline's thread from ``start()`` until ``finish()`` returns, and to the caller again after: the reader
/// touches none of it meanwhile, and hands over each batch's document for good. Steps are handed on in the
/// order they were read; at most ``maximumQueued`` batches wait, so memory stays bounded however fast the
/// reader is.
final class StepPipeline: @unchecked Sendable {
    /// How many steps go to the step decoder at once.
    static let batchSize = 256
    /// How many batches may wait for the step decoder.
    static let maximumQueued = 4

    private let stepDecoder: StreamedStepDecoder
    private let condition = NSCondition()
    /// Guarded by `condition`.
    private var queued: [StreamedStepDecoder.Batch] = []
    /// Guarded by `condition`: batches handed on and emptied, whose buffers the reader fills again (memory
    /// freed and taken anew for every batch would be faulted in again, page by page).
    private var spare: [StreamedStepDecoder.Batch] = []
    /// Guarded by `condition`: no more batches will come.
    private var isClosed = false
    /// Guarded by `condition`: the thread has handed on every batch and stopped.
    private var isDone = false

    init(stepDecoder: StreamedStepDecoder) {
        self.stepDecoder = stepDecoder
    }

    /// Starts the step decoder's thread.
    func start() {
        let thread = Thread { [self] in run() }
        thread.name = "adaptive-sim steps"
        thread.start()
    }

    /// An empty batch to fill: one the step decoder is done with, when there is one.
    func emptyBatch() -> StreamedStepDecoder.Batch {
        condition.lock()
        defer { condition.unlock() }
        return spare.popLast() ?? StreamedStepDecoder.Batch(decoder: stepDecoder.decoder)
    }

    /// Queues a batch, waiting while the step decoder is behind.
    func send(_ batch: StreamedStepDecoder.Batch) {
        condition.lock()
        while queued.count >= Self.maximumQueued { condition.wait() }
        queued.append(batch)
        condition.broadcast()
        condition.unlock()
    }

    /// Waits until every batch sent has been decoded and handed on, and returns the step decoder to the caller's thread.
    func finish() -> StreamedStepDecoder {
        condition.lock()
        isClosed = true
        condition.broadcast()
        while !isDone { condition.wait() }
        condition.unlock()
        return stepDecoder
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
            stepDecoder.decode(batch)
            batch.document.removeAll()
            batch.steps.removeAll(keepingCapacity: true)
            condition.lock()
            spare.append(batch)
            condition.unlock()
        }
    }
}

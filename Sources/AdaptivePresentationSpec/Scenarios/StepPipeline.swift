import Foundation

/// Runs a ``StreamedStepReplayer`` on a thread of its own, fed batches of steps by the reader's thread, so
/// that composing the YAML of the steps to come overlaps decoding, replaying and reporting the steps read.
///
/// The replayer, and everything it reaches (the decoder, the simulation, the observer), belongs to the
/// pipeline's thread from ``start()`` until ``finish()`` returns, and to the caller again after: the reader
/// touches none of it meanwhile, and hands over each batch's document for good. Steps are replayed in the
/// order they were read; at most ``maximumQueued`` batches wait, so memory stays bounded however fast the
/// reader is.
final class StepPipeline: @unchecked Sendable {
    /// How many steps go to the replayer at once.
    static let batchSize = 256
    /// How many batches may wait for the replayer.
    static let maximumQueued = 4

    private let replayer: StreamedStepReplayer
    private let condition = NSCondition()
    /// Guarded by `condition`.
    private var queued: [StreamedStepReplayer.Batch] = []
    /// Guarded by `condition`: batches replayed and emptied, whose buffers the reader fills again (memory
    /// freed and taken anew for every batch would be faulted in again, page by page).
    private var spare: [StreamedStepReplayer.Batch] = []
    /// Guarded by `condition`: no more batches will come.
    private var isClosed = false
    /// Guarded by `condition`: the thread has replayed every batch and stopped.
    private var isDone = false

    init(replayer: StreamedStepReplayer) {
        self.replayer = replayer
    }

    /// Starts the replayer's thread.
    func start() {
        let thread = Thread { [self] in run() }
        thread.name = "adaptive-sim replay"
        thread.start()
    }

    /// An empty batch to fill: one the replayer is done with, when there is one.
    func emptyBatch() -> StreamedStepReplayer.Batch {
        condition.lock()
        defer { condition.unlock() }
        return spare.popLast() ?? StreamedStepReplayer.Batch(decoder: replayer.decoder)
    }

    /// Queues a batch, waiting while the replayer is behind.
    func send(_ batch: StreamedStepReplayer.Batch) {
        condition.lock()
        while queued.count >= Self.maximumQueued { condition.wait() }
        queued.append(batch)
        condition.broadcast()
        condition.unlock()
    }

    /// Waits until every batch sent has been replayed, and returns the replayer to the caller's thread.
    func finish() -> StreamedStepReplayer {
        condition.lock()
        isClosed = true
        condition.broadcast()
        while !isDone { condition.wait() }
        condition.unlock()
        return replayer
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
            replayer.replay(batch)
            batch.document.removeAll()
            batch.steps.removeAll(keepingCapacity: true)
            condition.lock()
            spare.append(batch)
            condition.unlock()
        }
    }
}

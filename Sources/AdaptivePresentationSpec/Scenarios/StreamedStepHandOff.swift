import AdaptivePresentation

/// Hands the decoded steps of a streamed scenario, in order, to the scenario's consumer: the second half of
/// ``ScenarioStepStreamer``, which runs on a thread of its own (see ``StepPipeline``) while the reader
/// composes and decodes the steps that follow.
///
/// It touches no node and no decoder: each step comes decoded, with where its keys are, so that an input
/// error the consumer throws is kept with its place and reported by the reader's thread once the reader has
/// stopped (see ``ScenarioStepStreamer/readerDidStop()``). The hand-over stops at that step.
final class StreamedStepHandOff {
    /// Where a value is in the file (line and column), kept with a decoded step so that an input error can be
    /// located after the step's nodes are let go; its key, `nil` for the step's element.
    struct Place {
        var key: String?
        var line: Int
        var column: Int
    }

    /// A decoded step, its index and where its element and the values of its keys are.
    struct Step {
        var index: Int
        var step: ScenarioStep
        /// The element first, then the value of each key.
        var places: [Place]
    }

    /// Steps read together.
    struct Batch {
        var steps: [Step] = []
    }

    /// `nil` once the hand-over has stopped (or when it could not start).
    private(set) var consumer: (any ScenarioStepConsumer)?
    /// The input error that stopped the hand-over, and where it belongs.
    private(set) var inputError: (error: ScenarioInputError, index: Int, place: Place)?

    init(consumer: (any ScenarioStepConsumer)?) {
        self.consumer = consumer
    }

    /// Hands on the steps of `batch`, while nothing has gone wrong.
    func handOn(_ batch: Batch) {
        for step in batch.steps {
            guard let consumer else { return }
            do {
                try consumer.take(step.step, index: step.index)
            } catch {
                let place = step.places.first { $0.key == error.field } ?? step.places[0]
                inputError = (error, step.index, place)
                self.consumer = nil
            }
        }
    }
}

/// Feedback for a change of selection, as UIKit's `UISelectionFeedbackGenerator`.
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// A selection feedback generator.
    public override init() {
        super.init()
    }

    /// Gives selection feedback.
    open func selectionChanged() {
        occurrences += 1
    }
}

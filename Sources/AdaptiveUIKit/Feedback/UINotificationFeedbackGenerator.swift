/// Feedback for a task's outcome, as UIKit's `UINotificationFeedbackGenerator`.
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The outcome, as UIKit's `UINotificationFeedbackGenerator.FeedbackType`.
    public enum FeedbackType: Int, Sendable, Hashable {
        /// The task succeeded.
        case success
        /// The task produced a warning.
        case warning
        /// The task failed.
        case error
    }

    /// Simulation only: the outcomes notified, oldest first.
    public private(set) var notifications: [FeedbackType] = []

    /// A notification feedback generator.
    public override init() {
        super.init()
    }

    /// Gives feedback for `notificationType`.
    open func notificationOccurred(_ notificationType: FeedbackType) {
        notifications.append(notificationType)
        occurrences += 1
    }
}

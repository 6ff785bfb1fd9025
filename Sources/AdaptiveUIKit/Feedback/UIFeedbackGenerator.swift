/// Haptic feedback, as UIKit's `UIFeedbackGenerator` (an interactive dismissal taps as it passes its
/// threshold). Nothing vibrates: a test reads how many times feedback occurred (``occurrences``).
@preconcurrency @MainActor
open class UIFeedbackGenerator: NSObject {
    /// Simulation only: how many times the generator gave feedback.
    public internal(set) var occurrences = 0
    /// Simulation only: how many times ``prepare()`` was called.
    public private(set) var preparations = 0

    public override init() {}

    /// Readies the Taptic Engine (counted in ``preparations``).
    open func prepare() {
        preparations += 1
    }
}

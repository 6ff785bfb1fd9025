import AdaptivePresentation

/// The simulation's segue behind an AdaptiveUIKit segue: the simulation performs it, and it runs the app's
/// `perform()` override, whose `super.perform()` comes back here for the kind's transition.
final class HostedSegue: StoryboardSegue {
    /// The app's segue. Strong: the simulation's presentation retains this object (from iOS 9), and with it
    /// the app's segue, which may be the presentation's delegate (R37).
    var owner: UIStoryboardSegue?
    /// What the transition threw while the app's `perform()` ran (UIKit's `perform()` does not throw).
    private var transitionError: SimulationError?

    required init(
        identifier: String, source: ViewController, destination: ViewController, kind: SegueKind,
        anchor: String? = nil, presentation: PresentationStyle? = nil
    ) {
        super.init(
            identifier: identifier, source: source, destination: destination, kind: kind, anchor: anchor,
            presentation: presentation)
    }

    override func perform() throws(SimulationError) {
        guard let owner else {
            try super.perform()
            return
        }
        transitionError = nil
        performedTransition = false
        MainActorBridge.run { owner.perform() }
        if let error = transitionError {
            transitionError = nil
            throw error
        }
        noteTransitionNotPerformed()
    }

    /// Whether the app's `perform()` called `super.perform()` this time.
    private var performedTransition = false

    /// F14: a Show, Show Detail, Present Modally or Popover segue whose `perform()` neither called
    /// `super.perform()` nor showed the destination itself: `prepare(for:sender:)` ran, and nothing appears.
    private func noteTransitionNotPerformed() {
        guard !performedTransition, kind != .custom, kind != .unwind, let window = source.window,
            destination.presentingViewController == nil, destination.parent == nil
        else { return }
        window.record(
            TransitionFailureRules.segueSkipsSuperPerform(segue: identifier, destination: destination.identifier))
    }

    /// The kind's transition, for `UIStoryboardSegue.perform()`. A `custom` segue has none: UIKit's base
    /// `perform()` does nothing for it (its subclass presents), as for an undescribed custom class in a replay.
    func performTransition() {
        guard kind != .custom else { return }
        performedTransition = true
        do {
            try super.perform()
        } catch {
            transitionError = error
        }
    }
}

import AdaptivePresentation

/// A simulation controller that belongs to an AdaptiveUIKit view controller: the simulation calls it, and it
/// forwards to the app's overrides (`prepare(for:sender:)`, `shouldPerformSegue`, unwind actions).
///
/// The simulation controller keeps its view controller alive, and the view controller its simulation
/// controller: the pair lives as long as either is referenced (view controllers are not deallocated in the
/// simulation; segues, which the retention rules are about, are).
protocol HostedModel: ViewController {
    var owner: UIViewController? { get set }
    func modelShouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool
    func modelCanPerformUnwindSegueAction(_ action: String, from source: ViewController, sender: Any?) -> Bool
}

extension HostedModel {
    func forwardShouldPerformSegue(_ identifier: String, sender: Any?, fallback: () -> Bool) -> Bool {
        guard let owner else { return fallback() }
        nonisolated(unsafe) let sender = sender
        return MainActorBridge.run { owner.shouldPerformSegue(withIdentifier: identifier, sender: sender) }
    }

    func forwardPrepare(for segue: StoryboardSegue, sender: Any?) {
        guard let owner else { return }
        nonisolated(unsafe) let segue = segue
        nonisolated(unsafe) let sender = sender
        MainActorBridge.run { owner.prepare(for: UIStoryboardSegue.wrapping(segue), sender: sender) }
    }

    func forwardCanPerformUnwind(_ action: String, from source: ViewController, sender: Any?, fallback: () -> Bool) -> Bool {
        guard let owner else { return fallback() }
        nonisolated(unsafe) let source = source
        nonisolated(unsafe) let sender = sender
        return MainActorBridge.run {
            owner.canPerformUnwindSegueAction(Selector(action), from: UIViewController.wrapping(source), sender: sender)
        }
    }

    func forwardUnwindAction(_ action: String, from source: ViewController) {
        guard let owner else { return }
        nonisolated(unsafe) let source = source
        MainActorBridge.run { owner.performRegisteredUnwindAction(action, from: UIViewController.wrapping(source)) }
    }

    func forwardLoadViewIfNeeded() {
        guard let owner else { return }
        MainActorBridge.run { owner.loadViewIfNeeded() }
    }
}

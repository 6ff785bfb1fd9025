import AdaptivePresentation

/// An AdaptiveUIKit view controller as the ``ViewControllerHost`` of its simulation controller: the
/// simulation asks it, and it forwards to the app's overrides (`shouldPerformSegue`, `prepare(for:sender:)`,
/// `canPerformUnwindSegueAction`, unwind actions, `loadViewIfNeeded`) on the main actor.
///
/// The simulation controller keeps its view controller alive through its host, and the view controller its
/// simulation controller: the pair lives as long as either is referenced (view controllers are not
/// deallocated in the simulation; segues, which the retention rules are about, are).
final class ModelHost: ViewControllerHost {
    let owner: UIViewController

    init(owner: UIViewController) {
        self.owner = owner
    }

    func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        nonisolated(unsafe) let sender = sender
        let owner = owner
        return MainActorBridge.run { owner.shouldPerformSegue(withIdentifier: identifier, sender: sender) }
    }

    func prepare(for segue: StoryboardSegue, sender: Any?) {
        nonisolated(unsafe) let segue = segue
        nonisolated(unsafe) let sender = sender
        let owner = owner
        MainActorBridge.run { owner.prepare(for: UIStoryboardSegue.wrapping(segue), sender: sender) }
    }

    func canPerformUnwindSegueAction(_ action: String, from source: ViewController, sender: Any?) -> Bool {
        nonisolated(unsafe) let source = source
        nonisolated(unsafe) let sender = sender
        let owner = owner
        return MainActorBridge.run {
            owner.canPerformUnwindSegueAction(Selector(action), from: UIViewController.wrapping(source), sender: sender)
        }
    }

    func performUnwindAction(_ action: String, from source: ViewController) {
        nonisolated(unsafe) let source = source
        let owner = owner
        MainActorBridge.run { owner.performRegisteredUnwindAction(action, from: UIViewController.wrapping(source)) }
    }

    func loadViewIfNeeded() {
        let owner = owner
        MainActorBridge.run { owner.loadViewIfNeeded() }
    }

    func rootView() -> SimulatedView? {
        let owner = owner
        return MainActorBridge.run { owner.view.simulatedView }
    }

    func appearanceTransition(_ call: TransitionCall, animated: Bool) {
        let owner = owner
        MainActorBridge.run { owner.sendAppearance(call, animated: animated) }
    }
}

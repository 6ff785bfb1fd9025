/// The appearance callbacks of a transition (R102), recorded and sent to the controllers' hosts.
extension Window {
    /// Records the appearance callbacks `make` gives for `transition` (R102) and sends each to its
    /// controller's host, the app's own `viewWillAppear(_:)` and the rest.
    func sendAppearance(
        of transition: Transition, _ make: (_ presented: String, _ presenter: String) -> [TransitionCall]
    ) {
        let calls = make(transition.presentedController.identifier, transition.presentingController?.identifier ?? "")
        // The same table with markers in place of the names tells whose call each one is, even when two
        // controllers share an identifier.
        let owners = make("\u{1}", "\u{2}")
        for (call, owner) in zip(calls, owners) {
            record(call)
            let controller =
                owner.controllerIdentifier == "\u{1}" ? transition.presentedController : transition.presentingController
            controller?.appearanceWindow = self
            controller?.host?.appearanceTransition(call, animated: transition.summary.animated)
        }
    }

    /// Records `calls` and sends each to `controller`'s host, outside any transition (R125: a presentation
    /// that adapts on screen and changes whether the presenter's views are removed).
    func sendAppearance(_ calls: [TransitionCall], to controller: ViewController, animated: Bool) {
        for call in calls {
            record(call)
            controller.appearanceWindow = self
            controller.host?.appearanceTransition(call, animated: animated)
        }
    }
}

/// What stands behind a simulation controller and answers for it: AdaptiveUIKit's view controller, whose
/// overrides (the app's own code) take the place of the model's defaults.
///
/// A controller with a host asks it, instead of its own defaults, what `shouldPerformSegue` answers, whether
/// it can unwind, and tells it of `prepare(for:sender:)`, unwind actions and view loading. The host reaches
/// the defaults through ``ViewController/storyboardShouldPerformSegue(withIdentifier:)`` and
/// ``ViewController/declaresUnwindAction(_:from:)``. One hook for every kind of controller, containers
/// included, so no subclass per container is needed to forward.
public protocol ViewControllerHost: AnyObject {
    func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool
    func prepare(for segue: StoryboardSegue, sender: Any?)
    func canPerformUnwindSegueAction(_ action: String, from source: ViewController, sender: Any?) -> Bool
    func performUnwindAction(_ action: String, from source: ViewController)
    func loadViewIfNeeded()
    /// The controller's root view as the app made it (AdaptiveUIKit's `UIView`), which the window shows
    /// instead of a view of its own; `nil` for the window's own.
    func rootView() -> SimulatedView?
    /// An appearance callback for this controller (R102): `viewWillAppear(_:)` and the rest.
    func appearanceTransition(_ call: TransitionCall, animated: Bool)
}

extension ViewControllerHost {
    public func rootView() -> SimulatedView? { nil }
    public func appearanceTransition(_ call: TransitionCall, animated: Bool) {}
}

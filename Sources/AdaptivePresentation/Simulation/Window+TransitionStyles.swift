extension Window {
    // MARK: R90, R91

    /// R90, R91 for `controller` about to be presented by `presenter`, asked from `source`, as `decision`
    /// decided: the decider's exception, with the facts it needs read from the window (choices 47–50).
    ///
    /// The presenter is full screen when it is the window's root view controller or the displayed controller
    /// of a presentation whose style in charge is `.fullScreen`. The source is inside a popover, or inside a
    /// curled controller, when the presentation that shows the outermost container of `source` shows as a
    /// popover, or presented its controller with `.partialCurl`.
    func transitionStyleException(
        presenting controller: ViewController, decision: PresentationDecision, presenter: ViewController,
        source: ViewController
    ) -> SimulatedException? {
        let root = source.rootAncestor
        let holding = presentationControllers.last {
            $0.displayedViewController === root || $0.presentedViewController === root
        }
        let presenterIsFullScreen =
            presenter === rootViewController
            || presentationControllers.contains {
                $0.displayedViewController === presenter && $0.decision?.style == .fullScreen
            }
        return decider.transitionStyleException(
            controller.modalTransitionStyle, activeStyle: decision.style, presenterIsFullScreen: presenterIsFullScreen,
            insidePopover: holding?.decision?.showsAsPopover ?? false,
            presentingFromCurl: holding?.presentedViewController.modalTransitionStyle == .partialCurl,
            presented: controller.identifier, presenter: presenter.identifier)
    }
}

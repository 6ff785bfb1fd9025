/// `present:` steps and transitioning delegates set by steps (see the "Scenario and storyboard files" article).
extension Simulation {
    /// Instantiates the request's controller, configures it as the app's code would, and presents it from the
    /// visible controller. A popover without an anchor raises R27's exception in the step.
    func present(_ request: PresentRequest, index: Int) throws(EventFailure) {
        let storyboard = scenario.storyboard
        guard storyboard.controllers[request.controller] != nil else {
            throw .input(
                ScenarioInputError(
                    .unknownController(request.controller), at: .step(index, key: "present"),
                    suggestion: ClosestName.suggestion(
                        for: request.controller, among: storyboard.orderedControllers.map(\.identifier))))
        }
        let source = window.visibleViewController
        let controller = try simulating(index: index, key: "present") { () throws(SimulationError) in
            try storyboard.instantiateViewController(withIdentifier: request.controller)
        }
        if let style = request.style { controller.modalPresentationStyle = style }
        if let transitionStyle = request.transitionStyle { controller.modalTransitionStyle = transitionStyle }
        if let anchor = request.anchor {
            guard source.anchors.contains(anchor) else {
                throw .input(
                    ScenarioInputError(
                        .unknownAnchor(anchor, controller: source.identifier), at: .step(index, key: "anchor"),
                        suggestion: ClosestName.suggestion(for: anchor, among: source.anchors)))
            }
            if let popover = controller.popoverPresentationController {
                popover.sourceView = anchor
                popover.sourceRect = source.anchorFrames[anchor]
                popover.sourcePlacement = source.anchorPlacements[anchor]
            }
        }
        if let delegate = request.delegate {
            // The delegate block behaves as a segue class's: an object the app keeps for the presentation.
            let object = DeclarativeSegue(
                identifier: "", source: source, destination: controller, kind: .custom)
            object.adopt(delegate)
            keptObjects[ObjectIdentifier(controller), default: []].append(object)
            controller.presentationController.delegate = object
        }
        if let declared = request.transitioningDelegate { setTransitioningDelegate(declared, on: controller) }
        // A `present:` step stands for the app's `present(_:animated:completion:)` with a completion block, which
        // its `transitionCalls` list; a segue presents with none.
        try simulating(index: index, key: "present") { () throws(SimulationError) in
            try window.present(controller, from: source, animated: request.animated, completion: {})
        }
    }

    /// Sets a declared transitioning delegate on `controller`: kept alive by the scenario (the app's own
    /// property) unless it says `alive: false`, when nothing keeps it (R80, F10).
    func setTransitioningDelegate(_ declared: DeclarativeTransitioningDelegate, on controller: ViewController) {
        let object = TransitioningDelegateObject(declared, animators: scenario.storyboard.animators)
        if declared.alive { keptObjects[ObjectIdentifier(controller), default: []].append(object) }
        controller.transitioningDelegate = object
    }

    /// Goes back in the visible controller's navigation controller, with the step's delegate set first.
    func pop(_ request: PopRequest, index: Int) throws(EventFailure) {
        let visible = window.visibleViewController
        guard let navigation = visible.navigationController ?? (visible as? NavigationController),
            navigation.viewControllers.count > 1
        else {
            throw .input(ScenarioInputError(.nothingToPop(visible: visible.identifier), at: .step(index, key: "pop")))
        }
        if let declared = request.navigationDelegate {
            let object = NavigationDelegateObject(declared, animators: scenario.storyboard.animators)
            if declared.alive { keptObjects[ObjectIdentifier(navigation), default: []].append(object) }
            navigation.delegate = object
        }
        let gesture =
            request.gesture == .swipe
            ? (request.interaction ?? InteractiveDismissal(progress: [], release: .finish)) : nil
        window.pop(navigation, animated: request.animated, gesture: gesture)
    }
}

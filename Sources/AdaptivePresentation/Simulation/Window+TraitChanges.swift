/// The window's environment changing (R24, R26): Split View resizes, free-form windows and rotations, and
/// what each presentation decides again.
extension Window {
    // MARK: Trait changes (R24, R26)

    /// Moves the window to a new environment (rotation, Split View, Slide Over, free-form resize) and lets
    /// every presentation re-adapt, bottom to top. Throws when a presentation turns back into a popover
    /// without an anchor (R27).
    public func transition(to newEnvironment: consuming Environment) throws(SimulationError) {
        let traits = newEnvironment.traits
        let size = newEnvironment.window
        // Taken, not copied: the environment holds the device profile, whose copy (with the device's names and
        // layouts) is a noticeable part of a resize step.
        environment = consume newEnvironment
        // R70 (order chosen, open question 9): split views collapse or expand first, then the presentations
        // on top re-adapt in the same trait change; a collapse dismisses none of them.
        let splitException = updateSplitViews()
        var raised: SimulatedException?
        // Made only when a presentation is there to receive it: most steps of a long resize test have none.
        lazy var coordinator = TransitionCoordinator(traitCollection: traits, size: size)
        for presentation in presentationControllers {
            guard let current = presentation.decision else { continue }
            presentation.traitCollection = traits
            let adapter = DelegateAdapter(controller: presentation, coordinator: coordinator)
            let decision =
                presentation.presentedViewController.isActionSheet && era.anchorsActionSheets
                ? decider.traitChange(ofActionSheet: current, to: traits)
                : decider.traitChange(
                    of: current, to: traits,
                    delegate: presentation.delegate == nil && presentation.script == nil ? nil : adapter)
            calls.append(contentsOf: decision.calls)
            switch decision.change {
            case .adapted, .readapted:
                uninstallSubstitute(of: presentation)
                presentation.adaptivePresentationController =
                    adapter.adaptedController
                    ?? PresentationController(
                        presentedViewController: presentation.presentedViewController, style: decision.adaptiveStyle)
                if decision.substituted, let substitute = adapter.substitute { install(substitute, for: presentation) }
            case .reverted:
                uninstallSubstitute(of: presentation)
                presentation.adaptivePresentationController = nil
                if raised == nil {
                    raised = decider.anchorException(
                        for: decision, hasAnchor: (presentation as? PopoverPresentationController)?.hasAnchor ?? false,
                        presented: presentation.presentedViewController.identifier)
                }
            case .presented, .unchanged, .notReconsidered:
                break
            }
            presentation.decision = decision
        }
        // Every presentation has its new decision and frame before the exception is reported, so a replay
        // that goes on after it sees a consistent window.
        for presentation in presentationControllers { updateFrame(of: presentation) }
        setNeedsLayout()
        // R125: a presentation whose new controller removes the presenter's views where the old one kept them
        // (or the other way round) sends the presenter its appearance calls now, in this trait change.
        if presentationControllers.contains(where: changesPresentersViewRemoval) { layoutIfNeeded() }
        if let raised = raised ?? splitException { throw .exception(raised) }
    }

    /// Resizes the window to a multitasking layout in the current orientation (Split View, Slide Over).
    public func resize(to layout: MultitaskingLayout) throws(SimulationError) {
        let environment: Environment
        do {
            environment = try DeviceCatalog.environment(
                device: self.environment.device, orientation: self.environment.orientation, layout: layout)
        } catch {
            throw .environment(error)
        }
        try transition(to: environment)
    }

    /// Resizes the window freely (Stage Manager), with the size classes `rule` gives that size; the rule is
    /// kept for later rotations.
    public func resize(to size: Size, rule: FreeformWindowRule) throws(SimulationError) {
        freeformWindowRule = rule
        try transition(to: freeformEnvironment(size, orientation: environment.orientation))
    }

    /// Rotates the device, keeping the multitasking layout; a free-form window turns with the device.
    public func rotate(to orientation: Orientation) throws(SimulationError) {
        try transition(to: environment(rotatedTo: orientation))
    }

    /// The environment a rotation to `orientation` leads to, without rotating: the same multitasking layout,
    /// or the free-form window turned with the device.
    public func environment(rotatedTo orientation: Orientation) throws(SimulationError) -> Environment {
        guard let layout = environment.layout else {
            let window = environment.window.rotated(from: environment.orientation, to: orientation)
            return try freeformEnvironment(window, orientation: orientation)
        }
        do {
            return try DeviceCatalog.environment(device: environment.device, orientation: orientation, layout: layout)
        } catch {
            throw .environment(error)
        }
    }

    private func freeformEnvironment(_ size: Size, orientation: Orientation) throws(SimulationError) -> Environment {
        let device = environment.device
        let rules = freeformWindowRule.map { [device.idiom: $0] } ?? [:]
        do {
            return try DeviceCatalog(devices: [device], freeformWindowRules: rules)
                .environment(device: device, orientation: orientation, window: size)
        } catch {
            throw .environment(error)
        }
    }

    /// Whether the presentation's current decision removes the presenter's views where its views on screen
    /// do not, or the other way round (R125).
    private func changesPresentersViewRemoval(_ presentation: PresentationController) -> Bool {
        guard let views = presentation.transitionViews, let appearance = presentation.decision?.appearance else {
            return false
        }
        return views.removesPresentersView
            != decider.removesPresentersView(appearance, custom: presentation.customPresentation?.removesPresentersView)
    }
}

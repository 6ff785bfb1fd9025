/// A window on a simulated device: the root view controller, the modal presentations on top of it, and
/// the environment they adapt to.
///
/// Present, perform segues, resize, rotate, dismiss and unwind in it; every delegate, segue and view
/// controller call UIKit would make is recorded in order (``takeCalls()``). Presentation decisions come
/// from ``PresentationDecider``; the window applies them to its object graph (substitutes, retained segues,
/// frames).
public final class Window {
    /// The current device, orientation, window size and traits.
    public private(set) var environment: Environment
    /// The iOS version and behaviour era.
    public let era: Era
    /// The root view controller.
    public let rootViewController: ViewController
    /// The modal presentations, bottom to top.
    public private(set) var presentationControllers: [PresentationController] = []
    /// How a free-form window of this device gets its size classes, for resizing and rotating it.
    public var freeformWindowRule: FreeformWindowRule?

    /// The calls made since ``takeCalls()`` last took them, in order.
    var calls: [DelegateCall] = []
    private var seguePerforming: StoryboardSegue?
    private var segues: [WeakSegue] = []
    /// The clock, the views and the transitions (R80–R111).
    let transitionState: WindowTransitions
    /// Whether each call that starts a transition (present, dismiss, unwind, a segue) runs the clock until it
    /// ends before returning, so that code calling the window sees UIKit's state after the animation. A
    /// scenario replay turns it off: its steps move the clock themselves (`at:`, `advance:`, settling).
    public var settlesAfterEachCall = true

    public init(environment: Environment, era: Era = .newest, rootViewController: ViewController) {
        self.environment = environment
        self.era = era
        self.rootViewController = rootViewController
        transitionState = WindowTransitions(
            window: Rect(x: 0, y: 0, width: environment.window.width, height: environment.window.height))
        rootViewController.windowIfRoot = self
        // R61: split views are born expanded and collapse on entering a compact window, at launch too.
        updateSplitViews()
        installRootView()
    }

    /// Ends the presentations still on screen, as dismissing them would, without a delegate call.
    ///
    /// While it is on screen, a presented controller and its presentation controller hold each other (the
    /// controller caches it, R4; it keeps the controller), and a retained segue holds both ends (R37): UIKit
    /// breaks these references when the presentation ends. A window that goes away ends them all, so that a
    /// replay leaves nothing alive whatever state it stopped in.
    deinit {
        remove(from: 0)
    }

    /// Where every rule is decided: the window applies its decisions.
    var decider: PresentationDecider { PresentationDecider(era: era) }

    // MARK: Calls

    /// The calls recorded since the last call of this method, in order; clears them.
    public func takeCalls() -> [DelegateCall] {
        // Most steps of a long replay cause no call: nothing to hand over or clear.
        guard !calls.isEmpty else { return [] }
        defer { calls.removeAll() }
        return calls
    }

    func record(_ call: DelegateCall) { calls.append(call) }

    // MARK: State

    /// The top presentation, if any.
    public var topPresentation: PresentationController? { presentationControllers.last }

    /// The controller the user sees: through the top presentation (or the root), navigation, tab and split
    /// containers.
    public var visibleViewController: ViewController {
        (topPresentation?.displayedViewController ?? rootViewController).visibleContent
    }

    /// Every controller on screen in the top hierarchy: containers on the visible path and what they show
    /// (both columns of an expanded split view).
    public var onScreenViewControllers: [ViewController] {
        var result: [ViewController] = []
        func collect(_ controller: ViewController) {
            result.append(controller)
            switch controller {
            case let navigation as NavigationController:
                if let top = navigation.topViewController { collect(top) }
            case let tab as TabBarController:
                if let selected = tab.selectedViewController { collect(selected) }
            case let split as SplitViewController:
                for column in split.onScreenColumns { collect(column) }
            default:
                break
            }
        }
        collect(topPresentation?.displayedViewController ?? rootViewController)
        return result
    }

    /// The displayed controller of each presentation, bottom to top.
    public var presentedStack: [ViewController] { presentationControllers.map(\.displayedViewController) }

    /// Identifiers of the segues still alive (retained by a presentation, or by anything else), oldest first.
    public var liveSegueIdentifiers: [String] {
        guard !segues.isEmpty else { return [] }
        segues.removeAll { $0.segue == nil }
        return segues.compactMap { $0.segue?.identifier }
    }

    // MARK: Segues (R36, R37)

    /// Performs storyboard segue `identifier` from `source`. A user trigger asks `shouldPerformSegue` first;
    /// a programmatic `performSegue` does not (R36).
    public func performSegue(
        _ identifier: String, from source: ViewController, sender: Any?, userTriggered: Bool
    ) throws(SimulationError) {
        guard let storyboard = source.storyboard, let definition = storyboard.segue(identifier, from: source.identifier)
        else { throw .unknownSegue(identifier, source: source.identifier) }
        if userTriggered {
            record(.shouldPerformSegue)
            guard source.shouldPerformSegue(withIdentifier: identifier, sender: sender) else { return }
        }
        if definition.kind == .unwind, let action = definition.unwindAction {
            // An unwind segue of an Interface Builder file: its destination is searched for at run time (R39).
            try unwind(action, from: source, identifier: identifier, sender: sender)
            return
        }
        let destination = try storyboard.instantiateViewController(withIdentifier: definition.destination)
        let segue = storyboard.makeSegue(definition, source: source, destination: destination)
        segues.append(WeakSegue(segue))
        // A popover segue's anchor is the storyboard's only (R38): UIKit does not fall back to the sender.
        segue.configureDestination()
        record(.prepareForSegue)
        source.prepare(for: segue, sender: sender)
        record(.perform)
        let outer = seguePerforming
        seguePerforming = segue
        defer { seguePerforming = outer }
        try segue.perform()
        // On iOS 8 nothing keeps the segue once this returns (R36); from iOS 9 a presentation made by a Present
        // Modally or Popover segue retains it (R37).
    }

    /// Performs a segue made in code (`StoryboardSegue(identifier:source:destination:kind:)`) as the storyboard
    /// route does: the destination is configured, the source gets `prepare(for:sender:)`, then the segue's
    /// `perform()`, during which a presentation it makes retains it from iOS 9 when its kind is
    /// `.presentModally` or `.popover` (R37, choice 44). Calling `perform()`
    /// directly instead leaves a segue that nothing else keeps to be released, and with it an adaptive
    /// delegate it is.
    public func perform(_ segue: StoryboardSegue, sender: Any? = nil) throws(SimulationError) {
        segues.append(WeakSegue(segue))
        segue.configureDestination()
        record(.prepareForSegue)
        segue.source.prepare(for: segue, sender: sender)
        record(.perform)
        let outer = seguePerforming
        seguePerforming = segue
        defer { seguePerforming = outer }
        try segue.perform()
    }

    // MARK: Presenting (R15, R17, R25, R27)

    /// Presents `controller` from `source`, as `present(_:animated:completion:)`: the presentation is
    /// accepted at once (R104) and its transition plays on the clock (R81); see ``settlesAfterEachCall``.
    /// While another transition runs, the request is dropped, as UIKit drops it (F11).
    public func present(
        _ controller: ViewController, from source: ViewController, animated: Bool = true,
        completion: (() -> Void)? = nil
    ) throws(SimulationError) {
        if let running = transitionState.running {
            record(
                TransitionHazard(
                    .F11,
                    detail:
                        "\(controller.identifier) is presented while the \(running.kind == .present ? "presentation" : "dismissal") of \(running.presentedController.identifier) is in progress: UIKit logs \"Attempt to present \(controller.identifier) on \(source.rootAncestor.identifier) while a presentation is in progress\" and drops it"
                ))
            return
        }
        let presentation = controller.presentationController
        let presenter = presentingController(for: presentation.presentationStyle, from: source)
        if let already = presenter.presentedViewController {
            throw .alreadyPresenting(presenter: presenter.identifier, presented: already.identifier)
        }
        // The presented view loads before the presentation is laid out (a preferredContentSize set in
        // viewDidLoad sizes the popover or sheet).
        controller.loadViewIfNeeded()
        if controller.visibleContent !== controller { controller.visibleContent.loadViewIfNeeded() }
        presentation.traitCollection = environment.traits
        describeCustomPresentation(presentation, source: source)
        let adapter = DelegateAdapter(controller: presentation, coordinator: nil)
        let decision = decider.present(
            style: presentation.presentationStyle, in: environment.traits,
            delegate: presentation.delegate == nil ? nil : adapter)
        calls.append(contentsOf: decision.calls)
        if let exception = decider.anchorException(
            for: decision, hasAnchor: (presentation as? PopoverPresentationController)?.hasAnchor ?? false,
            presented: controller.identifier)
        {
            controller.presentationDidEnd()
            throw .exception(exception)
        }
        // R90, R91: the transition style's restrictions (Window+TransitionStyles.swift).
        if let exception = transitionStyleException(
            presenting: controller, decision: decision, presenter: presenter, source: source)
        {
            controller.presentationDidEnd()
            // F12 is R90's exception; R91's (a transition style inside a popover) is not a curl.
            if exception
                != .transitionStyleInPopover(controller.modalTransitionStyle, presented: controller.identifier)
            {
                record(TransitionHazard(.F12, detail: exception.reason))
            }
            throw .exception(exception)
        }
        presentation.presentingViewController = presenter
        presenter.presentedViewController = controller
        controller.presentingViewController = presenter
        presentation.decision = decision
        if decision.adapted {
            presentation.adaptivePresentationController =
                adapter.adaptedController
                ?? PresentationController(presentedViewController: controller, style: decision.adaptiveStyle)
        }
        if decision.substituted, let substitute = adapter.substitute { install(substitute, for: presentation) }
        if let segue = seguePerforming, decider.retainsSegue(of: segue.kind) {
            presentation.retainedSegue = segue
        }
        presentationControllers.append(presentation)
        updateFrame(of: presentation)
        if let exception = decider.detentException(for: presentation.sheetLayout, presented: controller.identifier) {
            remove(from: presentationControllers.count - 1)
            throw .exception(exception)
        }
        beginPresentation(presentation, source: source, animated: animated, completion: completion)
        if settlesAfterEachCall { settle() }
    }

    /// The controller that presents (R15, R17): the one defining the presentation context for the context
    /// styles (else the root), the root of the source's hierarchy for the others.
    private func presentingController(for style: PresentationStyle, from source: ViewController) -> ViewController {
        guard decider.presentsInContext(style) else { return source.rootAncestor }
        var current: ViewController? = source
        while let candidate = current {
            if candidate.definesPresentationContext { return candidate }
            current = candidate.parent ?? candidate.presentingViewController
        }
        return rootViewController
    }

    private func install(_ substitute: ViewController, for presentation: PresentationController) {
        presentation.substitute = substitute
        substitute.presentingViewController = presentation.presentingViewController
    }

    private func uninstallSubstitute(of presentation: PresentationController) {
        guard let substitute = presentation.substitute else { return }
        if presentation.presentedViewController.parent != nil, substitute.contains(presentation.presentedViewController)
        {
            presentation.presentedViewController.removeFromParent()
        }
        substitute.presentingViewController = nil
        presentation.substitute = nil
    }

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
            let decision = decider.traitChange(
                of: current, to: traits, delegate: presentation.delegate == nil ? nil : adapter)
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

    // MARK: Dismissal (R34)

    /// What a dismissal did.
    public enum DismissalOutcome: String, Hashable, Sendable {
        /// The presentation is gone.
        case dismissed
        /// `isModalInPresentation` or the delegate's `false` kept it.
        case refused
        /// The gesture does not apply to this presentation (a swipe on a full-screen one, a tap outside
        /// something that is not a popover), or nothing is presented.
        case notApplicable
    }

    /// Dismisses the top presentation. User-initiated dismissals run the dismissal delegate calls and honour
    /// `isModalInPresentation` (iOS 13+); a programmatic one does neither (R34).
    @discardableResult
    public func dismissTop(
        _ kind: DismissalKind, animated: Bool = true, interaction: InteractiveDismissal? = nil
    ) -> DismissalOutcome {
        guard let presentation = topPresentation else { return .notApplicable }
        // Held for the whole dismissal: the presentation's retained segue may be its delegate, and the removal
        // releases the segue before DidDismiss is sent.
        let delegate = presentation.delegate
        let plan = decider.dismissal(
            kind, of: presentation.decision,
            isModalInPresentation: isModalInPresentation(presentation.displayedViewController))
        let settlesSheet: Bool
        switch plan {
        case .notApplicable:
            return .notApplicable
        case .dismiss:
            beginDismissal(at: presentationControllers.count - 1, animated: animated, interaction: interaction)
            if settlesAfterEachCall { settle() }
            return .dismissed
        case .refuse:
            return .refused
        case let .refuseAndNotify(settles):
            settlesSheet = settles
        case let .askDelegate(settlesIfRefused):
            var allowed = true
            if let delegate {
                let answer = presentation.callDelegate { delegate.presentationControllerShouldDismiss(presentation) }
                if answer.implemented {
                    record(.presentationControllerShouldDismiss)
                    allowed = answer.value
                }
            }
            if allowed {
                send(.presentationControllerWillDismiss, to: presentation, delegate) {
                    $0.presentationControllerWillDismiss(presentation)
                }
                beginDismissal(at: presentationControllers.count - 1, animated: animated, interaction: interaction) {
                    [unowned self] completed in
                    guard completed else { return }
                    send(.presentationControllerDidDismiss, to: presentation, delegate) {
                        $0.presentationControllerDidDismiss(presentation)
                    }
                }
                if settlesAfterEachCall { settle() }
                return .dismissed
            }
            settlesSheet = settlesIfRefused
        }
        send(.presentationControllerDidAttemptToDismiss, to: presentation, delegate) {
            $0.presentationControllerDidAttemptToDismiss(presentation)
        }
        if settlesSheet { settleRefusedSwipe(of: presentation) }
        return .refused
    }

    /// Sends a dismissal delegate method to `presentation`'s delegate, recording `call` when it is implemented.
    private func send(
        _ call: DelegateCall, to presentation: PresentationController,
        _ delegate: (any AdaptivePresentationControllerDelegate)?,
        _ body: (any AdaptivePresentationControllerDelegate) -> Void
    ) {
        guard let delegate else { return }
        if presentation.callDelegate({ body(delegate) }).implemented { record(call) }
    }

    /// `dismiss(animated:)` sent to `controller`: dismisses what it presents, or, if it presents nothing,
    /// the presentation it is part of, with everything above.
    public func dismissProgrammatically(
        from controller: ViewController, animated: Bool = true, completion: (() -> Void)? = nil
    ) {
        let root = controller.rootAncestor
        let presenting = presentationControllers.firstIndex { presentation in
            guard let presenter = presentation.presentingViewController else { return false }
            return presenter === root || presenter.contains(controller)
        }
        if let index = presenting
            ?? presentationControllers.firstIndex(where: { $0.displayedViewController.contains(controller) })
        {
            beginDismissal(at: index, animated: animated, completion: completion)
            if settlesAfterEachCall { settle() }
        }
    }

    private func isModalInPresentation(_ controller: ViewController) -> Bool {
        if controller.isModalInPresentation { return true }
        return controller.children.contains { isModalInPresentation($0) }
    }

    /// Removes the presentation at `index` and every one above it, releasing their retained segues.
    func remove(from index: Int) {
        guard presentationControllers.indices.contains(index) else { return }
        for presentation in presentationControllers[index...].reversed() {
            removeViews(of: presentation)
            uninstallSubstitute(of: presentation)
            if let presenter = presentation.presentingViewController,
                presenter.presentedViewController === presentation.presentedViewController
            {
                presenter.presentedViewController = nil
            }
            presentation.presentedViewController.presentingViewController = nil
            presentation.retainedSegue = nil
            presentation.customAdaptation = nil
            presentation.adaptivePresentationController = nil
            presentation.presentedViewController.presentationDidEnd()
        }
        presentationControllers.removeSubrange(index...)
    }

    // MARK: Unwinding (R39)

    /// Unwinds from `source` to the nearest controller that declares `action`: `prepare(for:sender:)` on the
    /// source, the action on the destination, then the segue dismisses and pops what is in between.
    /// The segue is named `identifier` (by default the action) and `sender` is passed to `prepare`.
    @discardableResult
    public func unwind(
        _ action: String, from source: ViewController, identifier: String? = nil, sender: Any? = nil
    ) throws(SimulationError) -> ViewController {
        guard let destination = UnwindSearch(action: action, source: source).destination() else {
            throw .noUnwindDestination(action, source: source.identifier)
        }
        let segue = StoryboardSegue(
            identifier: identifier ?? action, source: source, destination: destination, kind: .unwind)
        record(.prepareForSegue)
        source.prepare(for: segue, sender: sender)
        record(.unwind(action))
        destination.performUnwindAction(action, from: source)
        record(.perform)
        try segue.perform()
        return destination
    }

    /// The unwind segue's transition: dismiss the presentations above the destination's, pop navigation
    /// stacks to it and select its tab.
    func unwindTransition(from source: ViewController, to destination: ViewController) {
        let owner = presentationControllers.lastIndex { $0.displayedViewController.contains(destination) }
        let firstAbove = (owner ?? -1) + 1
        if firstAbove < presentationControllers.count {
            beginDismissal(at: firstAbove, animated: true)
            if settlesAfterEachCall { settle() }
        }
        var child = destination
        while let parent = child.parent {
            if let navigation = parent as? NavigationController { navigation.popToViewController(child) }
            if let tab = parent as? TabBarController { tab.select(containing: child) }
            child = parent
        }
    }

    // MARK: Frames

    /// Lays `presentation` out for the window as it is now: its popover anchor, its frame, and where its sheet
    /// rests (R51–R60).
    func updateFrame(of presentation: PresentationController) {
        guard let decision = presentation.decision else { return }
        if let popover = presentation as? PopoverPresentationController, let placement = popover.sourcePlacement {
            // The anchor follows the window (Split View, rotation): its frame is worked out for this window.
            popover.sourceRect = placement.frame(in: environment.window, device: environment.device)
        }
        let anchor = (presentation as? PopoverPresentationController)?.sourceRect
        var context: Rect?
        if decision.style.isCurrentContext, let presenter = presentation.presentingViewController {
            context = frameInWindow(of: presenter)
        }
        presentation.frameOfPresentedView = PresentedFrame(era: era, environment: environment).frame(
            appearance: decision.appearance, style: decision.style,
            preferredContentSize: presentation.presentedViewController.preferredContentSize,
            anchorFrame: anchor, contextFrame: context)
        let sheet = presentation.sheetConfigurable.flatMap { configurable in
            presentation is PopoverPresentationController && !decider.popoverUsesAdaptiveSheet(decision)
                ? nil : configurable.configuration
        }
        presentation.sheetLayout = sheet.flatMap { sheet in
            decider.sheetLayout(
                sheet, style: decision.style, appearance: decision.appearance, environment: environment,
                preferredContentSize: presentation.presentedViewController.preferredContentSize)
        }
        if let layout = presentation.sheetLayout, layout.detent != nil {
            presentation.frameOfPresentedView = layout.frame
        }
        if decision.appearance == .custom, let custom = presentation.customPresentation {
            // R122, R123: frameOfPresentedViewInContainerView, laid out again from the container's bounds.
            let bounds = Rect(x: 0, y: 0, width: environment.window.width, height: environment.window.height)
            presentation.frameOfPresentedView = custom.frame?.frame(in: bounds) ?? bounds
        }
    }

    /// The frame of a controller's view in the window. Views of navigation and tab children extend under
    /// the bars, so they have their container's frame; an expanded split view's primary column has the
    /// width of R66 (320 pt, or 375 pt on screens longer than 1210 pt, unless preferred narrower), side by side.
    public func frameInWindow(of controller: ViewController) -> Rect {
        if let parent = controller.parent {
            let frame = frameInWindow(of: parent)
            if let split = parent as? SplitViewController, !split.isCollapsed {
                let primaryWidth = decider.splitPrimaryColumnWidth(
                    window: frame.size, screen: environment.device.screen,
                    preferredWidth: split.configuration.preferredPrimaryColumnWidth,
                    preferredFraction: split.configuration.preferredPrimaryColumnWidthFraction)
                if controller === split.primary {
                    return Rect(x: frame.x, y: frame.y, width: primaryWidth, height: frame.height)
                }
                return Rect(
                    x: frame.x + primaryWidth, y: frame.y, width: frame.width - primaryWidth, height: frame.height)
            }
            return frame
        }
        if let presentation = presentationControllers.last(where: { $0.displayedViewController === controller }) {
            return presentation.frameOfPresentedView
        }
        return Rect(size: environment.window)
    }
}

/// A weak reference to a segue, to report which segues are alive without keeping them alive.
private struct WeakSegue {
    weak var segue: StoryboardSegue?

    init(_ segue: StoryboardSegue) { self.segue = segue }
}

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

    private var calls: [DelegateCall] = []
    private var seguePerforming: StoryboardSegue?
    private var segues: [WeakSegue] = []

    public init(environment: Environment, era: Era = .newest, rootViewController: ViewController) {
        self.environment = environment
        self.era = era
        self.rootViewController = rootViewController
        rootViewController.windowIfRoot = self
        // R61: split views are born expanded and collapse on entering a compact window, at launch too.
        updateSplitViews()
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

    private var decider: PresentationDecider { PresentationDecider(era: era) }

    // MARK: Calls

    /// The calls recorded since the last call of this method, in order; clears them.
    public func takeCalls() -> [DelegateCall] {
        // Most steps of a long replay cause no call: nothing to hand over or clear.
        guard !calls.isEmpty else { return [] }
        defer { calls.removeAll() }
        return calls
    }

    private func record(_ call: DelegateCall) { calls.append(call) }

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

    /// Presents `controller` from `source`.
    public func present(_ controller: ViewController, from source: ViewController) throws(SimulationError) {
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
        let adapter = DelegateAdapter(controller: presentation, coordinator: nil)
        let decision = decider.present(
            style: presentation.presentationStyle, in: environment.traits,
            delegate: presentation.delegate == nil ? nil : adapter)
        calls.append(contentsOf: decision.calls)
        if decision.showsAsPopover, !((presentation as? PopoverPresentationController)?.hasAnchor ?? false) {
            controller.presentationDidEnd()
            throw .exception(.popoverWithoutAnchor(controller.identifier))
        }
        presentation.presentingViewController = presenter
        presenter.presentedViewController = controller
        controller.presentingViewController = presenter
        presentation.decision = decision
        if decision.adapted {
            presentation.adaptivePresentationController = adapter.adaptedController
                ?? PresentationController(presentedViewController: controller, style: decision.adaptiveStyle)
        }
        if decision.substituted, let substitute = adapter.substitute { install(substitute, for: presentation) }
        // R37: only the Present Modally and Popover segue templates (and subclasses, calling super.perform())
        // make the presented controller retain their segue; a Show segue that presents and a custom segue do not.
        if let segue = seguePerforming, era.retainsPresentingSegue, segue.kind == .presentModally || segue.kind == .popover {
            presentation.retainedSegue = segue
        }
        presentationControllers.append(presentation)
        updateFrame(of: presentation)
        if let layout = presentation.sheetLayout, layout.detent == nil {
            remove(from: presentationControllers.count - 1)
            throw .exception(.noActiveDetent(controller.identifier))
        }
    }

    /// R15, R17: the controller that presents: the one defining the presentation context for the context
    /// styles (else the root), the top of the source's hierarchy for the others.
    private func presentingController(for style: PresentationStyle, from source: ViewController) -> ViewController {
        let resolved = style == .automatic ? era.automaticStyle : style
        guard resolved.isCurrentContext else { return source.rootAncestor }
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
        if presentation.presentedViewController.parent != nil, substitute.contains(presentation.presentedViewController) {
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
                presentation.adaptivePresentationController = adapter.adaptedController
                    ?? PresentationController(
                        presentedViewController: presentation.presentedViewController, style: decision.adaptiveStyle)
                if decision.substituted, let substitute = adapter.substitute { install(substitute, for: presentation) }
            case .reverted:
                uninstallSubstitute(of: presentation)
                presentation.adaptivePresentationController = nil
                if decision.showsAsPopover, raised == nil,
                    !((presentation as? PopoverPresentationController)?.hasAnchor ?? false)
                {
                    raised = .popoverWithoutAnchor(presentation.presentedViewController.identifier)
                }
            case .presented, .unchanged, .notReconsidered:
                break
            }
            presentation.decision = decision
        }
        // Every presentation has its new decision and frame before the exception is reported, so a replay
        // that goes on after it sees a consistent window.
        for presentation in presentationControllers { updateFrame(of: presentation) }
        if let raised = raised ?? splitException { throw .exception(raised) }
    }

    /// Resizes the window to a multitasking layout in the current orientation (Split View, Slide Over).
    public func resize(to layout: MultitaskingLayout) throws(SimulationError) {
        let environment: Environment
        do {
            environment = try DeviceCatalog.environment(device: self.environment.device, orientation: self.environment.orientation, layout: layout)
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
    public func dismissTop(_ kind: DismissalKind) -> DismissalOutcome {
        guard let presentation = topPresentation else { return .notApplicable }
        guard kind.isUserInitiated else {
            remove(from: presentationControllers.count - 1)
            return .dismissed
        }
        guard gestureApplies(kind, to: presentation) else { return .notApplicable }
        let modal = isModalInPresentation(presentation.displayedViewController)
        guard era.hasDismissalDelegate else {
            // Before iOS 13: only a tap outside a popover dismisses, with no dismissal delegate methods;
            // `isModalInPresentation` stands for the older `modalInPopover`.
            if modal { return .refused }
            remove(from: presentationControllers.count - 1)
            return .dismissed
        }
        let delegate = presentation.delegate
        func send(_ call: DelegateCall, _ body: (any AdaptivePresentationControllerDelegate) -> Void) {
            guard let delegate else { return }
            if presentation.callDelegate({ body(delegate) }).implemented { record(call) }
        }
        var allowed = !modal
        if allowed, let delegate {
            let answer = presentation.callDelegate { delegate.presentationControllerShouldDismiss(presentation) }
            if answer.implemented {
                record(.presentationControllerShouldDismiss)
                allowed = answer.value
            }
        }
        guard allowed else {
            send(.presentationControllerDidAttemptToDismiss) { $0.presentationControllerDidAttemptToDismiss(presentation) }
            if kind == .swipe { settleRefusedSwipe(of: presentation) }
            return .refused
        }
        send(.presentationControllerWillDismiss) { $0.presentationControllerWillDismiss(presentation) }
        remove(from: presentationControllers.count - 1)
        send(.presentationControllerDidDismiss) { $0.presentationControllerDidDismiss(presentation) }
        return .dismissed
    }

    /// `dismiss(animated:)` sent to `controller`: dismisses what it presents, or, if it presents nothing,
    /// the presentation it is part of, with everything above.
    public func dismissProgrammatically(from controller: ViewController) {
        let root = controller.rootAncestor
        let presenting = presentationControllers.firstIndex { presentation in
            guard let presenter = presentation.presentingViewController else { return false }
            return presenter === root || presenter.contains(controller)
        }
        if let index = presenting ?? presentationControllers.firstIndex(where: { $0.displayedViewController.contains(controller) }) {
            remove(from: index)
        }
    }

    private func gestureApplies(_ kind: DismissalKind, to presentation: PresentationController) -> Bool {
        guard let decision = presentation.decision else { return false }
        switch kind {
        case .programmatic: return true
        case .tapOutside: return decision.appearance == .popover
        case .swipe: return era.hasDismissalDelegate && decision.style.isSheet
        }
    }

    private func isModalInPresentation(_ controller: ViewController) -> Bool {
        if controller.isModalInPresentation { return true }
        return controller.children.contains { isModalInPresentation($0) }
    }

    /// Removes the presentation at `index` and every one above it, releasing their retained segues.
    private func remove(from index: Int) {
        guard presentationControllers.indices.contains(index) else { return }
        for presentation in presentationControllers[index...].reversed() {
            uninstallSubstitute(of: presentation)
            if let presenter = presentation.presentingViewController,
                presenter.presentedViewController === presentation.presentedViewController
            {
                presenter.presentedViewController = nil
            }
            presentation.presentedViewController.presentingViewController = nil
            presentation.retainedSegue = nil
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
        let segue = StoryboardSegue(identifier: identifier ?? action, source: source, destination: destination, kind: .unwind)
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
        if firstAbove < presentationControllers.count { remove(from: firstAbove) }
        var child = destination
        while let parent = child.parent {
            if let navigation = parent as? NavigationController { navigation.popToViewController(child) }
            if let tab = parent as? TabBarController { tab.select(containing: child) }
            child = parent
        }
    }

    // MARK: Frames

    private func updateFrame(of presentation: PresentationController) {
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
        presentation.sheetLayout = sheetConfiguration(of: presentation).flatMap { sheet in
            decider.sheetLayout(
                sheet, style: decision.style, appearance: decision.appearance, environment: environment,
                preferredContentSize: presentation.presentedViewController.preferredContentSize)
        }
        if let layout = presentation.sheetLayout, layout.detent != nil {
            presentation.frameOfPresentedView = layout.frame
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
                return Rect(x: frame.x + primaryWidth, y: frame.y, width: frame.width - primaryWidth, height: frame.height)
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

// MARK: - Sheets (R50–R60)

extension Window {
    /// The sheet configuration in charge of a presentation: its own sheet presentation controller's, or, while
    /// a popover is adapted to a sheet, its adaptive sheet's (R59).
    func sheetConfiguration(of presentation: PresentationController) -> SheetConfiguration? {
        if let popover = presentation as? PopoverPresentationController, popover.decision?.adaptiveStyle.isSheet != true {
            return nil
        }
        return sheet(of: presentation)?.configuration
    }

    /// Where a presentation keeps its sheet preferences: its own, or a popover's adaptive sheet (R59).
    private func sheet(of presentation: PresentationController) -> (any SheetConfigurable)? {
        if let popover = presentation as? PopoverPresentationController { return popover.adaptiveSheetPresentationController }
        return presentation as? SheetPresentationController
    }

    /// The top presentation when it shows as a sheet with detents.
    private func topSheet() throws(SimulationError) -> (PresentationController, SheetLayout) {
        guard let top = topPresentation else { throw .notASheet(nil) }
        guard let layout = top.sheetLayout, layout.detent != nil else {
            throw .notASheet(top.presentedViewController.identifier)
        }
        return (top, layout)
    }

    /// The user drags the top sheet to an active detent (R52): it settles there, and the sheet's delegate
    /// gets `sheetPresentationControllerDidChangeSelectedDetentIdentifier` once if the detent changed. A
    /// drag below the smallest detent is a swipe dismissal (``dismissTop(_:)`` with `.swipe`, R57).
    public func drag(toDetent identifier: String) throws(SimulationError) {
        let (presentation, layout) = try topSheet()
        guard layout.isActive(identifier) else {
            throw .inactiveDetent(identifier, active: layout.activeDetents.map(\.identifier))
        }
        notifyDrag(of: presentation, to: identifier, from: layout)
    }

    /// R57: a refused swipe (`isModalInPresentation`, or `presentationControllerShouldDismiss` answering false)
    /// dragged the sheet below its smallest detent; it rubber-bands back and stays at the smallest active
    /// detent. When that is not where it rested, the drag changed the detent, so the sheet's delegate gets
    /// `sheetPresentationControllerDidChangeSelectedDetentIdentifier` (R52), after `DidAttemptToDismiss`.
    func settleRefusedSwipe(of presentation: PresentationController) {
        guard let layout = presentation.sheetLayout, let smallest = layout.activeDetents.first else { return }
        notifyDrag(of: presentation, to: smallest.identifier, from: layout)
    }

    /// Settles `presentation`'s sheet at `detent`, which a user drag reached, with R52's notification when it
    /// changed.
    private func notifyDrag(of presentation: PresentationController, to detent: String, from layout: SheetLayout) {
        guard let outcome = decider.drag(layout, to: detent) else { return }
        sheet(of: presentation)?.selectedDetentIdentifier = outcome.detent
        updateFrame(of: presentation)
        // The popover's adaptive sheet has a delegate of its own, which the simulation does not set.
        guard outcome.notifies, !(presentation is PopoverPresentationController), let delegate = presentation.delegate
        else { return }
        let answer = presentation.callDelegate { delegate.sheetPresentationControllerDidChangeSelectedDetentIdentifier(presentation) }
        if answer.implemented { record(.sheetPresentationControllerDidChangeSelectedDetentIdentifier) }
    }

    /// The app changed a presented sheet's configuration (its detents, selection, dimming) in code: the sheet
    /// is laid out again, with no delegate call (R52).
    public func sheetConfigurationDidChange(of presentation: PresentationController) {
        guard presentationControllers.contains(where: { $0 === presentation }) else { return }
        updateFrame(of: presentation)
    }

    /// Code sets `selectedDetentIdentifier` of the top sheet (R52): no delegate call; an unknown or inactive
    /// identifier is kept, and the sheet rests at its smallest active detent.
    public func selectDetent(_ identifier: String?) throws(SimulationError) {
        let (presentation, _) = try topSheet()
        sheet(of: presentation)?.selectedDetentIdentifier = identifier
        updateFrame(of: presentation)
    }
}

// MARK: - Split view controllers

extension Window {
    /// The split view controller on screen: the first one found from the top presentation down to the root,
    /// searching each hierarchy breadth first.
    public var splitViewControllerOnScreen: SplitViewController? {
        for presentation in presentationControllers.reversed() {
            let base = presentation.displayedViewController
            if let split = Self.splitViewControllers(in: base, first: true).first { return split }
        }
        return Self.splitViewControllers(in: rootViewController, first: true).first
    }

    /// The split view controllers of `base`'s hierarchy, breadth first (only the first when `first`). Read
    /// for every step's state: a hierarchy without children is answered without a queue.
    static func splitViewControllers(in base: ViewController, first: Bool) -> [SplitViewController] {
        var result: [SplitViewController] = []
        if let split = base as? SplitViewController {
            result.append(split)
            if first { return result }
        }
        guard !base.children.isEmpty else { return result }
        var queue = base.children
        var index = 0
        while index < queue.count {
            let controller = queue[index]
            index += 1
            if let split = controller as? SplitViewController {
                result.append(split)
                if first { return result }
            }
            queue.append(contentsOf: controller.children)
        }
        return result
    }
}

extension Window {
    /// Throws when a split view controller in the window uses what this iOS version does not have (R67,
    /// R71): a column style (`doubleColumn`, `tripleColumn`) before iOS 14, or a delegate answering the
    /// `inspector` column before iOS 26. An app cannot do either, so a replay reports it as invalid input.
    public func checkSplitViewsExist() throws(SimulationError) {
        // An iOS version with both has nothing to refuse: the hierarchies need no search (every step of a replay
        // asks).
        guard !era.hasColumnStyleSplitView || !era.hasInspectorColumn else { return }
        for split in allSplitViewControllers {
            let style = split.configuration.style
            if style.isColumnStyle, !era.hasColumnStyleSplitView {
                throw .unavailable(
                    "split view controller '\(split.identifier)' has style \(style.rawValue): a column-style split view",
                    rule: "R67", since: 14, iOS: era.iOS)
            }
            if case .some(.some(.inspector)) = split.configuration.delegate?.topColumnForCollapsing,
                !era.hasInspectorColumn
            {
                throw .unavailable(
                    "the delegate of split view controller '\(split.identifier)' answers topColumnForCollapsing: inspector: the inspector column",
                    rule: "R71", since: 26, iOS: era.iOS)
            }
        }
    }

    /// R71: the inspector column before iOS 26.
    private func checkColumnExists(_ column: SplitColumn) throws(SimulationError) {
        guard column == .inspector, !era.hasInspectorColumn else { return }
        throw .unavailable("the inspector column", rule: "R71", since: 26, iOS: era.iOS)
    }

    /// Every split view controller in the window's hierarchies (the root's and each presentation's).
    var allSplitViewControllers: [SplitViewController] {
        var result = Self.splitViewControllers(in: rootViewController, first: false)
        for base in presentedStack { result += Self.splitViewControllers(in: base, first: false) }
        return result
    }

    /// Collapses or expands every split view controller for the current traits (R61–R68), with the delegate
    /// calls, and updates display modes (R65). Returns what UIKit would raise, if anything (R71).
    ///
    /// The display mode follows the window's (R65) when that changes (a rotation) or the split view expands
    /// (where a column-style delegate may answer another, R68); a trait change that leaves the window's mode
    /// as it was keeps the current one (chosen with `showColumn`/`hideColumn` or by the delegate).
    /// `willChangeTo` is sent for a change while expanded, never at the first layout (choice 30).
    @discardableResult
    func updateSplitViews() -> SimulatedException? {
        var raised: SimulatedException?
        for split in allSplitViewControllers {
            let collapse = decider.splitIsCollapsed(in: environment.traits)
            let firstLayout = split.collapsedState == nil
            let wasCollapsed = split.collapsedState ?? false
            let proposed = decider.splitDisplayMode(preferred: split.configuration.preferredDisplayMode, window: environment.window)
            var mode = split.windowDisplayMode == proposed ? split.displayMode : proposed
            if collapse != wasCollapsed || firstLayout {
                if collapse {
                    raised = raised ?? collapseSplit(split)
                } else if !firstLayout {
                    mode = expandSplit(split, proposed: proposed) ?? proposed
                }
                split.collapsedState = collapse
            }
            if collapse || firstLayout { mode = proposed }
            split.windowDisplayMode = proposed
            if mode != split.displayMode {
                if !firstLayout, !collapse, !wasCollapsed,
                    split.configuration.delegate?.notifications.contains(.willChangeTo) == true
                {
                    record(.splitViewController(.willChangeTo))
                }
                split.displayMode = mode
            }
        }
        return raised
    }

    private func collapseSplit(_ split: SplitViewController) -> SimulatedException? {
        let configuration = split.configuration
        let delegate = configuration.delegate
        var candidate = split.primary
        if case let .some(.some(id)) = delegate?.primaryForCollapsing {
            candidate = try? split.storyboard?.instantiateViewController(withIdentifier: id)
        }
        let transition = decider.splitCollapse(
            style: configuration.style, delegate: delegate, primaryIsNavigation: candidate is NavigationController,
            hasSecondary: split.secondary != nil, hasCompactColumn: split.compactColumn != nil)
        calls.append(contentsOf: transition.calls)
        if configuration.style.isColumnStyle {
            split.collapsedTopColumn = transition.topColumn ?? .secondary
            split.showsCompactColumn = transition.showsCompactColumn
            return transition.exception
        }
        if transition.newPrimary != nil, let candidate, candidate !== split.primary { split.replacePrimary(candidate) }
        if let secondary = split.secondary {
            split.preservedSecondary = secondary
            split.detachSecondary()
            if transition.secondaryOnCollapse == .pushedOntoPrimary, let navigation = split.primary as? NavigationController {
                navigation.pushViewController(secondary)
            }
        }
        return transition.exception
    }

    /// Expands `split`; returns the display mode a column-style delegate chose (R68), else `nil`.
    private func expandSplit(_ split: SplitViewController, proposed: SplitDisplayMode) -> SplitDisplayMode? {
        let configuration = split.configuration
        let delegate = configuration.delegate
        if case let .some(.some(id)) = delegate?.primaryForExpanding,
            let controller = try? split.storyboard?.instantiateViewController(withIdentifier: id)
        {
            split.replacePrimary(controller)
        }
        let navigation = split.primary as? NavigationController
        let transition = decider.splitExpand(
            style: configuration.style, delegate: delegate, primaryCanPop: (navigation?.viewControllers.count ?? 0) > 1,
            proposedDisplayMode: proposed)
        calls.append(contentsOf: transition.calls)
        guard !configuration.style.isColumnStyle else { return transition.displayMode }
        var secondary: ViewController?
        switch transition.secondaryOnExpand {
        case let .delegate(id)?:
            secondary = try? split.storyboard?.instantiateViewController(withIdentifier: id)
        case .poppedFromPrimary?:
            if let navigation, let top = navigation.topViewController, navigation.viewControllers.count > 1 {
                top.removeFromParent()
                secondary = top
            }
        case .preserved?, nil:
            secondary = split.preservedSecondary
        }
        if let secondary { split.attachSecondary(secondary) }
        split.preservedSecondary = nil
        return nil
    }
}

// MARK: - Columns (R69)

extension Window {
    private func columnStyleSplit() throws(SimulationError) -> SplitViewController {
        guard let split = splitViewControllerOnScreen, split.configuration.style.isColumnStyle else {
            throw .noColumnStyleSplitView
        }
        return split
    }

    /// `show(_:)` on a column of the column-style split view on screen (R69). Collapsed: the column comes on
    /// top of the stack (pushed, or what covers it popped). Expanded: the nearest display mode that shows it,
    /// after `willChangeTo` and `willShow`; `.secondary` is ignored.
    public func show(column: SplitColumn) throws(SimulationError) {
        try checkColumnExists(column)
        let split = try columnStyleSplit()
        if split.isCollapsed {
            guard column != .inspector else { return }
            if column == .compact {
                split.showsCompactColumn = split.compactColumn != nil
            } else {
                split.showsCompactColumn = false
                split.collapsedTopColumn = column
            }
            return
        }
        changeDisplayMode(of: split, show: true, column: column)
    }

    /// `hide(_:)` on a column of the column-style split view on screen (R69). Collapsed: `.primary` is
    /// ignored, another column is popped. Expanded: the nearest display mode that hides it, after
    /// `willChangeTo` and `willHide`.
    public func hide(column: SplitColumn) throws(SimulationError) {
        try checkColumnExists(column)
        let split = try columnStyleSplit()
        if split.isCollapsed {
            let order: [SplitColumn] = [.primary, .supplementary, .secondary]
            guard column != .primary, let index = order.firstIndex(of: column), index > 0,
                let top = order.firstIndex(of: split.collapsedTopColumn), top >= index
            else { return }
            split.collapsedTopColumn = order[index - 1]
            return
        }
        changeDisplayMode(of: split, show: false, column: column)
    }

    private func changeDisplayMode(of split: SplitViewController, show: Bool, column: SplitColumn) {
        guard let mode = decider.splitDisplayMode(
            after: show, column: column, current: split.displayMode, style: split.configuration.style,
            window: environment.window)
        else { return }
        let notifications = split.configuration.delegate?.notifications ?? []
        // R65: willChangeTo comes before every change; then the column call (order chosen, open question 9).
        if notifications.contains(.willChangeTo) { record(.splitViewController(.willChangeTo)) }
        if show, notifications.contains(.willShow) { record(.splitViewController(.willShow)) }
        if !show, notifications.contains(.willHide) { record(.splitViewController(.willHide)) }
        split.displayMode = mode
    }

    /// R64: `showDetailViewController` in a split view: the delegate's `showDetail` first (true: handled);
    /// expanded, the controller replaces the secondary; collapsed, the primary shows it (a navigation primary
    /// pushes it, a plain one presents it); a column-style collapsed split view puts the secondary on top.
    func showDetail(_ controller: ViewController, in split: SplitViewController) throws(SimulationError) {
        // R67: `showDetail` is a classic delegate method, never called for a column style.
        if !split.configuration.style.isColumnStyle, let handled = split.configuration.delegate?.showDetail {
            record(.splitViewController(.showDetail))
            if handled { return }
        }
        guard split.collapsedState == true else {
            split.showDetail(controller)
            return
        }
        if split.configuration.style.isColumnStyle {
            split.attachSecondary(controller)
            split.showsCompactColumn = false
            split.collapsedTopColumn = .secondary
        } else if let navigation = split.primary as? NavigationController {
            navigation.pushViewController(controller)
        } else if let primary = split.primary {
            try present(controller, from: primary)
        }
    }
}

/// A window on a simulated device: the root view controller, the modal presentations on top of it, and
/// the environment they adapt to.
///
/// Present, perform segues, resize, rotate, dismiss and unwind in it; every delegate, segue and view
/// controller call UIKit would make is recorded in order (``takeCalls()``). Presentation decisions come
/// from ``PresentationDecider``; the window applies them to its object graph (substitutes, retained segues,
/// frames).
public final class Window {
    /// The current device, orientation, window size and traits.
    public internal(set) var environment: Environment
    /// The iOS version and behaviour era.
    public let era: Era
    /// The root view controller.
    public let rootViewController: ViewController
    /// The modal presentations, bottom to top.
    public internal(set) var presentationControllers: [PresentationController] = []
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
    /// Whether a popover's missing anchor (R27) is checked when its presentation transition begins, on the next
    /// run-loop turn, as UIKit checks it, rather than when `present` is called: app code may set the anchor
    /// right after `present` returns (AdaptiveUIKit). The exception, if the anchor is still missing then, goes
    /// to ``raisedLater``. Off by default: a scenario step declares its anchor with its `present`.
    public var checksAnchorsWhenTransitionBegins = false
    /// Told of an exception UIKit raises on a later run-loop turn, where no caller can catch it (a popover
    /// still without an anchor when its transition begins, R27).
    public var raisedLater: ((SimulatedException) -> Void)?

    public init(environment: Environment, era: Era = .newest, rootViewController: ViewController) {
        self.environment = environment
        self.era = era
        self.rootViewController = rootViewController
        transitionState = WindowTransitions(
            window: Rect(x: 0, y: 0, width: environment.window.width, height: environment.window.height))
        rootViewController.windowIfRoot = self
        noteSafeArea()
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
                TransitionFailureRules.requestDropped(
                    .present(presented: controller.identifier, presenter: source.rootAncestor.identifier),
                    running: running.kind, of: running.presentedController.identifier))
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
        let popover = presentation as? PopoverPresentationController
        let decision =
            controller.isActionSheet && era.anchorsActionSheets
            ? decider.presentActionSheet(in: environment.traits, hasAnchor: popover?.hasAnchor ?? false)
            : decider.present(
                style: presentation.presentationStyle, in: environment.traits,
                delegate: presentation.delegate == nil && presentation.script == nil ? nil : adapter)
        calls.append(contentsOf: decision.calls)
        // R27: UIKit raises for a missing anchor when the presentation transition begins, on a later run-loop
        // turn (R98); a window that checks it there lets the app set the anchor after `present` returns.
        var awaitedAnchor: SimulatedException?
        if let exception = decider.anchorException(
            for: decision, hasAnchor: popover?.hasAnchor ?? false, presented: controller.identifier)
        {
            guard checksAnchorsWhenTransitionBegins else {
                controller.presentationDidEnd()
                throw .exception(exception)
            }
            awaitedAnchor = exception
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
                record(TransitionFailureRules.transitionStyleInPopover(reason: exception.reason))
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
        if let awaitedAnchor {
            performOnNextTurn { [weak self, weak presentation] in
                guard let self, let presentation,
                    let index = presentationControllers.firstIndex(where: { $0 === presentation })
                else { return }
                guard (presentation as? PopoverPresentationController)?.hasAnchor == true else {
                    remove(from: index)
                    raisedLater?(awaitedAnchor)
                    return
                }
                updateFrame(of: presentation)
                beginPresentation(presentation, source: source, animated: animated, completion: completion)
            }
            return
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

    func install(_ substitute: ViewController, for presentation: PresentationController) {
        presentation.substitute = substitute
        substitute.presentingViewController = presentation.presentingViewController
    }

    func uninstallSubstitute(of presentation: PresentationController) {
        guard let substitute = presentation.substitute else { return }
        if presentation.presentedViewController.parent != nil, substitute.contains(presentation.presentedViewController)
        {
            presentation.presentedViewController.removeFromParent()
        }
        substitute.presentingViewController = nil
        presentation.substitute = nil
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
            if let script = custom.script?.script {
                // The app's code reads the container: asked once there is one, laid out for this window (until
                // then, the base class's answer).
                if let container = presentation.containerView {
                    container.place(bounds)
                    presentation.frameOfPresentedView = script.frameOfPresentedViewInContainerView()
                } else {
                    presentation.frameOfPresentedView = bounds
                }
            } else {
                presentation.frameOfPresentedView = custom.frame?.frame(in: bounds) ?? bounds
            }
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

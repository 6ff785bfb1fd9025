/// Replays a ``Scenario``: drives a ``Window`` with its events and compares expectations after each step.
///
/// Deterministic: the same scenario and catalog give the same ``ScenarioRun``, byte for byte once rendered.
/// A UIKit exception (a popover without an anchor) is reported in the step's state and the replay goes on,
/// as if the exception had been caught; an input error (a segue that does not start at the visible
/// controller) stops the replay with a ``ScenarioInputError``.
public final class Simulation {
    /// The most presentations a scenario may stack. Apps stack a few; the limit keeps a scenario that
    /// presents in a loop from growing every step's state (and report) without bound.
    public static let maximumPresentations = 32

    public let scenario: Scenario
    public let catalog: DeviceCatalog
    /// The window being driven.
    public let window: Window
    /// Whether each step's state gathers where it sits on the device (``StepState/geometry``), for a report
    /// that draws the steps; a replay that does not draw them skips it.
    public var gathersGeometry = true
    /// Whether each step's state lists the window's views and their layers for a report that shows them all;
    /// off, only a step that expects `views`, `layers` or `presentingViews` gathers them.
    public var gathersViews = true
    private var resize: ScenarioEvent.Resize
    /// What the replay noted so far (segue classes that behave as `UIStoryboardSegue`), in order.
    public internal(set) var notes: [ReplayNote] = []
    private var notedClasses: Set<String> = []
    /// Objects the scenario's app keeps alive while their controller is presented: delegates its `present:`
    /// and `dismiss:` steps set, by controller.
    var keptObjects: [ObjectIdentifier: [AnyObject]] = [:]
    /// The environments resizes and rotations led to, by orientation and window, so that a scenario that
    /// switches between a few windows (a long resize test) builds each environment once. Resolving one is a
    /// pure function of the scenario's device, the catalog, the orientation and the window.
    private var environments: [(orientation: Orientation, resize: ScenarioEvent.Resize, environment: Environment)] = []
    /// How many environments ``environments`` keeps: the windows a scenario switches between are few; one
    /// that resizes freely to ever new sizes replaces the oldest.
    private static let environmentsKept = 8

    /// Sets up the device, window and root controller of a scenario.
    public init(scenario: Scenario, catalog: DeviceCatalog) throws(ScenarioInputError) {
        self.scenario = scenario
        self.catalog = catalog
        resize = scenario.window
        let environment = try Self.environment(
            catalog: catalog, device: scenario.device, orientation: scenario.orientation, resize: scenario.window,
            place: .setup(scenario.window.isLayout ? "layout" : "window"))
        let root: ViewController
        do {
            if let initial = scenario.initialController {
                root = try scenario.storyboard.instantiateViewController(withIdentifier: initial)
            } else {
                root = try scenario.storyboard.instantiateInitialViewController()
            }
        } catch {
            throw ScenarioInputError(.simulation(error), at: Self.initialPlace(of: scenario))
        }
        window = Window(environment: environment, era: scenario.era, rootViewController: root)
        // The steps move the clock themselves (`at:`, `advance:`, settling).
        window.settlesAfterEachCall = false
        do {
            try window.checkSplitViewsExist()
        } catch {
            throw ScenarioInputError(.simulation(error), at: Self.initialPlace(of: scenario))
        }
    }

    /// Where a problem of the initial controller belongs: `initial`, or the storyboard's `initial`.
    private static func initialPlace(of scenario: Scenario) -> ScenarioInputError.Place {
        scenario.initialController == nil ? .setup("storyboard", "initial") : .setup("initial")
    }

    /// Replays every step of a scenario, through the one replay loop (``ScenarioReplay``), keeping every step.
    public static func replay(_ scenario: Scenario, catalog: DeviceCatalog) -> ScenarioRun {
        let steps = StepCollector()
        let replay = ScenarioReplay(catalog: catalog, observer: steps)
        do throws(ScenarioInputError) {
            try replay.begin(scenario)
            for (index, step) in scenario.steps.enumerated() { try replay.take(step, index: index) }
        } catch {
            // The run says which input error stopped it.
        }
        return replay.run(steps: steps.steps) ?? ScenarioRun(title: scenario.title, steps: [], inputError: nil)
    }

    /// Replays one step of the scenario, the next after `index - 1`: runs it, then notes what the replay
    /// should warn about (a popover anchor outside the window). A scenario streamed from its file replays
    /// its steps one by one with this, as ``replay(_:catalog:)`` does with them all.
    public func replay(_ step: ScenarioStep, index: Int) throws(ScenarioInputError) -> StepResult {
        try run(step, index: index, notingAnchor: true)
    }

    /// The device, starting orientation and iOS version a scenario runs with.
    public static func setting(of scenario: Scenario) -> ScenarioRun.Setting {
        ScenarioRun.Setting(
            device: scenario.device.id, deviceName: scenario.device.name, orientation: scenario.orientation,
            iOS: scenario.era.iOS)
    }

    /// Runs one step: its event, then its expectations.
    public func run(_ step: ScenarioStep, index: Int) throws(ScenarioInputError) -> StepResult {
        try run(step, index: index, notingAnchor: false)
    }

    /// Runs one step, and for ``replay(_:index:)`` notes an anchor outside the window before the result is
    /// made: a step's result is large, and holding it in `replay` while noting made the optimizer copy it
    /// once more.
    private func run(_ step: ScenarioStep, index: Int, notingAnchor: Bool) throws(ScenarioInputError) -> StepResult {
        // The calls made at launch (a split view collapsing in a compact window, R61) belong to the first step
        // when it has no event of its own.
        let launch = window.takeCalls()
        let carried = index == 0 && step.event == nil ? launch : []
        var exception: SimulatedException?
        window.beginTransitionStep()
        if !keptObjects.isEmpty {
            var alive = Set(window.presentationControllers.map { ObjectIdentifier($0.presentedViewController) })
            for controller in window.onScreenViewControllers {
                if let navigation = controller.navigationController { alive.insert(ObjectIdentifier(navigation)) }
            }
            keptObjects = keptObjects.filter { alive.contains($0.key) }
        }
        if let event = step.event {
            do throws(EventFailure) {
                try apply(event, index: index)
                // As scenario files say: a step settles before its expectations, unless it says when to check them.
                if let at = step.at {
                    window.advance(by: at)
                } else if case .advance = event {
                } else {
                    window.settle()
                }
            } catch {
                switch error {
                case let .raised(raised): exception = raised
                case let .input(error): throw error
                }
            }
            do {
                // R67, R71: a split view this step brought on screen may use what this iOS version lacks.
                try window.checkSplitViewsExist()
            } catch {
                throw ScenarioInputError(.simulation(error), at: .step(index, key: event.key))
            }
            if window.presentationControllers.count > Self.maximumPresentations {
                throw ScenarioInputError(
                    .tooManyPresentations(limit: Self.maximumPresentations), at: .step(index, key: event.key))
            }
        }
        let taken = window.takeCalls()
        let state = StepState(
            window: window, calls: carried.isEmpty ? taken : carried + taken, exception: exception,
            gathersGeometry: gathersGeometry,
            gathersViews: gathersViews || step.expectations.contains { $0.key.needsViews },
            transitionCalls: window.takeTransitionCalls(),
            hazards: window.takeHazards())
        // Checked before the result is made, so that the state moves into it rather than being copied.
        let expectations = step.expectations.map { $0.check(against: state) }
        if notingAnchor { noteAnchorOutsideWindow(index: index) }
        return StepResult(index: index, event: step.event, state: state, expectations: expectations)
    }

    /// The state now.
    public func snapshot(calls: [DelegateCall], exception: SimulatedException?) -> StepState {
        StepState(window: window, calls: calls, exception: exception, gathersGeometry: gathersGeometry)
    }

    /// What stops a step's event: UIKit raising an exception, which the step reports, or a problem of the
    /// input, which stops the replay.
    enum EventFailure: Error {
        case raised(SimulatedException)
        case input(ScenarioInputError)
    }

    /// Runs `body`, which asks the window for what the step's event does: an exception UIKit raises is the
    /// step's, any other refusal a problem of the input at the step's `key`.
    func simulating<T>(index: Int, key: String, _ body: () throws(SimulationError) -> T) throws(EventFailure) -> T {
        do {
            return try body()
        } catch {
            if case let .exception(raised) = error { throw .raised(raised) }
            throw .input(ScenarioInputError(.simulation(error), at: .step(index, key: key)))
        }
    }

    private func apply(_ event: ScenarioEvent, index: Int) throws(EventFailure) {
        switch event {
        case let .perform(segue, sender), let .trigger(segue, sender):
            let source: ViewController
            do throws(ScenarioInputError) { source = try segueSource(segue, index: index, field: event.key) } catch {
                throw .input(error)
            }
            if let sender, !source.anchors.contains(sender) {
                throw .input(
                    ScenarioInputError(
                        .unknownAnchor(sender, controller: source.identifier), at: .step(index, key: "sender"),
                        suggestion: ClosestName.suggestion(for: sender, among: source.anchors)))
            }
            let definition = scenario.storyboard.segue(segue, from: source.identifier)
            if let definition { noteIfUndescribed(definition, index: index) }
            if case .trigger = event {
                if definition?.trigger == .manual {
                    throw .input(ScenarioInputError(.manualSegueTriggered(segue), at: .step(index, key: "trigger")))
                }
                var sender: Any? = sender
                if sender == nil, case let .object(_, objectID, _)? = definition?.trigger { sender = objectID }
                try simulating(index: index, key: event.key) { () throws(SimulationError) in
                    try window.performSegue(segue, from: source, sender: sender, userTriggered: true)
                }
            } else {
                try simulating(index: index, key: event.key) { () throws(SimulationError) in
                    try window.performSegue(segue, from: source, sender: sender, userTriggered: false)
                }
            }
        case let .resize(resize):
            let environment: Environment
            do throws(ScenarioInputError) {
                environment = try self.environment(
                    orientation: window.environment.orientation, resize: resize, place: .step(index, key: "resize"))
            } catch { throw .input(error) }
            self.resize = resize
            try simulating(index: index, key: event.key) { () throws(SimulationError) in
                try window.transition(to: environment)
            }
        case let .rotate(orientation):
            var resize = self.resize
            if case let .window(size) = resize {
                resize = .window(size.rotated(from: window.environment.orientation, to: orientation))
            }
            let environment: Environment
            do throws(ScenarioInputError) {
                environment = try self.environment(
                    orientation: orientation, resize: resize, place: .step(index, key: "rotate"))
            } catch { throw .input(error) }
            self.resize = resize
            try simulating(index: index, key: event.key) { () throws(SimulationError) in
                try window.transition(to: environment)
            }
        case let .dismiss(kind, options):
            guard let top = window.topPresentation else {
                throw .input(ScenarioInputError(.nothingToDismiss, at: .step(index, key: "dismiss")))
            }
            if let declared = options.transitioningDelegate {
                setTransitioningDelegate(declared, on: top.presentedViewController)
            }
            window.dismissTop(kind, animated: options.animated, interaction: options.interaction)
            if kind == .interactive, options.interaction != nil, window.stepTransition?.interactive != true {
                notes.append(
                    ReplayNote(
                        .warning, stepIndex: index,
                        message:
                            "\(top.presentedViewController.identifier)'s transitioning delegate returns no interaction controller, so the dismissal ran without the gesture: 'progress' and 'release' were not used"
                    ))
            }
        case let .present(request):
            try present(request, index: index)
        case let .advance(interval):
            window.advance(by: interval)
        case let .pop(request):
            try pop(request, index: index)
        case let .unwind(action):
            try simulating(index: index, key: event.key) { () throws(SimulationError) in
                _ = try window.unwind(action, from: window.visibleViewController)
            }
        case let .drag(detent):
            try simulating(index: index, key: event.key) { () throws(SimulationError) in
                try window.drag(toDetent: detent)
            }
        case let .selectDetent(detent):
            try simulating(index: index, key: event.key) { () throws(SimulationError) in
                try window.selectDetent(detent)
            }
        case let .showColumn(column):
            try simulating(index: index, key: event.key) { () throws(SimulationError) in
                try window.show(column: column)
            }
        case let .hideColumn(column):
            try simulating(index: index, key: event.key) { () throws(SimulationError) in
                try window.hide(column: column)
            }
        }
    }

    /// Notes, once per step, a popover whose anchor lies outside the window (a button placed for the full
    /// screen, after the window narrowed into Split View): UIKit clamps the popover, so its arrow no longer
    /// points at the button. Anchors placed relative to the window's edges or bars follow it instead.
    func noteAnchorOutsideWindow(index: Int) {
        guard let popover = window.topPresentation as? PopoverPresentationController,
            popover.decision?.appearance == .popover, let anchor = popover.sourceRect
        else { return }
        let size = window.environment.window
        guard
            anchor.x < 0 || anchor.y < 0 || anchor.x + anchor.width > size.width
                || anchor.y + anchor.height > size.height
        else { return }
        let name = popover.sourceView ?? popover.barButtonItem ?? "the anchor"
        notes.append(
            ReplayNote(
                .warning, stepIndex: index,
                message: "popover anchor '\(name)' at \(TraceValue.rect(anchor)) lies outside the "
                    + "\(Size.format(size.width))x\(Size.format(size.height)) window, so the popover is clamped and its arrow "
                    + "does not point at it; place the anchor relative to the window (anchorFrames: {\(name): {trailing: …, top: …, width: …, height: …}})"
            ))
    }

    /// Notes, once per class, a segue class the storyboard does not describe: it behaves as
    /// `UIStoryboardSegue` itself.
    private func noteIfUndescribed(_ definition: SegueDefinition, index: Int) {
        guard let name = definition.className, !scenario.storyboard.isDescribed(definition),
            !notedClasses.contains(name)
        else { return }
        notedClasses.insert(name)
        let behaviour =
            definition.kind == .custom
            ? "whose perform() does nothing for a custom segue" : "with the built-in \(definition.kind) transition"
        notes.append(
            ReplayNote(
                .note, stepIndex: index,
                message:
                    "segue class '\(name)' is not described in the scenario's 'segueClasses': it behaves as UIStoryboardSegue, \(behaviour)"
            ))
    }

    /// The on-screen controller a segue starts from.
    private func segueSource(_ identifier: String, index: Int, field: String) throws(ScenarioInputError)
        -> ViewController
    {
        let storyboard = scenario.storyboard
        let candidates = storyboard.segues.filter { $0.identifier == identifier }
        guard !candidates.isEmpty else {
            throw ScenarioInputError(
                .unknownSegue(identifier), at: .step(index, key: field),
                suggestion: ClosestName.suggestion(for: identifier, among: storyboard.segues.map(\.identifier)))
        }
        let onScreen = window.onScreenViewControllers
        for definition in candidates {
            if let source = onScreen.last(where: { $0.identifier == definition.source }) { return source }
        }
        throw ScenarioInputError(
            .segueNotFromVisibleController(
                segue: identifier, sources: candidates.map(\.source), visible: window.visibleViewController.identifier),
            at: .step(index, key: field))
    }

    /// The environment of the scenario's device in `orientation` and `resize`, from ``environments`` when it
    /// was resolved before; an error is not kept, so it is raised again with the step it belongs to.
    private func environment(
        orientation: Orientation, resize: ScenarioEvent.Resize, place: ScenarioInputError.Place
    ) throws(ScenarioInputError) -> Environment {
        // Searched by index: an element copied out would copy its environment.
        for known in environments.indices
        where environments[known].orientation == orientation && environments[known].resize == resize {
            return environments[known].environment
        }
        let environment = try Self.environment(
            catalog: catalog, device: scenario.device, orientation: orientation, resize: resize, place: place)
        if environments.count == Self.environmentsKept { environments.removeFirst() }
        environments.append((orientation, resize, environment))
        return environment
    }

    private static func environment(
        catalog: DeviceCatalog, device: DeviceProfile, orientation: Orientation, resize: ScenarioEvent.Resize,
        place: ScenarioInputError.Place
    ) throws(ScenarioInputError) -> Environment {
        do {
            switch resize {
            case let .layout(layout):
                return try DeviceCatalog.environment(device: device, orientation: orientation, layout: layout)
            case let .window(size):
                return try catalog.environment(device: device, orientation: orientation, window: size)
            }
        } catch {
            var suggestion: String?
            if case let .layoutUnavailable(_, _, layout, available) = error {
                suggestion = ClosestName.suggestion(for: layout.rawValue, among: available.map(\.rawValue))
            }
            throw ScenarioInputError(.environment(error), at: place, suggestion: suggestion)
        }
    }
}

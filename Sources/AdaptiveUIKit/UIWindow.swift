import AdaptivePresentation
import AdaptivePresentationSpec
import Foundation

/// A window on a simulated device, as UIKit's `UIWindow`, and the simulation's handle: the device, orientation
/// and iOS version it runs, Split View resizes and rotations, and the virtual clock its transitions and
/// animations run on (``advance(by:)``, ``settle()``).
///
/// ```swift
/// let window = try UIWindow(device: "ipad-air-2", orientation: .landscape, iOS: 9)
/// window.rootViewController = UIStoryboard(name: "Main", bundle: .module).instantiateInitialViewController()
/// window.makeKeyAndVisible()
/// try window.resize(to: .oneThird)
/// window.settle()
/// ```
///
/// The failure modes F1–F16 the app's code produces are recorded in ``hazards``.
///
/// Exceptions UIKit raises (the anchorless popover's `NSGenericException`) do not crash the test process: they
/// are recorded in ``exceptions``, and the testing library's helpers fail the test with them.
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// The devices (the built-in `devices.yaml`).
    private let catalog: DeviceCatalog
    /// The simulation's window: presentations, decisions and the calls trace. Replaced when the root view
    /// controller changes.
    public private(set) var simulation: Window
    /// The exceptions UIKit raised in this window, oldest first.
    public private(set) var exceptions: [SimulatedException] = []
    private var reportedExceptions = 0
    private var root: UIViewController?
    /// Whether the window is the key window: the last one ``makeKeyAndVisible()`` was called on (it resigns when
    /// another window becomes key, as in UIKit).
    public private(set) var isKeyWindow = false

    /// A window filling the screen of `device` (an id or name of `devices.yaml`) in `orientation`, running
    /// iOS `iOS` (8 to 27).
    ///
    /// - Throws: an unknown device or an iOS version outside 8…27.
    public convenience init(device: String, orientation: Orientation = .portrait, iOS: Int = Era.newestVersion)
        throws
    {
        let scene = try UIWindowScene(device: device, orientation: orientation, iOS: iOS)
        self.init(environment: scene.environment, era: scene.era, catalog: scene.catalog)
    }

    /// A window filling the screen of `windowScene`'s device, in the scene's orientation and iOS version, as a
    /// scene delegate makes one in `scene(_:willConnectTo:options:)`.
    public convenience init(windowScene: UIWindowScene) {
        self.init(environment: windowScene.environment, era: windowScene.era, catalog: windowScene.catalog)
        self.windowScene = windowScene
        windowScene.attach(self)
    }

    private init(environment: Environment, era: Era, catalog: DeviceCatalog) {
        self.catalog = catalog
        simulation = Window(
            environment: environment, era: era, rootViewController: ViewController(identifier: "UIWindow"))
        simulation.freeformWindowRule = catalog.freeformWindowRules[environment.device.idiom]
        simulation.settlesAfterEachCall = false
        simulation.checksAnchorsWhenTransitionBegins = true
        super.init(frame: CGRect(x: 0, y: 0, width: environment.window.width, height: environment.window.height))
        adoptWindowView()
        Self.windows.append(WeakWindow(window: self))
        Self.latestWindow = WeakWindow(window: self)
        exceptions = Self.pendingExceptions
        Self.pendingExceptions = []
    }

    /// The next responder: the window's scene, else the application.
    open override var next: UIResponder? { windowScene ?? UIApplication.shared }

    /// The scene the window belongs to (``init(windowScene:)``); a window made for a device has none.
    open weak var windowScene: UIWindowScene? {
        didSet {
            oldValue?.detach(self)
            windowScene?.attach(self)
        }
    }

    /// Not available: a simulated window needs a device.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The window's root view controller. Setting it starts a new simulated window in the same environment.
    open var rootViewController: UIViewController? {
        get { root }
        set {
            root = newValue
            let rule = simulation.freeformWindowRule
            collectHazards()
            rootHasAppeared = false
            // The root's view may load while the simulated window is made: it takes this window's screen.
            Self.windowBeingSetUp = self
            defer { Self.windowBeingSetUp = nil }
            simulation = Window(
                environment: simulation.environment, era: simulation.era,
                rootViewController: newValue?.model ?? ViewController(identifier: "UIWindow"))
            simulation.freeformWindowRule = rule
            simulation.settlesAfterEachCall = false
            simulation.checksAnchorsWhenTransitionBegins = true
            adoptWindowView()
        }
    }

    /// Makes the simulated window's own view this window's, keeping the views the app added to it, and
    /// records what the simulation raises on a later run-loop turn.
    private func adoptWindowView() {
        simulation.raisedLater = { [weak self] exception in self?.exceptions.append(exception) }
        let windowView = simulation.windowView
        for added in simulatedView.subviews where added.host is UIView && !(added.host is UIWindow) {
            if case .view = added.kind { windowView.addSubview(added) }
        }
        simulatedView.host = nil
        simulatedView = windowView
        windowView.host = self
    }

    // MARK: The clock (see the "Scenario and storyboard files" article)

    /// Moves the window's virtual clock by `interval` seconds, running what falls due on the way: animation
    /// completions, `completeTransition(_:)` calls, the ends of transitions. Run-loop turns take no virtual
    /// time: code UIKit runs "on the next turn" runs at the current time, here.
    public func advance(by interval: TimeInterval) {
        // A run-loop turn: the layout pass that is due runs first (R176).
        simulation.layoutIfNeeded()
        guard let time = VirtualTime(seconds: max(0, interval)) else {
            simulation.advance(by: .maximum)
            return
        }
        simulation.advance(by: time)
        collectHazards()
    }

    /// The virtual time a ``settle()`` runs at most: app code that animates again from every completion
    /// would otherwise never let the clock stop.
    public static let settleLimit: TimeInterval = 600

    /// Runs the window's clock until nothing animates or waits to run: every transition that will end has
    /// ended, and one still running has had at least its declared duration (springs end at theirs, Q20).
    /// Then what still waits on the app (a transition never completed, an interaction never finished, a
    /// paused property animator) is in ``unsettledWork``, and a failure mode among it (F1) in ``hazards``.
    /// Returns `false` when something is still running or waiting: animations still being started after
    /// ``settleLimit`` seconds of virtual time, or the work above.
    @discardableResult
    public func settle() -> Bool {
        simulation.layoutIfNeeded()
        let start = simulation.now
        let limit = VirtualTime(seconds: Self.settleLimit) ?? .maximum
        var settled = false
        while true {
            settled = simulation.settle(within: start.distance(to: start + limit) - start.distance(to: simulation.now))
            // Animations without completion blocks still move, and a transition runs at least its duration: run
            // the clock to where the last of them ends.
            let ends = [simulation.animationsEnd, simulation.runningTransitionDeadline].compactMap { $0 }
            guard settled, let end = ends.max(), end > simulation.now, end <= start + limit else { break }
            simulation.advance(by: simulation.now.distance(to: end))
        }
        collectHazards()
        if !settled {
            let next = simulation.nextScheduledTime.map { Size.format($0.seconds) } ?? "?"
            let work =
                "after \(Size.format(Self.settleLimit)) s of virtual time the window still animates: the next completion is due at \(next) s (an animation that starts another from its completion, or a repeating one)"
            if !runaway.contains(work) { runaway.append(work) }
        }
        // What waits on the app is the state of this settle: an interaction a test drives on afterwards and
        // finishes is no longer reported by the next one.
        waiting = simulation.unsettledWork
        return settled && waiting.isEmpty
    }

    /// Animations still being started when a settle gave up, oldest first (kept: the app's code did it).
    private var runaway: [String] = []
    /// What waited on the app when the last settle ended.
    private var waiting: [String] = []

    /// What ``settle()`` found still running (animations started again and again, from every settle) or, at
    /// the last settle, waiting on the app (a transition never completed, an interaction never finished,
    /// paused animations).
    public var unsettledWork: [String] { runaway + waiting }

    /// The virtual clock's time, in seconds since the window was made.
    public var currentTime: TimeInterval { simulation.now.seconds }

    // MARK: Failure modes

    private var collectedHazards: [TransitionHazard] = []

    /// What the window's layout passes found (R181, R182): constraints UIKit had to break, with its console
    /// text, and views whose layout is ambiguous, oldest first.
    public var layoutIssues: [LayoutIssue] { simulation.layoutIssues }

    /// The failure modes F1–F16 the app's code produced in this window, oldest first: what the user sees
    /// and the fix are on each (`TransitionHazard`). The testing library's `expectNoHazards(window)` fails a
    /// test with them.
    public var hazards: [TransitionHazard] {
        collectHazards()
        return collectedHazards
    }

    private func collectHazards() {
        collectedHazards += simulation.takeHazards()
    }

    /// Makes the window key and visible, loading the views of the controllers on screen (the root and the
    /// visible children of its containers).
    open func makeKeyAndVisible() {
        for other in Self.alive where other !== self { other.isKeyWindow = false }
        isKeyWindow = true
        isHidden = false
        guard let root else { return }
        for controller in simulation.onScreenViewControllers {
            UIViewController.wrapping(controller).loadViewIfNeeded()
        }
        guard !rootHasAppeared else { return }
        rootHasAppeared = true
        // The root controller appears with the window, without animation (and its container forwards the
        // calls to the children on screen); run-loop turns take no virtual time, so all three come now.
        root.sendAppearance(.viewWillAppear(""), animated: false)
        // The first layout pass, before the view is said to be appearing (R176).
        simulation.layoutIfNeeded()
        if simulation.era.iOS >= 13 { root.sendAppearance(.viewIsAppearing(""), animated: false) }
        root.sendAppearance(.viewDidAppear(""), animated: false)
    }

    /// Whether the root controller got its appearance callbacks.
    private var rootHasAppeared = false

    /// Resizes the window to a multitasking layout in the current orientation (Split View, Slide Over).
    ///
    /// - Throws: a layout the device or orientation lacks.
    public func resize(to layout: MultitaskingLayout) throws {
        let current = simulation.environment
        try transition(
            to: DeviceCatalog.environment(device: current.device, orientation: current.orientation, layout: layout))
    }

    /// Resizes the window freely (Stage Manager), with the size classes `devices.yaml` gives that size.
    ///
    /// - Throws: a size the device cannot take.
    public func resize(to size: CGSize) throws {
        let current = simulation.environment
        try transition(
            to: catalog.environment(
                device: current.device, orientation: current.orientation,
                window: Size(width: Double(size.width), height: Double(size.height))))
    }

    /// Rotates the device, keeping the multitasking layout; a free-form window turns with the device.
    ///
    /// - Throws: a layout the new orientation lacks.
    public func rotate(to orientation: Orientation) throws {
        let rotated: Environment
        do {
            rotated = try simulation.environment(rotatedTo: orientation)
        } catch {
            if case let .environment(environmentError) = error { throw environmentError }
            throw error
        }
        try transition(to: rotated)
        if UIDevice.current.isGeneratingDeviceOrientationNotifications {
            NotificationCenter.default.post(name: UIDevice.orientationDidChangeNotification, object: UIDevice.current)
        }
    }

    /// Moves the simulated window to `environment`, telling the view controllers as UIKit does:
    /// `willTransition(to:with:)` when the traits change and `viewWillTransition(to:with:)` before, then
    /// `traitCollectionDidChange(_:)` after.
    private func transition(to environment: Environment) throws {
        let previous = UITraitCollection(simulation.environment.traits)
        let next = UITraitCollection(environment.traits)
        let size = CGSize(width: environment.window.width, height: environment.window.height)
        let coordinator = SimulatedTransitionCoordinator(presentationStyle: .none, window: self)
        for (controller, childSize) in controllersInHierarchy(sizedFor: size) {
            if next != previous { controller.willTransition(to: next, with: coordinator) }
            if let childSize { controller.viewWillTransition(to: childSize, with: coordinator) }
        }
        do {
            try simulation.transition(to: environment)
        } catch {
            try rethrowUnlessException(error)
        }
        frame = CGRect(origin: .zero, size: size)
        // The views take their places for the new window at once, as UIKit's layout pass gives them.
        simulation.layoutIfNeeded()
        for controller in controllersInHierarchy() where controller.isViewLoaded { controller.installChildViews() }
        if next != previous {
            for controller in controllersInHierarchy() { controller.traitCollectionDidChange(previous) }
        }
    }

    /// The root view controller, each presented controller, and everything they contain, outermost first.
    private func controllersInHierarchy() -> [UIViewController] {
        controllersInHierarchy(sizedFor: .zero).map(\.0)
    }

    /// ``controllersInHierarchy()``, each with the size its `viewWillTransition(to:with:)` gets when the window
    /// takes `size`, or `nil` when it gets none: a custom presentation controller forwards its child size,
    /// and only when that is not the presented view's size now (R124).
    private func controllersInHierarchy(sizedFor size: CGSize) -> [(UIViewController, CGSize?)] {
        var result: [(UIViewController, CGSize?)] = []
        func collect(_ controller: ViewController, _ size: CGSize?) {
            result.append((UIViewController.wrapping(controller), size))
            for child in controller.children { collect(child, size) }
        }
        if root != nil { collect(simulation.rootViewController, size) }
        for presentation in simulation.presentationControllers {
            var childSize: CGSize? = size
            if presentation.customPresentation?.script != nil {
                childSize = UIViewController.wrapper(for: presentation).childSizeTransition(to: size)
            }
            collect(presentation.displayedViewController, childSize)
        }
        return result
    }

    /// Records UIKit's exception; throws the simulation's other errors (an impossible window).
    private func rethrowUnlessException(_ error: SimulationError) throws {
        if case let .exception(exception) = error {
            exceptions.append(exception)
            return
        }
        if case let .environment(environmentError) = error { throw environmentError }
        throw error
    }

    // MARK: Steps, for the testing library

    /// The state now, with the calls and the first exception since the last step (the testing library's
    /// `expectStep(window, ...)` checks it); starts a new step.
    public func takeStep() -> StepState {
        let new = exceptions.dropFirst(reportedExceptions)
        reportedExceptions = exceptions.count
        return StepState(window: simulation, calls: simulation.takeCalls(), exception: new.first)
    }

    /// The exceptions raised since the last step, without starting a new step.
    public var unreportedExceptions: [SimulatedException] { Array(exceptions.dropFirst(reportedExceptions)) }

    // MARK: Recording exceptions

    private static var windows: [WeakWindow] = []
    private static var latestWindow: WeakWindow?
    private static var pendingExceptions: [SimulatedException] = []

    /// The windows still alive, oldest first.
    static var alive: [UIWindow] {
        windows.removeAll { $0.window == nil }
        return windows.compactMap(\.window)
    }

    /// The window that answers for the one device where nothing else tells which window is meant
    /// (`UIScreen.main`, `UIDevice.current`, a controller or view in no window): the window whose root view
    /// controller is being set (its view loads then), else the key window, the last one made key and
    /// visible, else the most recently made one still alive.
    static var latest: UIWindow? {
        windowBeingSetUp ?? alive.last { $0.isKeyWindow } ?? latestWindow?.window
    }

    /// The window whose root view controller is being set.
    private static var windowBeingSetUp: UIWindow?

    /// The era of ``latest`` (the newest when there is none).
    static var currentEra: Era { latest?.simulation.era ?? .newest }

    /// The AdaptiveUIKit window of a simulated window.
    static func window(for model: Window) -> UIWindow? {
        windows.removeAll { $0.window == nil }
        return windows.first { $0.window?.simulation === model }?.window
    }

    /// Records an exception on `window`, else on the latest window, else on the next window made.
    static func record(_ exception: SimulatedException, in window: UIWindow?) {
        if let target = window ?? latest {
            target.exceptions.append(exception)
        } else {
            pendingExceptions.append(exception)
        }
    }

    /// Records what UIKit does for a simulation error: its exceptions; a missing segue or controller raises
    /// `NSInvalidArgumentException`; a controller outside a window, or one already presenting, only logs in
    /// UIKit and is ignored here.
    static func record(_ error: any Error, in window: UIWindow?) {
        guard let error = error as? SimulationError else { return }
        switch error {
        case let .exception(exception):
            record(exception, in: window)
        case .notInWindow, .alreadyPresenting, .environment:
            break
        default:
            // A segue, controller, class or unwind destination the storyboard lacks.
            record(SimulatedException(name: "NSInvalidArgumentException", reason: error.description), in: window)
        }
    }

    /// An iOS version the simulation does not model.
    public struct UnsupportedIOSVersion: Error, Hashable, Sendable, CustomStringConvertible {
        /// The iOS version asked for.
        public let version: Int

        public var description: String {
            "iOS \(version) is not simulated (iOS \(Era.oldestVersion) to \(Era.newestVersion) are)"
        }
    }
}

/// A weak reference to a window, for the window list.
private struct WeakWindow {
    weak var window: UIWindow?
}

import AdaptivePresentation
import Foundation

/// A view controller, as UIKit's `UIViewController`: subclass it as the app does; presentation, segues and
/// adaptation run in the simulation (``UIWindow``).
///
/// Every member has UIKit's name and signature. The view is loaded lazily with ``loadView()`` and
/// ``viewDidLoad()``; transitions play on the window's virtual clock and send the appearance callbacks at
/// UIKit's moments (R102). What the simulation does not use is stored only.
@preconcurrency @MainActor
open class UIViewController: UIResponder, UIContentContainer {
    private var storedModel: ViewController?
    /// The storyboard scene being instantiated (from ``init(coder:)``), until the model is made.
    private(set) var scene: StoryboardCoder?
    var cachedPresentationController: UIPresentationController?
    /// The appearance transition begun by hand (``beginAppearanceTransition(_:animated:)``).
    private var manualAppearance: (appearing: Bool, animated: Bool)?
    private var loadedView: UIView? {
        didSet {
            if oldValue?.viewController === self { oldValue?.viewController = nil }
            loadedView?.viewController = self
        }
    }

    /// The storyboard this controller was instantiated from.
    public private(set) var storyboard: UIStoryboard?
    /// The controller's title; setting it sets the navigation item's title too.
    open var title: String? {
        didSet { navigationItem.title = title }
    }
    /// The built-in transition animation (R84, R89); `.partialCurl` raises unless full screen (R90).
    open var modalTransitionStyle: UIModalTransitionStyle {
        get { UIModalTransitionStyle(model.modalTransitionStyle) }
        set { model.modalTransitionStyle = newValue.model }
    }

    /// The object that supplies the animators and the custom presentation controller (R80, R81). Weak, as in
    /// UIKit: a segue that sets itself is kept alive by the presentation from iOS 9, not on iOS 8 (F10).
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)? {
        get { transitioningBridge?.target }
        set {
            guard let newValue else {
                transitioningBridge = nil
                model.transitioningDelegate = nil
                return
            }
            let bridge = TransitioningDelegateBridge(target: newValue)
            transitioningBridge = bridge
            model.transitioningDelegate = bridge
        }
    }
    private var transitioningBridge: TransitioningDelegateBridge?
    /// Stored only.
    public private(set) var nibName: String?

    /// The items a navigation bar shows for this controller.
    open lazy var navigationItem: UINavigationItem = {
        let item = UINavigationItem()
        item.title = title
        return item
    }()

    /// A controller made in code; the nib is not loaded (nothing is drawn).
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
    }

    /// A controller made in code.
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// Called by a storyboard, as in UIKit. A coder that is not a storyboard's makes a plain controller.
    public required init?(coder: NSCoder) {
        if let scene = coder as? StoryboardCoder {
            self.scene = scene
            storyboard = scene.storyboard
        }
    }

    /// A controller for a simulation controller that has none. A convenience initializer, so that the app's
    /// subclasses keep inheriting `init()`.
    convenience init(adopting model: ViewController) {
        self.init(nibName: nil, bundle: nil)
        storedModel = model
    }

    // MARK: The simulation's controller

    /// The simulation's controller behind this one, made on first use.
    var model: ViewController {
        if let storedModel { return storedModel }
        let made = makeModel(
            identifier: scene?.definition.identifier ?? String(describing: type(of: self)),
            children: scene?.children ?? [])
        scene = nil
        made.host = ModelHost(owner: self)
        storedModel = made
        return made
    }

    /// Makes the simulation's controller; containers override it (``scene`` is still set while it runs).
    func makeModel(identifier: String, children: [ViewController]) -> ViewController {
        ViewController(identifier: identifier)
    }

    // MARK: View

    /// Whether this controller is being presented: from `present(_:animated:completion:)` through
    /// `viewDidAppear(_:)` (R104).
    open var isBeingPresented: Bool { isInTransition(.present) }

    /// Whether this controller is being dismissed: from `dismiss(animated:completion:)` through
    /// `viewDidDisappear(_:)` (R104).
    open var isBeingDismissed: Bool { isInTransition(.dismiss) }

    /// Whether the window's transition being presented or dismissed is a `kind` of this controller (or of the
    /// presentation it is part of).
    private func isInTransition(_ kind: TransitionKind) -> Bool {
        guard let window = model.window ?? model.appearanceWindow, let running = window.appearanceTransition,
            running.kind == kind
        else {
            return false
        }
        return running.presentedController === model || running.presentedController.contains(model)
    }

    /// The coordinator of the transition this controller takes part in, while it runs (R113).
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        guard let window = model.window, let coordinator = window.transitionCoordinator,
            let running = window.runningTransition,
            running.presentedController.contains(model) || running.presentingController?.contains(model) == true
                || model.contains(running.presentedController)
        else { return nil }
        return RunningTransitionCoordinator(model: coordinator)
    }

    /// The root view, loaded on first access with ``loadView()`` then ``viewDidLoad()``.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set { loadedView = newValue }
    }

    /// The view if it is loaded, without loading it.
    open var viewIfLoaded: UIView? { loadedView }

    /// Whether the view is loaded.
    open var isViewLoaded: Bool { loadedView != nil }

    /// Makes the root view: by default an empty view with the screen's bounds, as in UIKit.
    open func loadView() {
        // UIKit's default view has the screen's bounds until it is laid out where it is shown.
        let screen = (uiWindow?.screen ?? UIScreen.main).bounds
        loadedView = UIView(frame: screen)
    }

    /// Called once the view is loaded.
    open func viewDidLoad() {}

    /// Loads the view if it is not loaded yet.
    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { loadedView = UIView() }
        installChildViews()
        viewDidLoad()
    }

    // MARK: Appearance and transitions

    /// Sent when the view is about to appear, at the start of the transition that shows it (R102).
    open func viewWillAppear(_ animated: Bool) {}

    /// iOS 13+: sent once the appearing view is in the hierarchy and laid out, before the animation (R102).
    open func viewIsAppearing(_ animated: Bool) {}

    /// Sent when the transition that showed the view has ended (R102).
    open func viewDidAppear(_ animated: Bool) {}

    /// Sent when the view is about to disappear, at the start of the transition that hides it (R102).
    open func viewWillDisappear(_ animated: Bool) {}

    /// Sent when the transition that hid the view has ended (R102).
    open func viewDidDisappear(_ animated: Bool) {}

    /// Whether a container forwards the appearance callbacks to its children by itself (true by default). A
    /// container that returns false calls ``beginAppearanceTransition(_:animated:)`` and
    /// ``endAppearanceTransition()`` on its children.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// Tells the controller its view is about to appear (`isAppearing`) or disappear, as a container that
    /// forwards appearance by hand does: `viewWillAppear(_:)` or `viewWillDisappear(_:)` now (R102), the
    /// matching "did" call at ``endAppearanceTransition()``. A second begin in the same direction sends
    /// nothing; one in the other direction first ends the transition under way.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        if let manual = manualAppearance {
            guard manual.appearing != isAppearing else { return }
            endAppearanceTransition()
        }
        manualAppearance = (isAppearing, animated)
        sendAppearance(isAppearing ? .viewWillAppear("") : .viewWillDisappear(""), animated: animated)
    }

    /// Ends the appearance transition begun with ``beginAppearanceTransition(_:animated:)``: on iOS 13 and
    /// later an appearing view gets `viewIsAppearing(_:)` first, then `viewDidAppear(_:)`; a disappearing one
    /// `viewDidDisappear(_:)`. Without a transition begun, nothing is sent.
    open func endAppearanceTransition() {
        guard let (appearing, animated) = manualAppearance else { return }
        manualAppearance = nil
        if appearing {
            let iOS = uiWindow?.simulation.era.iOS ?? UIWindow.currentEra.iOS
            if iOS >= 13 { sendAppearance(.viewIsAppearing(""), animated: animated) }
            sendAppearance(.viewDidAppear(""), animated: animated)
        } else {
            sendAppearance(.viewDidDisappear(""), animated: animated)
        }
    }

    /// Sent when the system is low on memory: never, here (declared so that overrides compile).
    open func didReceiveMemoryWarning() {}

    /// The next responder: the root view's superview, else the parent, else the presenter.
    open override var next: UIResponder? {
        viewIfLoaded?.superview ?? parent ?? presentingViewController
    }

    /// Sent in each layout pass that lays out the root view, before its `layoutSubviews()` (R176): when it
    /// first shows, after a resize or rotation, and after `setNeedsLayout()`.
    open func viewWillLayoutSubviews() {}

    /// Sent in each layout pass that lays out the root view, after its `layoutSubviews()` (R176).
    open func viewDidLayoutSubviews() {}

    /// Override to update the root view's constraints before layout; call `super` last.
    open func updateViewConstraints() {}

    /// The smallest margins the root view takes (16 points on the sides in a compact-width window, 20 in a
    /// regular one, none above and below).
    open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let regular = (uiWindow ?? UIWindow.latest)?.simulation.environment.traits.horizontalSizeClass == .regular
        let side: CGFloat = regular ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// Whether the root view's margins are at least ``systemMinimumLayoutMargins`` (true by default).
    open var viewRespectsSystemMinimumLayoutMargins: Bool {
        get { view.simulatedView.layoutState.respectsSystemMinimumLayoutMargins }
        set {
            view.simulatedView.layoutState.respectsSystemMinimumLayoutMargins = newValue
            view.setNeedsLayout()
        }
    }

    /// Sent before the window resizes or rotates, with the new window size (before the presentations adapt).
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {}

    /// Sent before the window's size classes change, with the new traits.
    open func willTransition(
        to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
    ) {}

    /// Sent after the window's size classes changed, with the previous traits.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    // MARK: Presentation properties

    /// The style to present with (`.automatic` is the era's default).
    open var modalPresentationStyle: UIModalPresentationStyle {
        get { UIModalPresentationStyle(model.modalPresentationStyle) }
        set { model.modalPresentationStyle = newValue.model }
    }

    /// The size a popover or form sheet uses when both components are positive.
    /// Setting it while presented by an app's `UIPresentationController` subclass tells that controller
    /// (`preferredContentSizeDidChange(forChildContentContainer:)`).
    open var preferredContentSize: CGSize {
        get { CGSize(width: model.preferredContentSize.width, height: model.preferredContentSize.height) }
        set {
            let old = model.preferredContentSize
            model.preferredContentSize = Size(width: Double(newValue.width), height: Double(newValue.height))
            guard model.preferredContentSize != old, model.window != nil, presentingViewController != nil else {
                return
            }
            presentationController?.childPreferredContentSizeChanged(self)
        }
    }

    /// Told that a child's ``preferredContentSize`` changed; the default does nothing.
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    /// The size of a child in a parent of `parentSize`: the parent's size.
    open func size(
        forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize
    ) -> CGSize {
        parentSize
    }

    /// Whether current-context presentations from inside this controller cover only it.
    open var definesPresentationContext: Bool {
        get { model.definesPresentationContext }
        set { model.definesPresentationContext = newValue }
    }

    /// iOS 13+: blocks user-initiated dismissal.
    open var isModalInPresentation: Bool {
        get { model.isModalInPresentation }
        set { model.isModalInPresentation = newValue }
    }

    /// The traits of the window this controller is in (of the latest window when it is in none), with the
    /// appearance its own or its nearest container's ``overrideUserInterfaceStyle`` forces.
    open var traitCollection: UITraitCollection {
        let window = uiWindow ?? UIWindow.latest
        let traits = window.map { UITraitCollection($0.simulation.environment.traits) } ?? UITraitCollection()
        var current: UIViewController? = self
        while let controller = current {
            if controller.overrideUserInterfaceStyle != .unspecified {
                return UITraitCollection(traitsFrom: [
                    traits, UITraitCollection(userInterfaceStyle: controller.overrideUserInterfaceStyle),
                ])
            }
            current = controller.parent
        }
        return traits
    }

    // MARK: Hierarchy

    /// The containing controller.
    open var parent: UIViewController? { model.parent.map(Self.wrapping) }
    /// The child controllers.
    open var children: [UIViewController] { model.children.map(Self.wrapping) }

    /// Adds `childController` as a child (taking it from its parent), as a custom container does before
    /// adding the child's view; calls the child's ``willMove(toParent:)`` with this controller, as UIKit does.
    /// The container adds the child's view and calls ``didMove(toParent:)`` itself.
    open func addChild(_ childController: UIViewController) {
        childController.willMove(toParent: self)
        model.addChild(childController.model)
    }

    /// Removes the controller from its parent and calls its ``didMove(toParent:)`` with `nil`, as UIKit
    /// does; the container calls ``willMove(toParent:)`` with `nil` and removes the view itself.
    open func removeFromParent() {
        guard model.parent != nil else { return }
        model.removeFromParent()
        didMove(toParent: nil)
    }

    /// Called before the controller is added to or removed from a container (`nil`); the default does
    /// nothing.
    open func willMove(toParent parent: UIViewController?) {}

    /// Called after the controller is added to or removed from a container (`nil`); the default does
    /// nothing.
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: Appearance

    /// Whether a controller presented `.overFullScreen` or `.custom` takes over the status bar's
    /// appearance. Stored only: there is no status bar to draw.
    open var modalPresentationCapturesStatusBarAppearance = false

    /// The status bar style the controller wants; override it. Not asked: there is no status bar to draw.
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }

    /// Whether the controller wants the status bar hidden; override it. Not asked: the safe area keeps the
    /// device's status bar inset.
    open var prefersStatusBarHidden: Bool { false }

    /// How status bar changes animate; override it. Not asked.
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }

    /// The child whose status bar style is used instead of this controller's; override it. Not asked.
    open var childForStatusBarStyle: UIViewController? { nil }

    /// The child whose status bar visibility is used instead of this controller's; override it. Not asked.
    open var childForStatusBarHidden: UIViewController? { nil }

    /// Asks for the status bar appearance again; counted in ``statusBarAppearanceUpdates`` (there is no
    /// status bar to redraw).
    open func setNeedsStatusBarAppearanceUpdate() {
        statusBarAppearanceUpdates += 1
    }

    /// Simulation only: how many times ``setNeedsStatusBarAppearanceUpdate()`` was called, so that a test can
    /// check the app asked for the change.
    public private(set) var statusBarAppearanceUpdates = 0

    /// The light or dark appearance forced on the controller and its children (their ``traitCollection``;
    /// views and presented controllers keep the window's).
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified

    /// Insets added to the safe area of the controller's view. Stored only: ``UIView/safeAreaInsets`` gives
    /// the device's insets.
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero

    /// The controller this one, or its nearest ancestor that presents, presents: while the presentation is
    /// adapted with a substitute, the substitute, which UIKit displays "in place of the existing presented view
    /// controller" (PresentationRules, choice 70).
    open var presentedViewController: UIViewController? {
        var current: ViewController? = model
        while let candidate = current {
            if let presented = candidate.presentedViewController {
                let presentation = model.window?.presentationControllers.last {
                    $0.presentedViewController === presented
                }
                return Self.wrapping(presentation?.displayedViewController ?? presented)
            }
            current = candidate.parent
        }
        return nil
    }

    /// The controller that presents this one or, for a child, its container's presenter.
    open var presentingViewController: UIViewController? {
        var current: ViewController? = model
        while let candidate = current {
            if let presenter = candidate.presentingViewController { return Self.wrapping(presenter) }
            current = candidate.parent
        }
        return nil
    }

    /// The nearest navigation controller above.
    open var navigationController: UINavigationController? {
        model.navigationController.map(Self.wrapping) as? UINavigationController
    }

    /// The nearest tab bar controller above.
    open var tabBarController: UITabBarController? {
        model.tabBarController.map(Self.wrapping) as? UITabBarController
    }

    /// The nearest split view controller above.
    open var splitViewController: UISplitViewController? {
        model.splitViewController.map(Self.wrapping) as? UISplitViewController
    }

    // MARK: Presentation controllers

    /// The presentation controller in charge of this controller: the one of the presentation it is part of,
    /// else its own, made on first access with the ``modalPresentationStyle`` of that moment (R4).
    open var presentationController: UIPresentationController? {
        if let window = model.window {
            var current: ViewController? = model
            while let candidate = current {
                if let presentation = window.presentationControllers.last(where: {
                    $0.presentedViewController === candidate || $0.substitute === candidate
                }) {
                    return Self.wrapper(for: presentation)
                }
                current = candidate.parent
            }
        }
        return Self.wrapper(for: model.presentationController)
    }

    /// The popover presentation controller, or nil unless the style is `.popover`.
    open var popoverPresentationController: UIPopoverPresentationController? {
        if model.window != nil, let controller = presentationController as? UIPopoverPresentationController {
            return controller
        }
        return model.popoverPresentationController.map(Self.wrapper(for:)) as? UIPopoverPresentationController
    }

    /// iOS 15+: the sheet presentation controller, or nil unless the style is `.pageSheet` or `.formSheet`.
    open var sheetPresentationController: UISheetPresentationController? {
        presentationController as? UISheetPresentationController
    }

    // MARK: Presenting and dismissing

    /// Presents `viewControllerToPresent` modally. The presentation is in place when this returns (R104); an
    /// app animator's `animateTransition(using:)` runs on the next run-loop turn, after the code that called
    /// this (R98), and the transition plays on the window's clock; `completion` runs when it ends (R100):
    /// after ``UIWindow/advance(by:)`` or ``UIWindow/settle()``, as in UIKit after the animation. A popover's
    /// anchor is checked when its presentation transition begins, on that next turn (R27), so an anchor set
    /// right after this call counts. UIKit's exceptions are recorded on the window.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil)
    {
        guard let window = model.window else {
            UIWindow.record(SimulationError.notInWindow(model.identifier), in: uiWindow)
            return
        }
        viewControllerToPresent.resolvePresentationStyle(in: window)
        do {
            try window.present(
                viewControllerToPresent.model, from: model, animated: flag,
                completion: completion.map { block in { MainActorClosure<Void> { _ in block() }.call(()) } })
        } catch {
            UIWindow.record(error, in: uiWindow)
            return
        }
        // Without animation UIKit ends the transition before returning.
        if !flag { window.settle(within: .zero) }
    }

    /// Dismisses what this controller presents, or the presentation it is part of. The dismissal begins now
    /// and is complete, with `completion` run, once its transition has played on the window's clock
    /// (``UIWindow/advance(by:)``, ``UIWindow/settle()``).
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        guard let window = model.window else { return }
        window.dismissProgrammatically(
            from: model, animated: flag,
            completion: completion.map { block in { MainActorClosure<Void> { _ in block() }.call(()) } })
        if !flag { window.settle(within: .zero) }
    }

    /// Called when this controller is about to be presented in `window`: UIKit's own controllers (alerts,
    /// share sheets) resolve their presentation style from the presenting window's device and iOS version.
    func resolvePresentationStyle(in window: Window) {}

    /// Shows `vc` as the Show segue does: pushed in a navigation controller, else presented.
    open func show(_ vc: UIViewController, sender: Any?) {
        do {
            try model.show(vc.model, sender: sender)
        } catch {
            UIWindow.record(error, in: uiWindow)
        }
    }

    /// Shows `vc` as the Show Detail segue does: the split view controller's secondary, else like Show.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        do {
            try model.showDetailViewController(vc.model, sender: sender)
        } catch {
            UIWindow.record(error, in: uiWindow)
        }
    }

    // MARK: Segues

    /// Performs the storyboard segue `identifier` from this controller; `shouldPerformSegue` is not asked.
    /// A segue the storyboard lacks raises `NSInvalidArgumentException` with UIKit's reason (`Receiver
    /// (<Module.Class>) has no segue with identifier 'X'`, without the address), recorded on the window.
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        do {
            try model.performSegue(withIdentifier: identifier, sender: sender)
        } catch .unknownSegue(identifier, _) {
            UIWindow.record(
                SimulatedException(
                    name: "NSInvalidArgumentException",
                    reason: "Receiver (<\(String(reflecting: type(of: self)))>) has no segue with identifier "
                        + "'\(identifier)'"),
                in: uiWindow)
        } catch {
            UIWindow.record(error, in: uiWindow)
        }
    }

    /// Asked before a segue the user triggers; by default what the storyboard says (`true`).
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        model.storyboardShouldPerformSegue(withIdentifier: identifier)
    }

    /// Called on the source before a segue performs.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    /// Whether this controller is the destination of an unwind action: by default, whether it implements the
    /// action (declared by the storyboard, or registered with
    /// ``UIStoryboard/registerUnwindAction(_:for:perform:)``) and is not the source.
    open func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, sender: Any?)
        -> Bool
    {
        guard fromViewController !== self else { return false }
        let name = NSStringFromSelector(action)
        if UIStoryboard.unwindAction(named: name, for: self) != nil { return true }
        return model.declaresUnwindAction(name, from: fromViewController.model)
    }

}

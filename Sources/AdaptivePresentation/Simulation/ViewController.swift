/// A view controller, with the parts of `UIViewController` that presentation, segues and unwinding use.
///
/// Subclass it to port app logic (segue preparation, unwind actions). Containers are
/// ``NavigationController``, ``TabBarController`` and ``SplitViewController``.
open class ViewController: CustomStringConvertible {
    /// The storyboard identifier, used in traces and expectations.
    public let identifier: String

    /// The style to present with (R1). `.automatic` means the era's default: `.fullScreen` before iOS 13.
    public var modalPresentationStyle: PresentationStyle = .automatic
    /// The built-in animation of this controller's presentation and dismissal (R89), set on the presented
    /// controller: `.coverVertical` unless the app or a storyboard segue (R87) sets another. `.partialCurl`
    /// raises unless the presentation and its presenter are full screen (R90); another style than
    /// `.coverVertical` raises for a current-context presentation from inside a popover (R91).
    public var modalTransitionStyle: ModalTransitionStyle = .coverVertical
    /// The content size a popover or form sheet uses when both components are positive (R29, R30).
    public var preferredContentSize = Size(width: 0, height: 0)
    /// Whether current-context presentations from inside this controller cover only it (R15).
    public var definesPresentationContext = false
    /// Whether this is an action sheet (`UIAlertController` with `preferredStyle` `.actionSheet`), which UIKit
    /// presents with its own presentation controller from iOS 26 (R131, R132).
    public var isActionSheet = false
    /// iOS 13+: blocks user-initiated dismissal (R34).
    public var isModalInPresentation = false
    /// Views of this controller that can anchor a popover.
    public var anchors: [String] = []
    /// Frames of anchors in window coordinates, when known (they place popovers).
    public var anchorFrames: [String: Rect] = [:]
    /// Anchors placed relative to the window's edges or bars; they win over ``anchorFrames``.
    public var anchorPlacements: [String: AnchorPlacement] = [:]
    /// Unwind action methods this controller implements (`unwindToAnimalDetail`).
    public var unwindActions: Set<String> = []
    /// Protocols this controller conforms to (looked up by custom animators).
    public var conformances: Set<String> = []
    /// `transitioningDelegate`: weak, as in UIKit (R80). Read from the presented controller when its
    /// presentation or dismissal starts.
    public weak var transitioningDelegate: (any ViewControllerTransitioningDelegate)? {
        didSet { if transitioningDelegate != nil { hadTransitioningDelegate = true } }
    }
    /// Whether a transitioning delegate was ever set: one that is `nil` now was released (F10).
    public private(set) var hadTransitioningDelegate = false
    /// What `shouldPerformSegue(withIdentifier:sender:)` answers per segue id (default `true`).
    public var shouldPerformSegueAnswers: [String: Bool] = [:]
    /// What stands behind this controller and answers for it (AdaptiveUIKit's view controller), if anything.
    /// Held strongly: the pair lives as long as either is referenced.
    public var host: (any ViewControllerHost)?
    /// The storyboard this controller was instantiated from.
    public internal(set) var storyboard: Storyboard?

    /// The containing controller.
    public internal(set) weak var parent: ViewController?
    /// Child controllers (containers).
    public internal(set) var children: [ViewController] = []
    /// The controller this one presents, if any.
    public internal(set) var presentedViewController: ViewController?
    /// The controller that presents this one (or the container of the one that does).
    public internal(set) weak var presentingViewController: ViewController?
    /// The window, for a window's root controller.
    internal weak var windowIfRoot: Window?
    /// The window whose transition last sent this controller an appearance callback: a dismissed controller
    /// is out of the window's hierarchy by its `viewDidDisappear`, yet still being dismissed (R104).
    public internal(set) weak var appearanceWindow: Window?

    private var cachedPresentationController: PresentationController?

    public init(identifier: String) {
        self.identifier = identifier
    }

    public var description: String { identifier }

    // MARK: Presentation controllers (R4)

    /// The presentation controller, created the first time it is read with the ``modalPresentationStyle``
    /// of that moment and cached until the presentation ends (R4). A `.popover` style makes a
    /// ``PopoverPresentationController``.
    public var presentationController: PresentationController {
        if let cached = cachedPresentationController { return cached }
        let made: PresentationController
        if modalPresentationStyle == .popover {
            let popover = PopoverPresentationController(presentedViewController: self, style: modalPresentationStyle)
            if let adaptiveSheetConfiguration {
                popover.adaptiveSheetPresentationController.configuration = adaptiveSheetConfiguration
            }
            made = popover
        } else if Self.sheetStyles.contains(modalPresentationStyle) {
            let sheet = SheetPresentationController(presentedViewController: self, style: modalPresentationStyle)
            if let sheetConfiguration { sheet.configuration = sheetConfiguration }
            made = sheet
        } else {
            made = PresentationController(presentedViewController: self, style: modalPresentationStyle)
        }
        cachedPresentationController = made
        return made
    }

    /// The sheet presentation controller (iOS 15+), or nil unless the style is `.pageSheet`, `.formSheet` or
    /// `.automatic` (R50); created and cached as ``presentationController`` (R4).
    public var sheetPresentationController: SheetPresentationController? {
        if let cached = cachedPresentationController { return cached as? SheetPresentationController }
        guard Self.sheetStyles.contains(modalPresentationStyle) else { return nil }
        return presentationController as? SheetPresentationController
    }

    /// The styles whose presentation controller is a sheet presentation controller (R50).
    static let sheetStyles: Set<PresentationStyle> = [.automatic, .pageSheet, .formSheet]

    /// The sheet the app's code configures before presenting this controller (`sheet:` in scenario files),
    /// copied into each new ``sheetPresentationController``.
    public var sheetConfiguration: SheetConfiguration?
    /// The popover's adaptive sheet the app's code configures (`adaptiveSheet:` in scenario files), copied
    /// into each new popover's `adaptiveSheetPresentationController` (R59).
    public var adaptiveSheetConfiguration: SheetConfiguration?

    /// The popover presentation controller, or nil unless the style is `.popover` (R4).
    public var popoverPresentationController: PopoverPresentationController? {
        if let cached = cachedPresentationController { return cached as? PopoverPresentationController }
        guard modalPresentationStyle == .popover else { return nil }
        return presentationController as? PopoverPresentationController
    }

    /// Forgets the cached presentation controller once its presentation ended.
    internal func presentationDidEnd() {
        cachedPresentationController = nil
    }

    // MARK: Hierarchy

    /// The nearest navigation controller above (the controller itself excluded).
    public var navigationController: NavigationController? { ancestor(of: NavigationController.self) }
    /// The nearest tab bar controller above.
    public var tabBarController: TabBarController? { ancestor(of: TabBarController.self) }
    /// The nearest split view controller above.
    public var splitViewController: SplitViewController? { ancestor(of: SplitViewController.self) }

    private func ancestor<T: ViewController>(of type: T.Type) -> T? {
        var current = parent
        while let candidate = current {
            if let match = candidate as? T { return match }
            current = candidate.parent
        }
        return nil
    }

    /// The outermost container of this controller (itself when it has no parent).
    public var rootAncestor: ViewController {
        var current = self
        while let up = current.parent { current = up }
        return current
    }

    /// The window this controller is in, through parents and presenters.
    public var window: Window? {
        let root = rootAncestor
        if let window = root.windowIfRoot { return window }
        return root.presentingViewController?.window
    }

    /// The controller the user sees inside this one: through navigation (top), tab (selected) and split
    /// containers.
    open var visibleContent: ViewController { self }

    /// The children whose views a container shows inside its own view, filling it: a navigation controller's
    /// top controller, a tab bar controller's selected one; none for other controllers (a split view
    /// controller lays out its columns itself).
    open var childrenOnScreen: [ViewController] { [] }

    /// Adds a child controller (container bookkeeping; UIKit's `addChild(_:)` for custom containers).
    public func addChild(_ child: ViewController) {
        child.removeFromParent()
        children.append(child)
        child.parent = self
    }

    /// Removes this controller from its container.
    public func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
    }

    /// Whether `other` is this controller or inside it.
    public func contains(_ other: ViewController) -> Bool {
        var current: ViewController? = other
        while let candidate = current {
            if candidate === self { return true }
            current = candidate.parent
        }
        return false
    }

    // MARK: Segues (R36, R39)

    /// Asked before a segue triggered by the user (never for ``performSegue(withIdentifier:sender:)``): the
    /// ``host``'s answer, else ``storyboardShouldPerformSegue(withIdentifier:)``.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        if let host { return host.shouldPerformSegue(withIdentifier: identifier, sender: sender) }
        return storyboardShouldPerformSegue(withIdentifier: identifier)
    }

    /// What the storyboard (and the scenario's code facts) say `shouldPerformSegue` answers: `true` unless
    /// told otherwise.
    public func storyboardShouldPerformSegue(withIdentifier identifier: String) -> Bool {
        shouldPerformSegueAnswers[identifier] ?? true
    }

    /// Called on the source before a segue performs; the ``host`` hears of it.
    open func prepare(for segue: StoryboardSegue, sender: Any?) {
        host?.prepare(for: segue, sender: sender)
    }

    /// Whether this controller is the destination of an unwind action: the ``host``'s answer, else whether it
    /// declares the action and is not the source (R39).
    open func canPerformUnwindSegueAction(_ action: String, from source: ViewController, sender: Any?) -> Bool {
        if let host { return host.canPerformUnwindSegueAction(action, from: source, sender: sender) }
        return declaresUnwindAction(action, from: source)
    }

    /// Whether this controller declares the unwind action (with or without its trailing colon) and is not
    /// the source: the default of ``canPerformUnwindSegueAction(_:from:sender:)``.
    public func declaresUnwindAction(_ action: String, from source: ViewController) -> Bool {
        source !== self && unwindActions.contains { UnwindSearch.isSameAction($0, action) }
    }

    /// The children searched for an unwind destination: every child but the one containing the source (R39).
    open func allowedChildrenForUnwinding(from source: ViewController) -> [ViewController] {
        children.filter { !$0.contains(source) }
    }

    /// Runs an unwind action method on this controller: the ``host``'s. Override to port app logic.
    open func performUnwindAction(_ action: String, from source: ViewController) {
        host?.performUnwindAction(action, from: source)
    }

    /// Performs the storyboard segue `identifier` from this controller, as `performSegue(withIdentifier:sender:)`:
    /// `shouldPerformSegue` is not asked (R36).
    public func performSegue(withIdentifier identifier: String, sender: Any? = nil) throws(SimulationError) {
        guard let window else { throw .notInWindow(self.identifier) }
        try window.performSegue(identifier, from: self, sender: sender, userTriggered: false)
    }

    // MARK: Views

    /// Called by the window when the controller is about to be presented, as UIKit loads its view then. The
    /// model has no views: its ``host`` (AdaptiveUIKit) loads its own.
    open func loadViewIfNeeded() {
        host?.loadViewIfNeeded()
    }

    // MARK: Presenting

    /// Presents `controller` modally from this controller, as `present(_:animated:completion:)`.
    public func present(_ controller: ViewController) throws(SimulationError) {
        guard let window else { throw .notInWindow(identifier) }
        try window.present(controller, from: self)
    }

    /// Dismisses the presentation this controller makes (or is part of), as `dismiss(animated:)`.
    public func dismiss() throws(SimulationError) {
        guard let window else { throw .notInWindow(identifier) }
        window.dismissProgrammatically(from: self)
    }

    /// Shows `controller` as the Show segue does: pushed in a navigation controller, else presented (R36).
    open func show(_ controller: ViewController, sender: Any?) throws(SimulationError) {
        if let navigation = (self as? NavigationController) ?? navigationController {
            if let window {
                window.push(controller, on: navigation)
            } else {
                navigation.pushViewController(controller)
            }
        } else {
            try present(controller)
        }
    }

    /// Shows `controller` as the Show Detail segue does: the split view controller's secondary, else like
    /// ``show(_:sender:)``.
    open func showDetailViewController(_ controller: ViewController, sender: Any?) throws(SimulationError) {
        if let split = (self as? SplitViewController) ?? splitViewController {
            if let window {
                try window.showDetail(controller, in: split)
            } else {
                split.showDetail(controller)
            }
        } else {
            try present(controller)
        }
    }
}

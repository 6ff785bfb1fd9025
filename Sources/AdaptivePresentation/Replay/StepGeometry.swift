/// Where a step's state sits on the device, for drawing it to scale: facts the simulation already holds
/// (the environment, the presentation controllers, the frames it computed), gathered so that a renderer
/// decides nothing about UIKit.
///
/// Coordinates are window coordinates in points (origin top left), as ``StepState/frame``. The window's own
/// position on the screen (which side of a Split View, where Slide Over floats, where a free-form window
/// was dragged) is not modelled, so it is not here.
public struct StepGeometry: Hashable, Sendable {
    /// The device's catalog id (`ipad-air-2`).
    public var device: String
    public var orientation: Orientation
    /// The multitasking layout, or `nil` for a free-form window.
    public var layout: MultitaskingLayout?
    /// The device's screen in ``orientation``, in points.
    public var screen: Size
    /// The catalog's status bar height, which `devices.yaml` gives for portrait only.
    public var portraitStatusBarHeight: Double
    /// The controller that presented the top presentation, when something is presented.
    public var presenting: String?
    /// The presenting controller's view in the window.
    public var presentingFrame: Rect?
    /// The top popover presentation's anchor rectangle (`sourceRect`) when it is a popover presentation and
    /// the anchor's frame is known; the popover's arrow points at it.
    public var popoverSourceRect: Rect?
    /// Whether that popover points an arrow at its anchor; a popover that grows out of its bar button item
    /// (iOS 26, R130) has none.
    public var popoverHasArrow: Bool
    /// The views of the navigation controllers on screen (under the top presentation and in it), bottom to
    /// top: each shows a navigation bar at its top edge.
    public var navigationFrames: [Rect]

    public init(
        device: String, orientation: Orientation, layout: MultitaskingLayout?, screen: Size,
        portraitStatusBarHeight: Double, presenting: String? = nil, presentingFrame: Rect? = nil,
        popoverSourceRect: Rect? = nil, popoverHasArrow: Bool = true, navigationFrames: [Rect] = []
    ) {
        self.device = device
        self.orientation = orientation
        self.layout = layout
        self.screen = screen
        self.portraitStatusBarHeight = portraitStatusBarHeight
        self.presenting = presenting
        self.presentingFrame = presentingFrame
        self.popoverSourceRect = popoverSourceRect
        self.popoverHasArrow = popoverHasArrow
        self.navigationFrames = navigationFrames
    }
}

extension StepGeometry {
    /// Where the state of `window` sits on its device: the environment, the top presentation's presenter and
    /// popover anchor, and the navigation controllers on screen, with the frames the window computed.
    ///
    /// The window is borrowed, not retained: a window is weakly referenced by its root controller, which makes
    /// each retain of it slow, and every step of a replay gathers its geometry.
    public init(window: borrowing Window) {
        let top = window.topPresentation
        var navigationFrames: [Rect] = []
        Self.collectNavigationFrames(of: window.rootViewController, in: window, into: &navigationFrames)
        if let top {
            Self.collectNavigationFrames(of: top.displayedViewController, in: window, into: &navigationFrames)
        }
        // The environment's fields are read one by one: a copy of the whole environment (its device profile,
        // with the device's names and layouts) would cost more than the rest of this gathering for most steps.
        let orientation = window.environment.orientation
        self.init(
            device: window.environment.device.id, orientation: orientation, layout: window.environment.layout,
            screen: window.environment.device.screen(in: orientation),
            portraitStatusBarHeight: window.environment.device.statusBarHeight,
            presenting: top?.presentingViewController?.identifier,
            presentingFrame: top?.presentingViewController.map { window.frameInWindow(of: $0) },
            popoverSourceRect: top?.decision?.appearance == .popover
                ? (top as? PopoverPresentationController)?.sourceRect : nil,
            popoverHasArrow: !((top as? PopoverPresentationController)?.morphsFromBarButtonItem ?? false),
            navigationFrames: navigationFrames)
    }

    /// Appends the frames of the navigation controllers on screen in `controller`'s hierarchy, outermost first.
    private static func collectNavigationFrames(
        of controller: ViewController, in window: Window, into frames: inout [Rect]
    ) {
        switch controller {
        case let navigation as NavigationController:
            frames.append(window.frameInWindow(of: navigation))
            if let child = navigation.topViewController {
                collectNavigationFrames(of: child, in: window, into: &frames)
            }
        case let tab as TabBarController:
            if let selected = tab.selectedViewController {
                collectNavigationFrames(of: selected, in: window, into: &frames)
            }
        case let split as SplitViewController:
            for column in split.onScreenColumns { collectNavigationFrames(of: column, in: window, into: &frames) }
        default:
            break
        }
    }
}

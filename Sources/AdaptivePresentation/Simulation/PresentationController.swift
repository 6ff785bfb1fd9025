/// Manages one modal presentation, as `UIPresentationController`.
///
/// It keeps the original presented view controller and its own style for the whole presentation; while
/// adapted, an adapted presentation controller is in charge and a substitute may be shown (R19–R21). Its
/// ``delegate`` is weak, as in UIKit.
open class PresentationController: CustomStringConvertible {
    /// The controller being presented (the original, also while a substitute is shown).
    public let presentedViewController: ViewController
    /// The controller that presents (R15, R17).
    public internal(set) weak var presentingViewController: ViewController?
    /// The adaptive delegate. Weak: something else must keep it alive (R37).
    public weak var delegate: (any AdaptivePresentationControllerDelegate)?
    /// The style this controller was created for (R4).
    public let presentationStyle: PresentationStyle
    /// The latest decision about this presentation.
    public internal(set) var decision: PresentationDecision?
    /// The controller shown instead of ``presentedViewController`` while adapted (R20).
    public internal(set) var substitute: ViewController?
    /// The presented view's frame in the window.
    public internal(set) var frameOfPresentedView = Rect(x: 0, y: 0, width: 0, height: 0)
    /// The traits the controller adapts to (during a size change: the new traits).
    public internal(set) var traitCollection = TraitCollection(
        horizontalSizeClass: .regular, verticalSizeClass: .regular)
    /// The adapted presentation controller in charge while adapted (handed to `prepare`).
    public internal(set) var adaptivePresentationController: PresentationController?
    /// Where the sheet rests while this presentation shows as a sheet with detents (iOS 15+, R51–R60): its
    /// own sheet, or a popover's adaptive sheet (R59); `nil` otherwise.
    public internal(set) var sheetLayout: SheetLayout?

    /// The segue that made this presentation, retained for its lifetime from iOS 9 (R37).
    internal var retainedSegue: StoryboardSegue?
    /// The views of the presentation while it is on screen (R95, R122).
    internal var transitionViews: TransitionViews?
    /// The custom presentation controller the transitioning delegate described for a `.custom` presentation.
    public internal(set) var customPresentation: CustomPresentationDescription?
    /// The adaptive answer of that custom controller, kept for as long as the presentation (R125).
    internal var customAdaptation: AnyObject?

    /// `containerView` (R95): the presentation's container, from the start of its presentation transition
    /// until the end of its dismissal; `nil` otherwise.
    public var containerView: SimulatedView? { transitionViews?.container }

    /// `presentedView` (R94): while the presentation is on screen, the wrapper a system style puts around the
    /// controller's view, which is also what `view(forKey: .to)` gives the animator, else the displayed
    /// controller's view; `nil` before the presentation transition begins and after the dismissal.
    public var presentedView: SimulatedView? { transitionViews.map { $0.wrapper ?? $0.presented } }

    /// The app's presentation controller code, when the transitioning delegate gave one (R122).
    var script: (any PresentationControllerScript)? { customPresentation?.script?.script }

    /// The container a presentation's transition made, its chrome, and the views it moved: one object, changed
    /// in place as the presentation adapts.
    final class TransitionViews {
        let container: SimulatedView
        var dimming: SimulatedView?
        var wrapper: SimulatedView?
        /// The chrome an adaptation took off, kept for when the presentation adapts back (a window resized
        /// back and forth swaps the same views in and out).
        var spareDimming: SimulatedView?
        var spareWrapper: SimulatedView?
        /// The view of the controller on screen (``displayedViewController``): the presented controller's, or
        /// while adapted with a substitute the substitute's, which holds the presented controller's view.
        var presented: SimulatedView
        let presenter: SimulatedView
        var removesPresentersView: Bool
        /// The animator that presented, if a custom one did.
        var presentingAnimator: String?
        /// The appearance the chrome was last arranged for.
        var arrangedFor: PresentationAppearance?

        init(
            container: SimulatedView, dimming: SimulatedView?, wrapper: SimulatedView?, presented: SimulatedView,
            presenter: SimulatedView, removesPresentersView: Bool
        ) {
            self.container = container
            self.dimming = dimming
            self.wrapper = wrapper
            self.presented = presented
            self.presenter = presenter
            self.removesPresentersView = removesPresentersView
        }
    }
    private var unimplementedCallNoted = false

    public init(presentedViewController: ViewController, style: PresentationStyle) {
        self.presentedViewController = presentedViewController
        self.presentationStyle = style
    }

    public var description: String {
        "PresentationController(\(presentedViewController.identifier), \(presentationStyle))"
    }

    /// The style in charge now: the adapted style, else the presentation's own.
    public var currentStyle: PresentationStyle { decision?.style ?? presentationStyle }

    /// The controller on screen: the substitute while there is one, else the presented controller.
    public var displayedViewController: ViewController { substitute ?? presentedViewController }

    /// Called by the default implementations of ``AdaptivePresentationControllerDelegate``: the method is
    /// treated as not implemented, so UIKit would not have called it.
    public func noteUnimplementedDelegateMethod() {
        unimplementedCallNoted = true
    }

    /// Runs a delegate method and tells whether the delegate implements it.
    internal func callDelegate<T>(_ body: () -> T) -> (value: T, implemented: Bool) {
        unimplementedCallNoted = false
        let value = body()
        let implemented = !unimplementedCallNoted
        unimplementedCallNoted = false
        return (value, implemented)
    }
}

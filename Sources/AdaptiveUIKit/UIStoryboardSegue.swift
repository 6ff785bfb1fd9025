import AdaptivePresentation

/// A storyboard segue, as UIKit's `UIStoryboardSegue`: subclass it, override ``perform()`` and become the
/// destination's adaptive delegate, exactly as in the app.
///
/// A storyboard makes the segue (its `customClass` found by name, see ``UIStoryboard/register(_:)``), sets the
/// destination's style and popover anchor, calls the source's `prepare(for:sender:)`, then ``perform()``.
/// From iOS 9 a Present Modally or Popover segue (or a subclass calling `super.perform()`) is retained by the
/// presentation until it is dismissed, a Show or custom segue is not; on
/// iOS 8 it is released when `perform()` returns (R36, R37).
@preconcurrency @MainActor
open class UIStoryboardSegue: NSObject {
    /// The segue's identifier in the storyboard.
    public let identifier: String?
    /// The controller the segue starts from.
    public let source: UIViewController
    /// The controller the segue leads to.
    public let destination: UIViewController
    /// The simulation's segue, while it is alive (it keeps this one alive, not the other way round).
    weak var model: StoryboardSegue?
    private let performHandler: (@MainActor () -> Void)?

    /// Called by storyboards (for every segue class) and by the app.
    public required init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        performHandler = nil
    }

    /// A segue whose ``perform()`` runs `performHandler`.
    public init(
        identifier: String?, source: UIViewController, destination: UIViewController,
        performHandler: @escaping @MainActor () -> Void
    ) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        self.performHandler = performHandler
    }

    /// Performs the transition of the storyboard segue's kind (Show, Present Modally, Popover…). Override to
    /// add behaviour, calling `super.perform()`. A segue made in code performs its handler, or nothing.
    open func perform() {
        if let performHandler {
            performHandler()
            return
        }
        (model as? HostedSegue)?.performTransition()
    }

    /// The AdaptiveUIKit segue of a simulation segue: the app's own one, else a plain one for `prepare`.
    static func wrapping(_ model: StoryboardSegue) -> UIStoryboardSegue {
        if let owner = (model as? HostedSegue)?.owner { return owner }
        let segue = UIStoryboardSegue(
            identifier: model.identifier, source: UIViewController.wrapping(model.source),
            destination: UIViewController.wrapping(model.destination))
        segue.model = model
        return segue
    }
}

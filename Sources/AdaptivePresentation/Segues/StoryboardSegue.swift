/// A storyboard segue, as `UIStoryboardSegue`: subclass it to act as the presentation's adaptive delegate.
///
/// Lifecycle (R36): a user trigger asks the source's `shouldPerformSegue` (a programmatic
/// `performSegue` does not), the destination is instantiated, the segue is made and configures the
/// destination's presentation style and anchor, the source gets `prepare(for:sender:)`, then ``perform()``.
/// On iOS 8 the segue is released right after `perform()`; from iOS 9 a Present Modally or Popover segue
/// (kind `.presentModally` or `.popover`, subclasses included) is retained by the presentation it makes until
/// it is dismissed (R37); a Show segue that presents and a custom segue are not.
open class StoryboardSegue: CustomStringConvertible {
    /// The segue's storyboard identifier.
    public let identifier: String
    /// The controller the segue starts from.
    public let source: ViewController
    /// The controller the segue leads to.
    public let destination: ViewController
    /// The storyboard kind.
    public let kind: SegueKind
    /// The popover anchor (a view of the source), if any.
    public let anchor: String?
    /// The Present Modally segue's presentation style, if set in the storyboard.
    public let presentation: PresentationStyle?
    /// Whether this Show segue is a legacy Push segue (``SegueDefinition/pushOnly``): ``perform()`` pushes on
    /// the source's navigation controller, or raises `NSGenericException` when there is none.
    public var pushOnly = false
    /// The segue's Transition attribute (``SegueDefinition/transitionStyle``): `nil` is "Default". A Present
    /// Modally or Popover segue copies it to the destination in ``configureDestination()`` (R87).
    public var transitionStyle: ModalTransitionStyle?

    public required init(
        identifier: String, source: ViewController, destination: ViewController, kind: SegueKind,
        anchor: String? = nil, presentation: PresentationStyle? = nil
    ) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        self.kind = kind
        self.anchor = anchor
        self.presentation = presentation
    }

    public var description: String { "\(identifier) (\(kind)): \(source.identifier) → \(destination.identifier)" }

    /// What the storyboard sets up before `prepare(for:sender:)`: the destination's style (`.popover` for a
    /// popover segue, the Present Modally segue's presentation) and the popover anchor (R38). Setting the
    /// style first keeps the presentation controller of the right class (R4). A Present Modally or Popover
    /// segue also copies its ``transitionStyle`` when it is not "Default" (R87); other kinds leave the
    /// destination's own.
    open func configureDestination() {
        if kind == .presentModally || kind == .popover, let transitionStyle {
            destination.modalTransitionStyle = transitionStyle
        }
        switch kind {
        case .popover:
            destination.modalPresentationStyle = .popover
            if let popover = destination.popoverPresentationController, let anchor {
                popover.sourceView = anchor
                popover.sourceRect = source.anchorFrames[anchor]
                popover.sourcePlacement = source.anchorPlacements[anchor]
            }
        case .presentModally, .custom, .show, .showDetail:
            if let presentation { destination.modalPresentationStyle = presentation }
        case .unwind:
            break
        }
    }

    /// Performs the transition of the segue's kind. Override to add behaviour, calling `super.perform()`.
    /// A popover segue with no ``anchor`` raises R38's exception, in every environment.
    open func perform() throws(SimulationError) {
        switch kind {
        case .show where pushOnly:
            // UIKit's push segue template: the source's navigation controller, or an exception; never presents.
            guard let navigation = source.navigationController else {
                throw .exception(.pushWithoutNavigationController(segue: identifier))
            }
            if let window = source.window {
                window.push(destination, on: navigation)
            } else {
                navigation.pushViewController(destination)
            }
        case .show:
            try source.show(destination, sender: self)
        case .showDetail:
            try source.showDetailViewController(destination, sender: self)
        case .popover:
            // R38: the popover segue template checks its own anchors (the storyboard's), not the popover
            // controller's: a sourceView set in prepare(for:sender:) does not help.
            guard anchor != nil else { throw .exception(.popoverSegueWithoutAnchor()) }
            try source.present(destination)
        case .presentModally, .custom:
            try source.present(destination)
        case .unwind:
            guard let window = source.window else { throw .notInWindow(source.identifier) }
            window.unwindTransition(from: source, to: destination)
        }
    }
}

/// A `present:` step (see the "Scenario and storyboard files" article): `present(_:animated:completion:)` of a storyboard controller from the
/// visible controller, configured as the app's code configures it first.
public struct PresentRequest: Hashable, Sendable {
    /// The storyboard controller to instantiate and present.
    public var controller: String
    /// `modalPresentationStyle`; `nil`: the controller's own.
    public var style: PresentationStyle?
    /// The popover's `sourceView`, an anchor of the presenting controller; `nil` leaves it unset (R27).
    public var anchor: String?
    /// The presentation controller's adaptive delegate, as a segue class declares one.
    public var delegate: DeclarativeDelegate?
    public var transitioningDelegate: DeclarativeTransitioningDelegate?
    /// `modalTransitionStyle`; `nil`: the controller's own.
    public var transitionStyle: ModalTransitionStyle?
    public var animated: Bool

    public init(
        controller: String, style: PresentationStyle? = nil, anchor: String? = nil,
        delegate: DeclarativeDelegate? = nil, transitioningDelegate: DeclarativeTransitioningDelegate? = nil,
        transitionStyle: ModalTransitionStyle? = nil, animated: Bool = true
    ) {
        self.controller = controller
        self.style = style
        self.anchor = anchor
        self.delegate = delegate
        self.transitioningDelegate = transitioningDelegate
        self.transitionStyle = transitionStyle
        self.animated = animated
    }
}

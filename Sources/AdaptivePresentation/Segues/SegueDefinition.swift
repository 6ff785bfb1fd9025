/// A segue of a storyboard.
public struct SegueDefinition: Hashable, Sendable {
    public var identifier: String
    /// The source scene.
    public var source: String
    /// The destination scene.
    public var destination: String
    public var kind: SegueKind
    /// The popover anchor, a view of the source.
    public var anchor: String?
    /// The Present Modally presentation style (`nil`: the destination's own, by default `.automatic`).
    public var presentation: PresentationStyle?
    /// The segue's Transition attribute (Interface Builder's `modalTransitionStyle`, `transitionStyle:` in
    /// YAML); `nil` is "Default": the destination keeps its own ``ViewController/modalTransitionStyle``. A
    /// Present Modally or Popover segue copies it to the destination (R87); other kinds ignore it.
    public var transitionStyle: ModalTransitionStyle?
    /// The custom segue class name, registered in the storyboard.
    public var className: String?
    /// What starts the segue (Interface Builder storyboards record it).
    public var trigger: SegueTrigger
    /// For an unwind segue of an Interface Builder storyboard, the action it unwinds to (as written in the
    /// file, `unwindToAnimalDetailViewController:`); the destination is found at run time (R39).
    public var unwindAction: String?
    /// A legacy Push segue of an Interface Builder file (`kind="push"`): it runs as Show but only pushes,
    /// raising when no navigation controller contains the source (UIKit's push segue template).
    public var pushOnly: Bool

    public init(
        identifier: String, source: String, destination: String, kind: SegueKind, anchor: String? = nil,
        presentation: PresentationStyle? = nil, transitionStyle: ModalTransitionStyle? = nil,
        className: String? = nil, trigger: SegueTrigger = .unspecified, unwindAction: String? = nil,
        pushOnly: Bool = false
    ) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        self.kind = kind
        self.anchor = anchor
        self.presentation = presentation
        self.transitionStyle = transitionStyle
        self.className = className
        self.trigger = trigger
        self.unwindAction = unwindAction
        self.pushOnly = pushOnly
    }
}

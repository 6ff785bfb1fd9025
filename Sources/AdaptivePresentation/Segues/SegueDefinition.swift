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
    /// The custom segue class name, registered in the storyboard.
    public var className: String?

    public init(
        identifier: String, source: String, destination: String, kind: SegueKind, anchor: String? = nil,
        presentation: PresentationStyle? = nil, className: String? = nil
    ) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        self.kind = kind
        self.anchor = anchor
        self.presentation = presentation
        self.className = className
    }
}

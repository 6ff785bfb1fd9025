/// A view controller scene of a storyboard.
public struct ControllerDefinition: Hashable, Sendable {
    /// What kind of controller the scene is.
    public enum Kind: Hashable, Sendable {
        case plain
        /// A navigation controller with its root scene.
        case navigation(root: String?)
        /// A tab bar controller with its tab scenes.
        case tab(children: [String])
        /// A split view controller with its two columns.
        case split(primary: String?, secondary: String?)
        /// A storyboard reference (Interface Builder's `viewControllerPlaceholder`) that cannot be loaded:
        /// instantiating it fails as UIKit does when the storyboard or the identifier is missing. A reference
        /// that can be loaded is not a scene of its own: segues lead straight to the scene it names.
        case unresolvedReference(reason: String)

        /// The scenes this one contains.
        public var childIdentifiers: [String] {
            switch self {
            case .plain, .unresolvedReference: []
            case let .navigation(root): [root].compactMap { $0 }
            case let .tab(children): children
            case let .split(primary, secondary): [primary, secondary].compactMap { $0 }
            }
        }
    }

    public var identifier: String
    public var kind: Kind
    /// The app's class for this scene (Interface Builder's `customClass`), if the storyboard names one.
    public var customClass: String?
    /// The controller's own `modalPresentationStyle`, when the storyboard sets it (else `.automatic`).
    public var modalPresentationStyle: PresentationStyle?
    /// The controller's own `modalTransitionStyle`, when the storyboard sets it (else `.coverVertical`, R89).
    public var modalTransitionStyle: ModalTransitionStyle?
    /// Scenes embedded in container views of this one (`embed` segues), in document order: they become
    /// its children when it is instantiated.
    public var embedded: [String] = []

    /// What `shouldPerformSegue(withIdentifier:sender:)` answers, by segue identifier (code-only facts a
    /// scenario adds); it overrides the answer of the segue's class.
    public var shouldPerformSegue: [String: Bool] = [:]

    /// Every scene this one contains: the container's children, then embedded scenes.
    public var containedIdentifiers: [String] { kind.childIdentifiers + embedded }
    public var anchors: [String]
    /// Known frames of anchors, in window coordinates.
    public var anchorFrames: [String: Rect]
    /// Anchors placed relative to the window (edges, bar button items); they win over ``anchorFrames``.
    public var anchorPlacements: [String: AnchorPlacement] = [:]
    public var unwindActions: [String]
    public var conformances: [String]
    public var preferredContentSize: Size
    public var definesPresentationContext: Bool
    public var isModalInPresentation: Bool
    /// The sheet the app's code configures (`sheet:`, R51–R56), copied to the sheet presentation controller.
    public var sheet: SheetConfiguration?
    /// A popover's adaptive sheet (`adaptiveSheet:`, R59).
    public var adaptiveSheet: SheetConfiguration?
    /// A split view controller's style, other columns, display mode, widths and delegate (`split:`, R61–R71).
    public var splitConfiguration: SplitConfiguration?

    public init(
        identifier: String, kind: Kind = .plain, anchors: [String] = [], anchorFrames: [String: Rect] = [:],
        unwindActions: [String] = [], conformances: [String] = [],
        preferredContentSize: Size = Size(width: 0, height: 0), definesPresentationContext: Bool = false,
        isModalInPresentation: Bool = false, customClass: String? = nil,
        modalPresentationStyle: PresentationStyle? = nil, embedded: [String] = []
    ) {
        self.identifier = identifier
        self.kind = kind
        self.customClass = customClass
        self.modalPresentationStyle = modalPresentationStyle
        self.embedded = embedded
        self.anchors = anchors
        self.anchorFrames = anchorFrames
        self.unwindActions = unwindActions
        self.conformances = conformances
        self.preferredContentSize = preferredContentSize
        self.definesPresentationContext = definesPresentationContext
        self.isModalInPresentation = isModalInPresentation
    }
}

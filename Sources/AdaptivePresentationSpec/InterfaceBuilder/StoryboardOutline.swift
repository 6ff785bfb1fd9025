import AdaptivePresentation

/// What an Interface Builder storyboard holds, as `adaptive-sim storyboard` shows it: every scene and segue
/// with the name a scenario uses for it, and what could not be resolved.
public struct StoryboardOutline: Hashable, Sendable {
    /// A scene's view controller.
    public struct Controller: Hashable, Sendable {
        /// The name scenarios use (see the "Scenario and storyboard files" article).
        public var name: String
        /// The Interface Builder object id.
        public var id: String
        /// The XML element: `viewController`, `navigationController`, `viewControllerPlaceholder`, …
        public var element: String
        /// `plain`, `navigation`, `tab`, `split` or `reference` (an unresolved storyboard reference).
        public var kind: String
        public var customClass: String?
        public var storyboardIdentifier: String?
        /// Contained scenes by name: a container's children, then embedded scenes.
        public var children: [String]
        /// The split view's supplementary column (iOS 14+), which the simulation does not show yet.
        public var supplementary: String?
        /// The file the scene is in, as named in diagnostics.
        public var file: String
        /// Why a storyboard reference cannot be loaded, for an unresolved one.
        public var unresolved: String?
        /// The action selectors wired to buttons and bar button items of the scene (a Cancel, Close or Done
        /// button's `cancel:`), in document order.
        public var controlActions: [String] = []
        /// Whether the scene holds a text field or a text view.
        public var takesText = false
        public var location: SourceLocation
    }

    /// A segue that a scenario can perform, trigger or unwind with (relationship and embed segues are the
    /// containers' children instead).
    public struct Segue: Hashable, Sendable {
        /// The name scenarios use: the identifier, or the object id for a segue without one.
        public var name: String
        /// The Interface Builder object id.
        public var id: String
        /// The identifier as written (`nil` when absent; it may be empty or repeated).
        public var identifier: String?
        /// The kind in the simulation's terms.
        public var kind: SegueKind
        /// The kind as the file writes it (`presentation`, legacy `modal`, `push`, `popover`, `replace`, …).
        public var interfaceBuilderKind: String
        /// The source scene's name.
        public var from: String
        /// The destination scene's name (`nil` for an unwind segue, which leads to its scene's exit).
        public var to: String?
        public var trigger: SegueTrigger
        /// The segue's `modalPresentationStyle`, as written.
        public var presentation: String?
        public var transition: String?
        /// The popover anchor's object id and its element (`button`, `barButtonItem`, …).
        public var anchor: String?
        public var anchorElement: String?
        public var arrowDirections: [String]?
        public var customClass: String?
        public var unwindAction: String?
        /// `@IBSegueAction`: code builds the destination.
        public var destinationCreationSelector: String?
        public var animates: Bool
        public var file: String
        public var location: SourceLocation

        /// Whether the kind is one Xcode 6 replaced (`modal`, `push`, `popover`, `replace`).
        public var isLegacyKind: Bool { ["modal", "push", "popover", "replace"].contains(interfaceBuilderKind) }
    }

    /// The storyboard file, as the user named it.
    public var file: String
    /// The root's `toolsVersion`: the Interface Builder build that saved the file.
    public var toolsVersion: String? = nil
    /// The iOS deployment target the file was saved for (`<deployment version>`), when it says.
    public var deploymentTarget: Int? = nil
    /// The initial scene's name, if the document names one.
    public var initial: String?
    /// Scenes in document order, the main file's first, then those of the storyboards it references.
    public var controllers: [Controller]
    /// Segues in document order, likewise.
    public var segues: [Segue]
    /// Other names of scenes that work in scenarios: object ids (a resolved reference's stands for its
    /// target), by the name they stand for. A segue's object id names it too (see ``Segue/id``).
    public var aliases: [String: String]
}

import AdaptivePresentation

/// One Interface Builder storyboard file as its XML says it, before names are given and references are
/// resolved: the scenes' view controllers, the segues with their owners, and where each object sits.
///
/// Only what presentation needs is kept (the "Scenario and storyboard files" article, "Interface Builder storyboards"); views, constraints and resources are
/// skipped, except the ids of objects that segues name (anchors, triggers, exits).
struct InterfaceBuilderDocument: Sendable {
    /// A scene's view controller element (`viewController`, `navigationController`, …, or a
    /// `viewControllerPlaceholder`).
    struct Controller: Sendable {
        var element: String
        var id: String
        var storyboardIdentifier: String?
        var customClass: String?
        var customModule: String?
        var userLabel: String?
        var title: String?
        var definesPresentationContext = false
        var modalPresentationStyle: String?
        var modalTransitionStyle: String?
        /// IB's "Use Preferred Explicit Size": `<value key="contentSizeForViewInPopover" type="size">`.
        var contentSizeForViewInPopover: Size?
        /// For a `viewControllerPlaceholder`: the storyboard it refers to, without `.storyboard`.
        var storyboardName: String?
        /// For a `viewControllerPlaceholder`: the scene's storyboard ID there; `nil` means its initial scene.
        var referencedIdentifier: String?
        var location: SourceLocation

        var isPlaceholder: Bool { element == "viewControllerPlaceholder" }
    }

    /// A `<segue>` under a `<connections>` element.
    struct Segue: Sendable {
        var id: String
        var kind: String
        var identifier: String?
        var destination: String
        var customClass: String?
        var relationship: String?
        var modalPresentationStyle: String?
        var modalTransitionStyle: String?
        var popoverAnchorView: String?
        var popoverAnchorBarButtonItem: String?
        /// The permitted arrow directions (`up`, `down`, `left`, `right`), when the segue says.
        var arrowDirections: [String]?
        var unwindAction: String?
        /// `trigger="accessoryAction"`: a table view cell's accessory button starts it.
        var accessoryTrigger = false
        var destinationCreationSelector: String?
        var animates = true
        /// The element that owns the `<connections>`: the trigger, or the scene's controller for a manual segue.
        var ownerElement: String
        var ownerID: String
        /// The index of the scene the segue belongs to.
        var scene: Int
        var location: SourceLocation
    }

    /// An object with an id: what segues may name as an anchor, a trigger or an exit.
    struct Object: Sendable {
        var element: String
        var scene: Int?
        var label: String?
        var location: SourceLocation
    }

    /// Where a bar button item sits in its bar, as far as the XML says.
    struct BarPosition: Hashable, Sendable {
        /// In a toolbar (else the navigation bar).
        var inToolbar: Bool
        /// Counted from the trailing edge (right items), else from the leading edge.
        var fromTrailing: Bool
        /// Its place among the items counted from that edge, from 0.
        var index: Int
    }

    /// The file as the user named it.
    var file: String
    /// `initialViewController`, when the document names one.
    var initialViewController: String?
    /// The root's `toolsVersion`: the Interface Builder build that saved the file (`22505`, `8121.17`).
    var toolsVersion: String?
    /// `<deployment version="…">`: the deployment target the file was saved for, when written (an iOS version
    /// times 256, `2048` for iOS 8).
    var deploymentVersion: Int?
    var documentLocation: SourceLocation
    /// Each scene's view controller, in document order (`nil` for a scene without one).
    var scenes: [Controller?] = []
    var segues: [Segue] = []
    /// Every object with an id, by id (the first one when ids repeat).
    var objects: [String: Object] = [:]
    /// The bar button items whose place in a bar the XML tells, by id.
    var barButtonItems: [String: BarPosition] = [:]
    /// The action selectors wired to a button or bar button item, by the index of the scene they are in:
    /// what a Cancel, Close or Done button shows of a way back that code takes.
    var controlActions: [Int: [String]] = [:]
    /// The scenes that hold a text field or a text view (typed input a swipe that dismisses would discard).
    var textInputScenes: Set<Int> = []
}

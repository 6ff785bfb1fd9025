import AdaptivePresentation

/// A bar button item, as UIKit's `UIBarButtonItem`: a popover anchor and a Done button.
///
/// Target-action is stored, never sent: there is no Objective-C runtime on Linux, and nothing in the
/// simulation taps buttons. A `primaryAction` is stored too.
@preconcurrency @MainActor
open class UIBarButtonItem: NSObject {
    /// The system items UIKit offers.
    public enum SystemItem: Int, Sendable, Hashable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize
        case bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo
        case pageCurl, close
    }

    /// The look of a titled item.
    public enum Style: Int, Sendable, Hashable {
        case plain, bordered, done
    }

    /// The item's title.
    open var title: String?
    /// The item's look.
    open var style: Style
    /// The system item it was made with, if any.
    public private(set) var systemItem: SystemItem?
    /// The target of ``action`` (stored, never sent).
    open weak var target: AnyObject?
    /// The action sent to ``target`` on a tap (stored, never sent).
    open var action: Selector?
    /// iOS 14+: the action a tap runs (stored; nothing taps in the simulation).
    open var primaryAction: UIAction?
    /// Whether the item is enabled.
    open var isEnabled = true
    /// An integer the app uses to tell items apart.
    open var tag = 0
    /// Names the item in the simulation's traces (a popover anchor).
    open var accessibilityIdentifier: String?

    /// An empty plain item.
    public override init() {
        style = .plain
    }

    /// A titled item with a target and action.
    public init(title: String?, style: Style, target: AnyObject?, action: Selector?) {
        self.title = title
        self.style = style
        self.target = target
        self.action = action
    }

    /// A system item with a target and action.
    public init(barButtonSystemItem systemItem: SystemItem, target: AnyObject?, action: Selector?) {
        self.systemItem = systemItem
        self.style = .plain
        self.target = target
        self.action = action
    }

    /// iOS 14+: an item whose tap runs `primaryAction`.
    public init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
        self.systemItem = systemItem
        self.style = .plain
        self.primaryAction = primaryAction
    }

    /// iOS 14+: a titled item whose tap runs `primaryAction`.
    public init(title: String? = nil, primaryAction: UIAction? = nil) {
        self.title = title
        self.style = .plain
        self.primaryAction = primaryAction
    }

    /// Where the item sits in a navigation bar, while it is one of a navigation item's left or right items.
    var navigationBarPlacement: AnchorPlacement?

    /// The name the simulation traces for this item.
    var anchorName: String {
        accessibilityIdentifier ?? title ?? systemItem.map { "UIBarButtonItem(.\($0))" } ?? "UIBarButtonItem"
    }
}

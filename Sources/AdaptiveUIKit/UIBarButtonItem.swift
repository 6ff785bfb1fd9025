/// A bar button item, as UIKit's `UIBarButtonItem`: a popover anchor and a Done button.
///
/// Target-action is stored, never sent: there is no Objective-C runtime on Linux, and nothing in the
/// simulation taps buttons. A `primaryAction` is stored too.
@MainActor
open class UIBarButtonItem {
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

    open var title: String?
    open var style: Style
    public private(set) var systemItem: SystemItem?
    open weak var target: AnyObject?
    open var action: Selector?
    open var primaryAction: UIAction?
    open var isEnabled = true
    open var tag = 0
    /// Names the item in the simulation's traces (a popover anchor).
    open var accessibilityIdentifier: String?

    public init() {
        style = .plain
    }

    public init(title: String?, style: Style, target: AnyObject?, action: Selector?) {
        self.title = title
        self.style = style
        self.target = target
        self.action = action
    }

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

    /// The name the simulation traces for this item.
    var anchorName: String {
        accessibilityIdentifier ?? title ?? systemItem.map { "UIBarButtonItem(.\($0))" } ?? "UIBarButtonItem"
    }
}

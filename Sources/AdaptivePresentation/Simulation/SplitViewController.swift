/// A primary and a secondary column, as `UISplitViewController`.
///
/// In a horizontally compact environment it collapses: only the primary column is on screen, with the
/// secondary's content on top when a detail was shown.
open class SplitViewController: ViewController {
    /// The primary (master) column.
    public private(set) var primary: ViewController?
    /// The secondary (detail) column.
    public private(set) var secondary: ViewController?
    /// Whether the last `showDetail` happened (the collapsed split then shows the detail).
    public private(set) var showsDetailWhenCollapsed = false

    public init(identifier: String = "UISplitViewController", primary: ViewController?, secondary: ViewController?) {
        self.primary = primary
        self.secondary = secondary
        super.init(identifier: identifier)
        if let primary { addChild(primary) }
        if let secondary { addChild(secondary) }
    }

    /// Whether the split is collapsed to one column (horizontally compact window).
    public var isCollapsed: Bool { window?.environment.traits.horizontalSizeClass == .compact }

    open override var visibleContent: ViewController {
        if isCollapsed, !showsDetailWhenCollapsed { return primary?.visibleContent ?? self }
        return secondary?.visibleContent ?? primary?.visibleContent ?? self
    }

    /// Replaces both columns: the first controller is the primary, the second the secondary
    /// (`viewControllers` of a classic split view controller).
    public func setViewControllers(_ controllers: [ViewController]) {
        for child in children { child.removeFromParent() }
        primary = controllers.first
        secondary = controllers.count > 1 ? controllers[1] : nil
        if let primary { addChild(primary) }
        if let secondary { addChild(secondary) }
    }

    /// Replaces the secondary column (Show Detail).
    public func showDetail(_ controller: ViewController) {
        if let secondary { secondary.removeFromParent() }
        secondary = controller
        addChild(controller)
        showsDetailWhenCollapsed = true
    }

    /// The controllers on screen: both columns, or the collapsed one.
    public var onScreenColumns: [ViewController] {
        if isCollapsed { return [showsDetailWhenCollapsed ? secondary : primary].compactMap { $0 } }
        return [primary, secondary].compactMap { $0 }
    }
}

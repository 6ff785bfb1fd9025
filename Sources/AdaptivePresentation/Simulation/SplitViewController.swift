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

    /// The style, the other columns' ids, display mode, widths and the delegate (the "Scenario and storyboard files" article, `split:`).
    public var configuration = SplitConfiguration()
    /// Triple column: the supplementary column's controller.
    public internal(set) var supplementary: ViewController?
    /// Column styles: the compact column's controller, shown when collapsed.
    public internal(set) var compactColumn: ViewController?
    /// The collapsed state the last collapse or expansion left (R61); `nil` until the window ran one.
    public internal(set) var collapsedState: Bool?
    /// The display mode (R65); never `.automatic`.
    public internal(set) var displayMode: SplitDisplayMode = .oneBesideSecondary
    /// The display mode the window last gave (R65, before a delegate's answer or `show`/`hide`); `nil` before
    /// the first layout.
    internal var windowDisplayMode: SplitDisplayMode?
    /// The secondary kept at collapse, for the expansion (R63).
    internal var preservedSecondary: ViewController?
    /// Column styles, collapsed: the column on top of the stack (R68, R69).
    public internal(set) var collapsedTopColumn: SplitColumn = .secondary
    /// Column styles, collapsed: whether the compact column is shown (R68).
    public internal(set) var showsCompactColumn = false

    /// Whether the split is collapsed to one column: the state its last collapse or expansion left, else
    /// whether the window is horizontally compact.
    public var isCollapsed: Bool { collapsedState ?? (window?.environment.traits.horizontalSizeClass == .compact) }

    /// The controller shown for a column, if any.
    public func viewController(for column: SplitColumn) -> ViewController? {
        switch column {
        case .primary: primary
        case .supplementary: supplementary
        case .secondary: secondary
        case .compact: compactColumn
        case .inspector: nil
        }
    }

    /// The one column on screen while collapsed.
    var collapsedColumn: ViewController? {
        if configuration.style.isColumnStyle {
            if showsCompactColumn, let compactColumn { return compactColumn }
            let order: [SplitColumn] = [.primary, .supplementary, .secondary]
            let index = order.firstIndex(of: collapsedTopColumn) ?? 2
            return order[...index].reversed().lazy.compactMap { self.viewController(for: $0) }.first
        }
        return primary
    }

    open override var visibleContent: ViewController {
        if collapsedState == true { return collapsedColumn?.visibleContent ?? self }
        if isCollapsed, !showsDetailWhenCollapsed { return primary?.visibleContent ?? self }
        return secondary?.visibleContent ?? primary?.visibleContent ?? self
    }

    /// Replaces the primary column.
    internal func replacePrimary(_ controller: ViewController) {
        if let primary { primary.removeFromParent() }
        primary = controller
        addChild(controller)
    }

    /// Removes the secondary from the columns (it is preserved, pushed or gone).
    internal func detachSecondary() {
        guard let secondary else { return }
        if secondary.parent === self { secondary.removeFromParent() }
        self.secondary = nil
    }

    /// Sets the secondary column.
    internal func attachSecondary(_ controller: ViewController) {
        if let secondary, secondary.parent === self { secondary.removeFromParent() }
        if controller.parent != nil { controller.removeFromParent() }
        secondary = controller
        addChild(controller)
    }

    /// Sets the supplementary and compact columns.
    internal func setColumns(supplementary: ViewController?, compact: ViewController?) {
        self.supplementary = supplementary
        compactColumn = compact
        if let supplementary { addChild(supplementary) }
        if let compact { addChild(compact) }
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
        if collapsedState == true { return [collapsedColumn].compactMap { $0 } }
        if collapsedState == false { return [primary, supplementary, secondary].compactMap { $0 } }
        if isCollapsed { return [showsDetailWhenCollapsed ? secondary : primary].compactMap { $0 } }
        return [primary, secondary].compactMap { $0 }
    }
}

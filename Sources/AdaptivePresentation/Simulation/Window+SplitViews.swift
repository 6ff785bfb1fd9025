// MARK: - Split view controllers (R61–R71)

extension Window {
    /// The split view controller on screen: the first one found from the top presentation down to the root,
    /// searching each hierarchy breadth first.
    public var splitViewControllerOnScreen: SplitViewController? {
        for presentation in presentationControllers.reversed() {
            let base = presentation.displayedViewController
            if let split = Self.splitViewControllers(in: base, first: true).first { return split }
        }
        return Self.splitViewControllers(in: rootViewController, first: true).first
    }

    /// The split view controllers of `base`'s hierarchy, breadth first (only the first when `first`). Read
    /// for every step's state: a hierarchy without children is answered without a queue.
    static func splitViewControllers(in base: ViewController, first: Bool) -> [SplitViewController] {
        var result: [SplitViewController] = []
        if let split = base as? SplitViewController {
            result.append(split)
            if first { return result }
        }
        guard !base.children.isEmpty else { return result }
        var queue = base.children
        var index = 0
        while index < queue.count {
            let controller = queue[index]
            index += 1
            if let split = controller as? SplitViewController {
                result.append(split)
                if first { return result }
            }
            queue.append(contentsOf: controller.children)
        }
        return result
    }

    /// Every split view controller in the window's hierarchies (the root's and each presentation's).
    var allSplitViewControllers: [SplitViewController] {
        var result = Self.splitViewControllers(in: rootViewController, first: false)
        for base in presentedStack { result += Self.splitViewControllers(in: base, first: false) }
        return result
    }

    /// Throws when a split view controller in the window uses what this iOS version does not have (R67,
    /// R71): a column style before iOS 14, or a delegate answering the `inspector` column before iOS 26. An
    /// app cannot do either, so a replay reports it as invalid input.
    public func checkSplitViewsExist() throws(SimulationError) {
        // Every step of a replay asks: an iOS version with nothing to refuse needs no search.
        guard decider.splitViewsMayBeUnavailable else { return }
        for split in allSplitViewControllers {
            if let unavailable = decider.splitUnavailability(
                identifier: split.identifier, style: split.configuration.style,
                topColumnForCollapsing: split.configuration.delegate?.topColumnForCollapsing)
            {
                throw .unavailable(unavailable.feature, rule: unavailable.rule, since: unavailable.since, iOS: era.iOS)
            }
        }
    }

    /// Lets every split view controller collapse or expand for the current traits (R61–R68), with the
    /// delegate calls. Returns the first exception UIKit would raise, if any (R71).
    @discardableResult
    func updateSplitViews() -> SimulatedException? {
        var raised: SimulatedException?
        for split in allSplitViewControllers {
            let exception = split.adapt(to: environment, decider: decider, calls: &calls)
            raised = raised ?? exception
        }
        return raised
    }

    private func columnStyleSplit() throws(SimulationError) -> SplitViewController {
        guard let split = splitViewControllerOnScreen, split.configuration.style.isColumnStyle else {
            throw .noColumnStyleSplitView
        }
        return split
    }

    /// `show(_:)` on a column of the column-style split view on screen (R69). Collapsed: the column comes on
    /// top of the stack (pushed, or what covers it popped). Expanded: the nearest display mode that shows it,
    /// after `willChangeTo` and `willShow`; `.secondary` is ignored.
    public func show(column: SplitColumn) throws(SimulationError) {
        try changeColumn(show: true, column)
    }

    /// `hide(_:)` on a column of the column-style split view on screen (R69). Collapsed: `.primary` is
    /// ignored, another column is popped. Expanded: the nearest display mode that hides it, after
    /// `willChangeTo` and `willHide`.
    public func hide(column: SplitColumn) throws(SimulationError) {
        try changeColumn(show: false, column)
    }

    /// `show(_:)` or `hide(_:)` on a column of `split`, a split view controller of this window, as app code
    /// calls it on its own split view controller (R69).
    public func changeColumn(_ column: SplitColumn, of split: SplitViewController, show: Bool)
        throws(SimulationError)
    {
        guard split.configuration.style.isColumnStyle else { throw .noColumnStyleSplitView }
        try changeColumn(show: show, column, in: split)
    }

    private func changeColumn(show: Bool, _ column: SplitColumn) throws(SimulationError) {
        try changeColumn(show: show, column, in: try columnStyleSplit())
    }

    private func changeColumn(show: Bool, _ column: SplitColumn, in split: SplitViewController)
        throws(SimulationError)
    {
        if let unavailable = decider.splitColumnUnavailability(column) {
            throw .unavailable(unavailable.feature, rule: unavailable.rule, since: unavailable.since, iOS: era.iOS)
        }
        split.changeColumn(show: show, column, window: environment.window, decider: decider, calls: &calls)
    }

    /// `showDetailViewController` in a split view, routed as the decider says (R64).
    func showDetail(_ controller: ViewController, in split: SplitViewController) throws(SimulationError) {
        let (route, detailCalls) = decider.splitShowDetail(
            style: split.configuration.style, delegate: split.configuration.delegate,
            isCollapsed: split.collapsedState == true, primaryIsNavigation: split.primary is NavigationController)
        calls.append(contentsOf: detailCalls)
        switch route {
        case .handledByDelegate:
            return
        case .replacesSecondary:
            split.showDetail(controller)
        case .secondaryOnTop:
            split.attachSecondary(controller)
            split.showsCompactColumn = false
            split.collapsedTopColumn = .secondary
        case .pushedOntoPrimary:
            (split.primary as? NavigationController)?.pushViewController(controller)
        case .presentedFromPrimary:
            if let primary = split.primary { try present(controller, from: primary) }
        }
    }
}

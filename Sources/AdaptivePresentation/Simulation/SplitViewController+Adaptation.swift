// MARK: - Collapsing, expanding and columns (R61–R69)

extension SplitViewController {
    /// Collapses or expands for `environment` (R61–R68), with the delegate calls, and updates the display mode
    /// (R65), as the decider says. Returns what UIKit would raise, if anything (R71).
    func adapt(
        to environment: Environment, decider: PresentationDecider, calls: inout [DelegateCall]
    ) -> SimulatedException? {
        let change = decider.splitTraitChange(
            collapsedState: collapsedState, windowDisplayMode: windowDisplayMode, displayMode: displayMode,
            preferredDisplayMode: configuration.preferredDisplayMode, traits: environment.traits,
            window: environment.window)
        var raised: SimulatedException?
        var mode = change.displayMode
        switch change.action {
        case .collapse:
            raised = collapse(decider: decider, calls: &calls)
        case .expand:
            mode = expand(proposed: change.proposedDisplayMode, decider: decider, calls: &calls) ?? change.displayMode
        case .none:
            break
        }
        collapsedState = change.isCollapsed
        windowDisplayMode = change.proposedDisplayMode
        if mode != displayMode {
            if change.announcesDisplayModeChange, configuration.delegate?.notifications.contains(.willChangeTo) == true
            {
                calls.append(.splitViewController(.willChangeTo))
            }
            displayMode = mode
        }
        return raised
    }

    /// Applies the decider's collapse (R62, R68).
    private func collapse(decider: PresentationDecider, calls: inout [DelegateCall]) -> SimulatedException? {
        let delegate = configuration.delegate
        var candidate = primary
        if case let .some(.some(id)) = delegate?.primaryForCollapsing {
            candidate = try? storyboard?.instantiateViewController(withIdentifier: id)
        }
        let transition = decider.splitCollapse(
            style: configuration.style, delegate: delegate, primaryIsNavigation: candidate is NavigationController,
            hasSecondary: secondary != nil, hasCompactColumn: compactColumn != nil)
        calls.append(contentsOf: transition.calls)
        if configuration.style.isColumnStyle {
            collapsedTopColumn = transition.topColumn ?? .secondary
            showsCompactColumn = transition.showsCompactColumn
            return transition.exception
        }
        if transition.newPrimary != nil, let candidate, candidate !== primary { replacePrimary(candidate) }
        if let secondary {
            preservedSecondary = secondary
            detachSecondary()
            if transition.secondaryOnCollapse == .pushedOntoPrimary, let navigation = primary as? NavigationController {
                navigation.pushViewController(secondary)
            }
        }
        return transition.exception
    }

    /// Applies the decider's expansion (R63, R68); returns the display mode a column-style delegate chose
    /// (R68), else `nil`.
    private func expand(
        proposed: SplitDisplayMode, decider: PresentationDecider, calls: inout [DelegateCall]
    ) -> SplitDisplayMode? {
        let delegate = configuration.delegate
        if case let .some(.some(id)) = delegate?.primaryForExpanding,
            let controller = try? storyboard?.instantiateViewController(withIdentifier: id)
        {
            replacePrimary(controller)
        }
        let navigation = primary as? NavigationController
        let transition = decider.splitExpand(
            style: configuration.style, delegate: delegate, primaryCanPop: (navigation?.viewControllers.count ?? 0) > 1,
            proposedDisplayMode: proposed)
        calls.append(contentsOf: transition.calls)
        guard !configuration.style.isColumnStyle else { return transition.displayMode }
        var restored: ViewController?
        switch transition.secondaryOnExpand {
        case let .delegate(id)?:
            restored = try? storyboard?.instantiateViewController(withIdentifier: id)
        case .poppedFromPrimary?:
            if let navigation, let top = navigation.topViewController, navigation.viewControllers.count > 1 {
                top.removeFromParent()
                restored = top
            }
        case .preserved?, nil:
            restored = preservedSecondary
        }
        if let restored { attachSecondary(restored) }
        preservedSecondary = nil
        return nil
    }

    /// `show(_:)` (`show` true) or `hide(_:)` on a column of this column-style split view (R69), as the decider
    /// says: collapsed, what is on top of the stack; expanded, the display mode, with its delegate calls.
    func changeColumn(
        show: Bool, _ column: SplitColumn, window: Size, decider: PresentationDecider, calls: inout [DelegateCall]
    ) {
        if isCollapsed {
            let current = SplitCollapsedColumns(topColumn: collapsedTopColumn, showsCompactColumn: showsCompactColumn)
            guard
                let next = decider.splitCollapsedColumns(
                    after: show, column: column, current: current, hasCompactColumn: compactColumn != nil)
            else { return }
            collapsedTopColumn = next.topColumn
            showsCompactColumn = next.showsCompactColumn
            return
        }
        guard
            let change = decider.splitDisplayModeChange(
                after: show, column: column, current: displayMode, style: configuration.style, window: window,
                notifications: configuration.delegate?.notifications ?? [])
        else { return }
        calls.append(contentsOf: change.calls)
        displayMode = change.displayMode
    }
}

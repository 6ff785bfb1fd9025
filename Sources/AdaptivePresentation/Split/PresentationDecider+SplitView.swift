extension PresentationDecider {
    // MARK: R61

    /// R61: a split view is collapsed exactly when its window is horizontally compact.
    public func splitIsCollapsed(in traits: TraitCollection) -> Bool {
        traits.horizontalSizeClass == .compact
    }

    // MARK: R62, R68 collapse

    /// The collapse of a split view controller (R62 classic, R67/R68 column styles).
    ///
    /// - Parameters:
    ///   - style: the split view controller's style: classic, or double or triple column.
    ///   - delegate: what the split view controller's delegate implements, `nil` for no delegate.
    ///   - primaryIsNavigation: whether the primary after step 1 (the delegate's, else the current one) is a
    ///     navigation controller.
    ///   - hasSecondary: classic style: whether a secondary view controller is set, to be collapsed onto
    ///     the primary.
    ///   - hasCompactColumn: column styles: whether a compact column controller is set.
    public func splitCollapse(
        style: SplitStyle, delegate: SplitDelegateDeclaration?, primaryIsNavigation: Bool, hasSecondary: Bool,
        hasCompactColumn: Bool
    ) -> SplitTransition {
        var log = Log()
        var result = SplitTransition()
        log.rule(.R61, .splitCollapses)
        if style.isColumnStyle {
            log.rule(.R67, .columnStyleSkipsClassicDelegate)
            var top = SplitColumn.secondary
            if let answer = delegate?.topColumnForCollapsing {
                log.call(.splitViewController(.topColumnForCollapsing))
                log.rule(.R68, .topColumnAsked)
                if let answer { top = answer }
            }
            if top == .inspector, !era.hasInspectorColumn {
                // Before iOS 26 there is no inspector column (the window refuses such an answer as input).
                top = .secondary
            }
            if top == .inspector {
                log.rule(.R71, .inspectorCannotBeTop)
                result.exception = SimulatedException(
                    name: "NSInternalInconsistencyException", reason: "Inspector column cannot be the top column.")
            }
            result.topColumn = top
            if hasCompactColumn {
                result.showsCompactColumn = true
                log.rule(.R68, .compactColumnShown)
            } else {
                log.rule(.R68, .columnsStacked(upTo: top))
            }
            if delegate?.notifications.contains(.didCollapse) == true { log.call(.splitViewController(.didCollapse)) }
            result.calls = log.calls
            result.rules = log.rules
            return result
        }
        if let answer = delegate?.primaryForCollapsing {
            log.call(.splitViewController(.primaryForCollapsing))
            result.newPrimary = answer
            log.rule(.R62, answer.map { .collapsingPrimary($0) } ?? .collapsingPrimaryStays)
        }
        if hasSecondary {
            if let discard = delegate?.collapseSecondary {
                log.call(.splitViewController(.collapseSecondary))
                if discard {
                    result.secondaryOnCollapse = .discardedByDelegate
                    log.rule(.R62, .secondaryDiscarded)
                }
            }
            if result.secondaryOnCollapse == nil {
                result.secondaryOnCollapse = primaryIsNavigation ? .pushedOntoPrimary : .vanished
                log.rule(.R62, primaryIsNavigation ? .secondaryPushed : .secondaryVanishes)
            }
        }
        if delegate?.notifications.contains(.didCollapse) == true {
            log.rule(.R67, .didCollapseNotCalled)
        }
        result.calls = log.calls
        result.rules = log.rules
        return result
    }

    // MARK: R63, R68 expansion

    /// The expansion of a split view controller (R63 classic, R68 column styles).
    ///
    /// - Parameters:
    ///   - style: the split view controller's style: classic, or double or triple column.
    ///   - delegate: what the split view controller's delegate implements, `nil` for no delegate.
    ///   - primaryCanPop: whether the (new) primary is a navigation controller with more than its root.
    ///   - proposedDisplayMode: column styles: the display mode the split view would take (R65), proposed to
    ///     `displayModeForExpandingToProposedDisplayMode`; the delegate's answer replaces it
    ///     (``SplitTransition/displayMode``), `.automatic` keeping it.
    public func splitExpand(
        style: SplitStyle, delegate: SplitDelegateDeclaration?, primaryCanPop: Bool,
        proposedDisplayMode: SplitDisplayMode = .oneBesideSecondary
    ) -> SplitTransition {
        var log = Log()
        var result = SplitTransition()
        log.rule(.R61, .splitExpands)
        if style.isColumnStyle {
            if let answer = delegate?.displayModeForExpanding {
                log.call(.splitViewController(.displayModeForExpanding))
                log.rule(.R68, .displayModeAsked)
                // R68: the answer is the display mode after the expansion; nil (the proposed mode) or
                // `.automatic` keep the proposed one.
                if let answer, answer != .automatic { result.displayMode = answer }
            }
            if result.displayMode == nil { result.displayMode = proposedDisplayMode }
            if delegate?.notifications.contains(.didExpand) == true { log.call(.splitViewController(.didExpand)) }
            result.calls = log.calls
            result.rules = log.rules
            return result
        }
        if let answer = delegate?.primaryForExpanding {
            log.call(.splitViewController(.primaryForExpanding))
            result.newPrimary = answer
        }
        if let answer = delegate?.separateSecondary {
            log.call(.splitViewController(.separateSecondary))
            if let answer {
                result.secondaryOnExpand = .delegate(answer)
                log.rule(.R63, .secondarySeparated(answer))
            }
        }
        if result.secondaryOnExpand == nil {
            if primaryCanPop {
                result.secondaryOnExpand = .poppedFromPrimary
                log.rule(.R63, .secondaryPopped)
            } else {
                result.secondaryOnExpand = .preserved
                log.rule(.R63, .secondaryPreserved)
            }
        }
        result.calls = log.calls
        result.rules = log.rules
        return result
    }

    // MARK: R65

    /// R65: the display mode of an expanded split view: the preferred one, else for `.automatic` side by side
    /// when the window is wider than tall (iPad landscape, Plus/Max landscape) and the secondary only (the
    /// primary as an overlay on demand) when it is taller than wide (iPad portrait, and the 12.9-inch 1/2
    /// pane, which behaves like portrait). Never `.automatic`.
    public func splitDisplayMode(preferred: SplitDisplayMode, window: Size) -> SplitDisplayMode {
        guard preferred == .automatic else { return preferred }
        return window.width > window.height ? .oneBesideSecondary : .secondaryOnly
    }

    // MARK: R66

    /// R66: the primary column's width: clamp(minimum 0, preferred, automatic maximum), the point value
    /// beating the fraction, a fraction giving ceil(W × f). The automatic maximum is 320 pt when the screen's
    /// longer side is at most 1210 pt, else 375 pt; without a preference the width is the maximum.
    public func splitPrimaryColumnWidth(
        window: Size, screen: Size, preferredWidth: Double?, preferredFraction: Double?
    ) -> Double {
        let maximum: Double = max(screen.width, screen.height) <= 1210 ? 320 : 375
        var preferred = maximum
        if let preferredWidth, preferredWidth > 0 {
            preferred = preferredWidth
        } else if let preferredFraction, preferredFraction > 0 {
            preferred = (window.width * preferredFraction).rounded(.up)
        }
        return min(max(0, preferred), maximum, window.width)
    }

    // MARK: R69

    /// R69, expanded: the display mode after `show(column)` or `hide(column)`; `nil` when ignored (`.secondary`,
    /// or a mode that already shows or hides it).
    public func splitDisplayMode(
        after show: Bool, column: SplitColumn, current: SplitDisplayMode, style: SplitStyle, window: Size
    ) -> SplitDisplayMode? {
        guard column != .secondary, column != .compact else { return nil }
        let sideBySide = window.width > window.height
        if style == .tripleColumn {
            switch (show, column) {
            case (true, .primary):
                return current == .twoBesideSecondary || current == .twoOverSecondary
                    ? nil : (sideBySide ? .twoBesideSecondary : .twoOverSecondary)
            case (true, .supplementary): return current == .secondaryOnly ? .oneBesideSecondary : nil
            case (false, .primary):
                return current == .twoBesideSecondary || current == .twoOverSecondary
                    || current == .twoDisplaceSecondary ? .oneBesideSecondary : nil
            case (false, .supplementary): return current == .secondaryOnly ? nil : .secondaryOnly
            default: return nil
            }
        }
        switch (show, column) {
        case (true, .primary):
            return current == .secondaryOnly ? (sideBySide ? .oneBesideSecondary : .oneOverSecondary) : nil
        case (false, .primary): return current == .secondaryOnly ? nil : .secondaryOnly
        default: return nil
        }
    }
}

extension PresentationDecider {
    // MARK: R61, R65 on a trait change

    /// R61, R65: what the window's new traits do to a split view controller.
    ///
    /// It collapses on entering a horizontally compact window (at its first layout too) and expands on
    /// leaving one. The display mode follows the window's (R65) when that changes (a rotation) or the split
    /// view collapses, expands or is laid out the first time; a trait change that leaves the window's mode as
    /// it was keeps the current one (chosen with `show`/`hide` or by the delegate).
    ///
    /// - Parameters:
    ///   - collapsedState: the state the last collapse or expansion left, `nil` before the first layout.
    ///   - windowDisplayMode: the mode the window gave at the last change, `nil` before the first layout.
    ///   - displayMode: the current display mode.
    ///   - preferredDisplayMode: the split view controller's `preferredDisplayMode`.
    ///   - traits: the window's new traits.
    ///   - window: the window's new size.
    public func splitTraitChange(
        collapsedState: Bool?, windowDisplayMode: SplitDisplayMode?, displayMode: SplitDisplayMode,
        preferredDisplayMode: SplitDisplayMode, traits: TraitCollection, window: Size
    ) -> SplitTraitChange {
        let collapse = splitIsCollapsed(in: traits)
        let firstLayout = collapsedState == nil
        let wasCollapsed = collapsedState ?? false
        let proposed = splitDisplayMode(preferred: preferredDisplayMode, window: window)
        var mode = windowDisplayMode == proposed ? displayMode : proposed
        var action = SplitTraitChange.Action.none
        if collapse != wasCollapsed || firstLayout {
            if collapse {
                action = .collapse
            } else if !firstLayout {
                action = .expand
                mode = proposed
            }
        }
        if collapse || firstLayout { mode = proposed }
        return SplitTraitChange(
            action: action, isCollapsed: collapse, proposedDisplayMode: proposed, displayMode: mode,
            announcesDisplayModeChange: !firstLayout && !collapse && !wasCollapsed)
    }

    // MARK: R69 with its calls

    /// R65, R69, expanded: `show(column)` or `hide(column)` with the delegate calls it causes: `willChangeTo`
    /// before every change, then `willShow` or `willHide` (order chosen, open question 9); `nil` when ignored.
    public func splitDisplayModeChange(
        after show: Bool, column: SplitColumn, current: SplitDisplayMode, style: SplitStyle, window: Size,
        notifications: Set<SplitDelegateDeclaration.Notification>
    ) -> (displayMode: SplitDisplayMode, calls: [DelegateCall])? {
        guard let mode = splitDisplayMode(after: show, column: column, current: current, style: style, window: window)
        else { return nil }
        var calls: [DelegateCall] = []
        if notifications.contains(.willChangeTo) { calls.append(.splitViewController(.willChangeTo)) }
        if show, notifications.contains(.willShow) { calls.append(.splitViewController(.willShow)) }
        if !show, notifications.contains(.willHide) { calls.append(.splitViewController(.willHide)) }
        return (mode, calls)
    }

    /// R69, collapsed column styles: what `show(column)` or `hide(column)` leaves on screen; `nil` when
    /// ignored. Showing a column puts it on top of the stack (the compact column, when there is one, instead
    /// of the stack); the inspector is not part of the stack. Hiding `.primary` is ignored; hiding another
    /// column at or under the top pops to the column before it.
    public func splitCollapsedColumns(
        after show: Bool, column: SplitColumn, current: SplitCollapsedColumns, hasCompactColumn: Bool
    ) -> SplitCollapsedColumns? {
        let order: [SplitColumn] = [.primary, .supplementary, .secondary]
        if show {
            guard column != .inspector else { return nil }
            if column == .compact {
                return SplitCollapsedColumns(topColumn: current.topColumn, showsCompactColumn: hasCompactColumn)
            }
            return SplitCollapsedColumns(topColumn: column, showsCompactColumn: false)
        }
        guard column != .primary, let index = order.firstIndex(of: column), index > 0,
            let top = order.firstIndex(of: current.topColumn), top >= index
        else { return nil }
        return SplitCollapsedColumns(topColumn: order[index - 1], showsCompactColumn: current.showsCompactColumn)
    }

    // MARK: R64

    /// R64: where `showDetailViewController` sends a controller, with the delegate calls: the classic
    /// delegate's `showDetail` first (true: handled; never called for a column style, R67); expanded, the
    /// controller replaces the secondary; collapsed, a navigation primary pushes it and a plain one presents
    /// it, and a column-style split view puts the secondary on top.
    public func splitShowDetail(
        style: SplitStyle, delegate: SplitDelegateDeclaration?, isCollapsed: Bool, primaryIsNavigation: Bool
    ) -> (route: SplitShowDetailRoute, calls: [DelegateCall]) {
        var calls: [DelegateCall] = []
        if !style.isColumnStyle, let handled = delegate?.showDetail {
            calls.append(.splitViewController(.showDetail))
            if handled { return (.handledByDelegate, calls) }
        }
        guard isCollapsed else { return (.replacesSecondary, calls) }
        if style.isColumnStyle { return (.secondaryOnTop, calls) }
        return (primaryIsNavigation ? .pushedOntoPrimary : .presentedFromPrimary, calls)
    }

    // MARK: R67, R71 availability

    /// Whether any split view controller can use what this iOS version lacks (R67, R71): an iOS version
    /// with column styles and the inspector column has nothing to refuse, so the window need not search.
    public var splitViewsMayBeUnavailable: Bool { !era.hasColumnStyleSplitView || !era.hasInspectorColumn }

    /// R67, R71: what a split view controller of `style`, whose delegate answers `topColumnForCollapsing`
    /// with `topColumnForCollapsing`, uses that this iOS version lacks: a column style before iOS 14, the
    /// inspector column before iOS 26.
    public func splitUnavailability(
        identifier: String, style: SplitStyle, topColumnForCollapsing: SplitColumn??
    ) -> SplitUnavailability? {
        if style.isColumnStyle, !era.hasColumnStyleSplitView {
            return SplitUnavailability(
                feature: "split view controller '\(identifier)' has style \(style.rawValue): a column-style split view",
                rule: .R67, since: 14)
        }
        if case .some(.some(.inspector)) = topColumnForCollapsing, !era.hasInspectorColumn {
            return SplitUnavailability(
                feature:
                    "the delegate of split view controller '\(identifier)' answers topColumnForCollapsing: inspector: the inspector column",
                rule: .R71, since: 26)
        }
        return nil
    }

    /// R71: `show` or `hide` of the inspector column before iOS 26.
    public func splitColumnUnavailability(_ column: SplitColumn) -> SplitUnavailability? {
        guard column == .inspector, !era.hasInspectorColumn else { return nil }
        return SplitUnavailability(feature: "the inspector column", rule: .R71, since: 26)
    }
}

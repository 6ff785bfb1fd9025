import AdaptivePresentation

extension SplitStyle: SpecKey {}
extension SplitColumn: SpecKey {}
extension SplitDisplayMode: SpecKey {}
extension SplitDelegateDeclaration.Notification: SpecKey {}

/// Decodes the keys of a split view controller's `split:` besides `primary` and `secondary` (the "Scenario and storyboard files" article, "Storyboards"):
/// the style, the supplementary and compact columns, display mode, widths and the delegate, whose named
/// methods are the only ones it implements.
enum SplitFile {
    enum DelegateKey: String, SpecKey {
        case primaryForCollapsing, collapseSecondary, primaryForExpanding, separateSecondary, showDetail
        case topColumnForCollapsing, displayModeForExpanding, notifications
    }

    /// The configuration; `reference` checks and records a controller id.
    static func decode<Key>(_ map: SpecMapping<Key>, reference: (SpecNode) -> String?) -> SplitConfiguration?
    where Key: SpecKey {
        func node(_ name: String) -> SpecNode? { Key(rawValue: name).flatMap { map[$0] } }
        var configuration = SplitConfiguration()
        if let style = node("style")?.value(of: SplitStyle.self, named: "split style") { configuration.style = style }
        configuration.supplementary = node("supplementary").flatMap(reference)
        configuration.compact = node("compact").flatMap(reference)
        if let supplementary = node("supplementary"), configuration.style != .tripleColumn {
            supplementary.error(.supplementaryOutsideTripleColumn)
        }
        if let compact = node("compact"), !configuration.style.isColumnStyle {
            compact.error(.compactOutsideColumnStyle)
        }
        if let mode = node("preferredDisplayMode")?.value(of: SplitDisplayMode.self, named: "display mode") {
            configuration.preferredDisplayMode = mode
        }
        configuration.preferredPrimaryColumnWidth = node("preferredPrimaryColumnWidth")?.positiveNumber()
        if let fractionNode = node("preferredPrimaryColumnWidthFraction"), let fraction = fractionNode.positiveNumber()
        {
            if fraction > 1 {
                fractionNode.error(.fractionAboveOne)
            } else {
                configuration.preferredPrimaryColumnWidthFraction = fraction
            }
        }
        if let delegateNode = node("delegate") {
            configuration.delegate = decodeDelegate(delegateNode, style: configuration.style, reference: reference)
        }
        return configuration
    }

    private static func decodeDelegate(
        _ node: SpecNode, style: SplitStyle, reference: (SpecNode) -> String?
    ) -> SplitDelegateDeclaration? {
        guard let map = node.mapping(DelegateKey.self) else { return nil }
        var delegate = SplitDelegateDeclaration()
        func controllerOrNone(_ node: SpecNode) -> String?? {
            if node.isNull || node.scalarText == "none" { return .some(nil) }
            return reference(node).map { .some($0) }
        }
        delegate.primaryForCollapsing = map.optional(.primaryForCollapsing, controllerOrNone)
        delegate.collapseSecondary = map.optional(.collapseSecondary) { $0.boolean() }
        delegate.primaryForExpanding = map.optional(.primaryForExpanding, controllerOrNone)
        delegate.separateSecondary = map.optional(.separateSecondary, controllerOrNone)
        delegate.showDetail = map.optional(.showDetail) { $0.boolean() }
        delegate.topColumnForCollapsing = map.optional(.topColumnForCollapsing) { node -> SplitColumn?? in
            if node.scalarText == "proposed" { return .some(nil) }
            return node.value(of: SplitColumn.self, named: "column").map { .some($0) }
        }
        delegate.displayModeForExpanding = map.optional(.displayModeForExpanding) { node -> SplitDisplayMode?? in
            if node.scalarText == "proposed" { return .some(nil) }
            return node.value(of: SplitDisplayMode.self, named: "display mode").map { .some($0) }
        }
        delegate.notifications = Set(
            map.optional(.notifications) {
                $0.sequence { $0.value(of: SplitDelegateDeclaration.Notification.self, named: "notification") }
            } ?? [])
        // R67: the classic methods are never called for column styles, and the column methods never for classic.
        let classicKeys: [DelegateKey] = [
            .primaryForCollapsing, .collapseSecondary, .primaryForExpanding, .separateSecondary, .showDetail,
        ]
        let columnKeys: [DelegateKey] = [.topColumnForCollapsing, .displayModeForExpanding]
        for key in style.isColumnStyle ? classicKeys : columnKeys {
            map.keyNode(key)?.warning(.delegateMethodNeverCalled(key.rawValue, style: style))
        }
        return delegate
    }
}

import AdaptivePresentation

/// An anchor's frame as a scenario or storyboard gives it under `anchorFrames`: a fixed rectangle
/// (`{x, y, width, height}`), pinned to the window's edges (`{trailing: 20, top: 30, width: 44, height: 44}`),
/// or a bar button item (`{barButtonItem: navigationBar, trailing: 8}`); the last two follow the window.
extension AnchorPlacement.Bar: SpecKey {}

extension StoryboardFile {
    enum PinnedKey: String, SpecKey { case leading, trailing, top, bottom, width, height }
    enum BarKey: String, SpecKey { case barButtonItem, leading, trailing, width }

    /// Decodes one `anchorFrames` entry into `definition`.
    static func decodeAnchorFrame(_ node: SpecNode, anchor: String, into definition: inout ControllerDefinition) {
        guard let entries = node.entries() else { return }
        let keys = Set(entries.map(\.key))
        if keys.contains("x") || keys.contains("y") {
            if let rect = decodeRect(node) { definition.anchorFrames[anchor] = rect }
        } else if keys.contains("barButtonItem") {
            guard let map = node.mapping(BarKey.self) else { return }
            let bar = map.required(.barButtonItem) { $0.value(of: AnchorPlacement.Bar.self, named: "bar") }
            let leading = map.optional(.leading) { $0.number() }, trailing = map.optional(.trailing) { $0.number() }
            let width = map.optional(.width) { $0.positiveNumber() } ?? 44
            guard horizontalEdge(map.node, leading: map.contains(.leading), trailing: map.contains(.trailing)), let bar
            else { return }
            definition.anchorPlacements[anchor] = .barButtonItem(
                bar: bar, leading: leading, trailing: trailing, width: width)
        } else {
            guard let map = node.mapping(PinnedKey.self) else { return }
            let leading = map.optional(.leading) { $0.number() }, trailing = map.optional(.trailing) { $0.number() }
            let top = map.optional(.top) { $0.number() }, bottom = map.optional(.bottom) { $0.number() }
            let width = map.required(.width) { $0.positiveNumber() },
                height = map.required(.height) { $0.positiveNumber() }
            let horizontal = horizontalEdge(
                map.node, leading: map.contains(.leading), trailing: map.contains(.trailing))
            var vertical = true
            if map.contains(.top) == map.contains(.bottom) {
                map.node.error(.anchorNeedsVerticalPlacement)
                vertical = false
            }
            guard horizontal, vertical, let width, let height else { return }
            definition.anchorPlacements[anchor] = .pinned(
                leading: leading, trailing: trailing, top: top, bottom: bottom, size: Size(width: width, height: height)
            )
        }
    }

    private static func horizontalEdge(_ node: SpecNode, leading: Bool, trailing: Bool) -> Bool {
        guard leading != trailing else {
            node.error(.anchorNeedsHorizontalPlacement)
            return false
        }
        return true
    }
}

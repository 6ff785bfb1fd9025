import AdaptivePresentation

/// Decodes a controller's `sheet:` and `adaptiveSheet:` (the "Scenario and storyboard files" article, "Storyboards"): what the app's code sets on
/// `sheetPresentationController` or `adaptiveSheetPresentationController` before presenting (R51–R59).
enum SheetFile {
    enum Key: String, SpecKey {
        case detents, selectedDetent, largestUndimmedDetent, prefersGrabberVisible, prefersEdgeAttachedInCompactHeight
        case widthFollowsPreferredContentSizeWhenEdgeAttached, preferredPlacement
    }
    enum DetentKey: String, SpecKey { case id, height }

    /// The built-in detents by name.
    static let builtIn: [String: SheetDetent] = ["medium": .medium, "large": .large]

    static func decode(_ node: SpecNode) -> SheetConfiguration? {
        guard let map = node.mapping(Key.self) else { return nil }
        var sheet = SheetConfiguration()
        if let detentsNode = map[.detents] {
            guard let detents = detentsNode.sequence(decodeDetent) else { return nil }
            guard !detents.isEmpty else {
                detentsNode.error(.noDetents)
                return nil
            }
            var seen: Set<String> = []
            for (detent, element) in zip(detents, detentsNode.elements() ?? [])
            where !seen.insert(detent.identifier).inserted {
                element.error(.repeatedDetent(detent.identifier))
                return nil
            }
            if let large = detents.firstIndex(of: .large), let medium = detents.firstIndex(of: .medium), large < medium
            {
                detentsNode.error(.detentsOutOfOrder)
                return nil
            }
            sheet.detents = detents
        }
        sheet.selectedDetentIdentifier = map.optional(.selectedDetent) { $0.nonEmptyString() }
        sheet.largestUndimmedDetentIdentifier = map.optional(.largestUndimmedDetent) { $0.nonEmptyString() }
        sheet.prefersGrabberVisible = map.optional(.prefersGrabberVisible) { $0.boolean() } ?? false
        sheet.prefersEdgeAttachedInCompactHeight =
            map.optional(.prefersEdgeAttachedInCompactHeight) { $0.boolean() } ?? false
        sheet.widthFollowsPreferredContentSizeWhenEdgeAttached =
            map.optional(.widthFollowsPreferredContentSizeWhenEdgeAttached) { $0.boolean() } ?? false
        // R134: read on every version (a scenario replays on several); before iOS 27 it changes nothing.
        sheet.preferredPlacement =
            map.optional(.preferredPlacement) { $0.value(of: SheetPlacement.self, named: "placement") } ?? .automatic
        return sheet
    }

    /// `medium`, `large`, or `{id, height}` (a custom detent; a null height makes it inactive).
    private static func decodeDetent(_ node: SpecNode) -> SheetDetent? {
        if node.isMapping {
            guard let map = node.mapping(DetentKey.self) else { return nil }
            let id = map.required(.id) { $0.nonEmptyString() }
            var height: Double??
            if let heightNode = map.required(.height) {
                height = heightNode.isNull ? .some(nil) : heightNode.positiveNumber().map { .some($0) }
            }
            guard let id, let height else { return nil }
            if builtIn[id] != nil, let idNode = map[.id] {
                idNode.error(.builtInDetentID(id))
                return nil
            }
            return .custom(id, height: height)
        }
        guard let name = node.nonEmptyString() else { return nil }
        if let detent = builtIn[name] { return detent }
        node.error(
            .unknownDetent(name),
            suggestion: ClosestName.suggestion(for: name, among: ["medium", "large"]))
        return nil
    }
}

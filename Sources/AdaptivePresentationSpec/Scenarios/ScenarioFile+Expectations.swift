import AdaptivePresentation
import Foundation

/// The names steps use (segues, controllers) and each step's `expect:`, checked against the storyboard.
extension ScenarioFile {
    static func segueReference(_ node: SpecNode, names: StoryboardFile.Names?) -> String? {
        guard let id = node.nonEmptyString() else { return nil }
        if let names, !names.knowsSegue(id) {
            node.reportUnknown("segue", id, among: names.segueIDs ?? [])
            return nil
        }
        return names?.segue(id) ?? id
    }

    static func controllerOrNone(_ node: SpecNode, names: StoryboardFile.Names?) -> String?? {
        if node.isNull { return .some(nil) }
        guard let id = node.nonEmptyString() else { return nil }
        if id == "none" { return .some(nil) }
        return expectedController(node, id, names: names).map { .some($0) }
    }

    /// Whether an expectation may name a controller the storyboard lacks: `replay --record` records over it
    /// as over any wrong value (a renamed controller), where a replay reports it as an input error.
    @TaskLocal static var recordsOverUnknownNames = false

    /// A controller an expectation names: one the storyboard has, or, while recording, any name.
    static func expectedController(_ node: SpecNode, _ id: String, names: StoryboardFile.Names?) -> String? {
        if recordsOverUnknownNames, let names, !names.knowsController(id) { return id }
        return controller(node, id, names: names)
    }

    static func controller(_ node: SpecNode, _ id: String, names: StoryboardFile.Names?) -> String? {
        if let names, !names.knowsController(id) {
            node.reportUnknown("controller", id, among: (names.controllerIDs ?? []).sorted())
            return nil
        }
        return names?.controller(id) ?? id
    }

    static func decodeExpectations(
        _ node: SpecNode, header: Header, catalog: DeviceCatalog, allowWhen: Bool
    ) -> [(StepExpectation, SpecNode)]? {
        let vocabulary = header.vocabulary
        guard
            let map = node.mapping(
                among: vocabulary.expectKeys,
                key: { name in
                    name == "when" ? ExpectKey.when : vocabulary.position(named: name).map(ExpectKey.observation)
                })
        else { return nil }
        var result: [(StepExpectation, SpecNode)] = []
        result.reserveCapacity(map.count)
        var variants: [(StepExpectation, SpecNode)] = []
        // A loop, not a closure: a closure would copy the header into its context.
        for position in 0..<map.count {
            let (key, value) = map.value(at: position)
            switch key {
            case .when:
                if allowWhen {
                    variants = decodeWhen(value, context: header.context, catalog: catalog) { nested in
                        decodeExpectations(nested, header: header, catalog: catalog, allowWhen: false)
                    }
                } else if let keyNode = map.keyNode(.when) {
                    keyNode.error(.nestedWhen)
                }
            case let .observation(position):
                if let expectation = vocabulary.expectation(at: position, from: value, names: header.names) {
                    result.append((expectation, value))
                }
            }
        }
        return variants.isEmpty ? result : result + variants
    }

    static func decodeCall(_ node: SpecNode) -> String? {
        guard let token = node.nonEmptyString() else { return nil }
        if DelegateCall(token: token) != nil { return token }
        let known =
            DelegateCall.fixedTokens + [
                "viewControllerForAdaptivePresentationStyle(.fullScreen)",
                "viewControllerForAdaptivePresentationStyle(.overFullScreen)",
                "viewControllerForAdaptivePresentationStyle(.formSheet)", "willPresentWithAdaptiveStyle(.none)",
                "willPresentWithAdaptiveStyle(.fullScreen)", "willPresentWithAdaptiveStyle(.overFullScreen)",
                "willPresentWithAdaptiveStyle(.formSheet)",
            ]
        node.reportUnknown("call", token, among: known)
        return nil
    }
}

import AdaptivePresentation

/// The facts that live in the app's code, not in its storyboard, which a scenario adds (the "Scenario and storyboard files" article, "Storyboards"):
/// `segueClasses:` gives behaviour to custom segue classes and `controllers:` merges code-only facts into
/// the named controllers. Both apply to Interface Builder and YAML storyboards alike.
enum CodeFacts {
    enum ControllerKey: String, SpecKey {
        case anchors, anchorFrames, unwindActions, conforms, preferredContentSize, definesPresentationContext
        case isModalInPresentation, shouldPerformSegue, sheet, adaptiveSheet
    }

    /// The storyboard with the scenario's `segueClasses` and `controllers` merged in; `names` learns the unwind
    /// actions the controllers add.
    static func merge(
        segueClasses classesNode: SpecNode?, controllers controllersNode: SpecNode?, into storyboard: Storyboard?,
        names: inout StoryboardFile.Names
    ) -> Storyboard? {
        let known = Set(names.controllerIDs ?? [])
        var classes: [SegueClass] = []
        for entry in classesNode?.entries() ?? [] {
            guard
                let box = StoryboardFile.decodeSegueClass(
                    entry.key, entry.value, known: known, animators: names.animatorNames)
            else { continue }
            classes.append(box.segueClass(name: entry.key))
        }
        // The segue identifiers of each source, gathered once (a scenario may name many controllers).
        var outgoingSegues: [String: [String]] = [:]
        for segue in storyboard?.segues ?? [] { outgoingSegues[segue.source, default: []].append(segue.identifier) }
        var replaced: [ControllerDefinition] = []
        var addedActions: [String] = []
        for entry in controllersNode?.entries() ?? [] {
            guard names.knowsController(entry.key) else {
                entry.keyNode.reportUnknown("controller", entry.key, among: (names.controllerIDs ?? []).sorted())
                continue
            }
            let name = names.controller(entry.key)
            guard let map = entry.value.mapping(ControllerKey.self) else { continue }
            guard var definition = storyboard?.controllers[name] else { continue }
            for anchor in map.optional(.anchors, { $0.sequence { $0.nonEmptyString() } }) ?? []
            where !definition.anchors.contains(anchor) {
                definition.anchors.append(anchor)
            }
            for frame in map[.anchorFrames]?.entries() ?? [] {
                guard definition.anchors.contains(frame.key) else {
                    StoryboardFile.reportNotAnAnchor(frame.keyNode, frame.key, of: name, anchors: definition.anchors)
                    continue
                }
                StoryboardFile.decodeAnchorFrame(frame.value, anchor: frame.key, into: &definition)
            }
            let actions = map.optional(.unwindActions, { $0.sequence { $0.nonEmptyString() } }) ?? []
            definition.unwindActions += actions.filter { action in
                !definition.unwindActions.contains { UnwindSearch.isSameAction($0, action) }
            }
            addedActions += actions
            definition.conformances += map.optional(.conforms, { $0.sequence { $0.nonEmptyString() } }) ?? []
            if let size = map.optional(.preferredContentSize, StoryboardFile.decodeSize) {
                definition.preferredContentSize = size
            }
            if let value = map.optional(.definesPresentationContext, { $0.boolean() }) {
                definition.definesPresentationContext = value
            }
            if let value = map.optional(.isModalInPresentation, { $0.boolean() }) {
                definition.isModalInPresentation = value
            }
            if let sheet = map.optional(.sheet, SheetFile.decode) { definition.sheet = sheet }
            if let sheet = map.optional(.adaptiveSheet, SheetFile.decode) { definition.adaptiveSheet = sheet }
            let outgoing = outgoingSegues[name] ?? []
            for answer in map[.shouldPerformSegue]?.entries() ?? [] {
                let segue = names.segue(answer.key)
                guard outgoing.contains(segue) else {
                    answer.keyNode.reportUnknown("segue", answer.key, among: outgoing)
                    continue
                }
                if let value = answer.value.boolean() { definition.shouldPerformSegue[segue] = value }
            }
            replaced.append(definition)
        }
        if !addedActions.isEmpty { names.unwindActions = (names.unwindActions ?? []) + addedActions }
        guard let storyboard, !(classes.isEmpty && replaced.isEmpty) else { return storyboard }
        return storyboard.merging(controllers: replaced, segueClasses: classes)
    }
}

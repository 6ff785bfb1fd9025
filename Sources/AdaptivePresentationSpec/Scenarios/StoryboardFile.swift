import AdaptivePresentation

/// Decodes storyboard YAML (the "Scenario and storyboard files" article, "Storyboards"), inline in a scenario or in its own file, into a ``Storyboard``.
///
/// Every reference is checked with a did-you-mean: container children, segue ends, anchors, segue classes,
/// substitute controllers. Container cycles, duplicate segue ids, `presentation: none` and
/// `presentation` on a kind that does not present modally are errors.
enum StoryboardFile {
    enum Key: String, SpecKey { case initial, controllers, segues, segueClasses, animators }
    enum ControllerKey: String, SpecKey {
        case kind, root, tab, split, anchors, anchorFrames, unwindActions, conforms, preferredContentSize
        case definesPresentationContext, isModalInPresentation
        case sheet, adaptiveSheet
    }
    enum ControllerKind: String, SpecKey { case plain, navigation, tab, split }
    enum TabKey: String, SpecKey { case children }
    enum SplitKey: String, SpecKey {
        case primary, secondary
        case style, supplementary, compact, preferredDisplayMode, preferredPrimaryColumnWidth
        case preferredPrimaryColumnWidthFraction, delegate
    }
    enum SizeKey: String, SpecKey { case width, height }
    enum RectKey: String, SpecKey { case x, y, width, height }
    enum SegueKey: String, SpecKey { case id, from, to, kind, anchor, presentation, transitionStyle, `class` }
    enum SegueClassKey: String, SpecKey {
        case delegate, shouldPerform, transitioningDelegate, callsSuper, navigationDelegate
    }
    enum DelegateKey: String, SpecKey { case api, adaptivePresentationStyle, substitute, shouldDismiss }

    /// The names a storyboard declares, which a scenario refers to. Known even when the storyboard has
    /// problems, so that a scenario's own references are checked in the same pass; a list is `nil` when it
    /// cannot be known (the `controllers` value is not a mapping, a segue has no readable id, a controller did
    /// not decode), and references to it are then not checked.
    struct Names {
        /// Every controller id declared, in document order.
        var controllerIDs: [String]?
        /// Every segue id declared, in document order.
        var segueIDs: [String]?
        /// Every unwind action a controller declares (and, in an Interface Builder file, every unwind
        /// segue's action).
        var unwindActions: [String]?
        /// Every animator declared (`animators:`), in document order.
        var animatorNames: [String]?
        /// Other names of controllers (Interface Builder object ids), by the name they stand for.
        var controllerAliases: [String: String] = [:]
        /// Other names of segues (Interface Builder object ids), by the name they stand for.
        var segueAliases: [String: String] = [:]

        /// The controller `id` names, an alias resolved.
        func controller(_ id: String) -> String { controllerAliases[id] ?? id }
        /// The segue `id` names, an alias resolved.
        func segue(_ id: String) -> String { segueAliases[id] ?? id }
        /// Whether `id` names a known controller (always true when they are not known).
        func knowsController(_ id: String) -> Bool { controllerIDs.map { $0.contains(controller(id)) } ?? true }
        /// Whether `id` names a known segue (always true when they are not known).
        func knowsSegue(_ id: String) -> Bool { segueIDs.map { $0.contains(segue(id)) } ?? true }
    }

    /// A decoded storyboard: the names it declares, and the storyboard itself when it has no problem.
    struct Decoded {
        /// The storyboard, or `nil` when it has problems (they were reported).
        var storyboard: Storyboard?
        /// The storyboard's own `initial`, if given.
        var initial: String?
        var names: Names
    }

    /// Decodes a storyboard mapping. `requireInitial` is false when the scenario names its own `initial`.
    /// `nil` only when the node is not a mapping.
    static func decode(_ node: SpecNode, requireInitial: Bool) -> Decoded? {
        guard let map = node.mapping(Key.self) else { return nil }
        var names = Names()
        var controllers: [ControllerDefinition] = []
        var controllerNodes: [String: SpecNode] = [:]
        var childReferences: [(SpecNode, String)] = []
        if let entries = map.required(.controllers)?.entries() {
            if entries.isEmpty { map[.controllers]?.error(.noControllers) }
            names.controllerIDs = entries.map(\.key)
            for entry in entries {
                controllerNodes[entry.key] = entry.keyNode
                if let controller = decodeController(entry.key, entry.value, references: &childReferences) {
                    controllers.append(controller)
                }
            }
            if controllers.count == entries.count { names.unwindActions = controllers.flatMap(\.unwindActions) }
        }
        let ids = controllers.map(\.identifier)
        let known = Set(controllerNodes.keys)
        for (node, id) in childReferences where !known.contains(id) {
            node.reportUnknown("controller", id, among: Array(controllerNodes.keys).sorted())
        }
        reportCycles(controllers, nodes: controllerNodes)

        var initial: String?
        if let initialNode = map[.initial] {
            initial = controllerReference(initialNode, known: known)
        } else if requireInitial {
            map.node.error(.missingInitial)
        }

        var animators: [TransitionAnimator] = []
        if let animatorsNode = map[.animators] {
            let entries = animatorsNode.entries()
            names.animatorNames = entries?.map(\.key)
            animators = AnimatorFile.decode(entries ?? [])
        } else {
            names.animatorNames = []
        }

        var segueClasses: [String: SegueClassBox] = [:]
        var classNodes: [(String, SpecNode)] = []
        if let entries = map[.segueClasses]?.entries() {
            for entry in entries {
                classNodes.append((entry.key, entry.value))
            }
        }
        let byID = Dictionary(controllers.map { ($0.identifier, $0) }, uniquingKeysWith: { first, _ in first })
        for (name, value) in classNodes {
            if let box = decodeSegueClass(name, value, known: known, animators: names.animatorNames) {
                segueClasses[name] = box
            }
        }

        var segues: [SegueDefinition] = []
        var segueIDNodes: [String: SpecNode] = [:]
        let segueElements = map.contains(.segues) ? map[.segues]?.elements() : []
        if let elements = segueElements {
            let declared = elements.map { $0.yaml.mapping?["id"]?.string }
            if declared.allSatisfy({ $0 != nil }) { names.segueIDs = declared.compactMap { $0 } }
            for element in elements {
                guard let segue = decodeSegue(element, known: known, controllers: byID, classes: classNodes.map(\.0))
                else { continue }
                if let first = segueIDNodes[segue.identifier] {
                    element.error(
                        .duplicateSegueID(segue.identifier),
                        notes: [first.note("'\(segue.identifier)' is first declared here")])
                    continue
                }
                segueIDNodes[segue.identifier] = element
                segues.append(segue)
            }
        }

        guard !node.decoder.hasErrors else { return Decoded(storyboard: nil, initial: initial, names: names) }
        let storyboard = Storyboard(
            initialController: initial ?? ids.first ?? "",
            controllers: controllers, segues: segues,
            segueClasses: segueClasses.map { name, box in box.segueClass(name: name) }, animators: animators)
        return Decoded(storyboard: storyboard, initial: initial, names: names)
    }

    struct SegueClassBox {
        var delegate: DeclarativeDelegate?
        var shouldPerform: Bool?
        var transitioningDelegate: DeclarativeTransitioningDelegate?
        var callsSuper = true
        var navigationDelegate: DeclarativeNavigationDelegate?

        /// The segue class these facts describe, named `name`.
        func segueClass(name: String) -> SegueClass {
            DeclarativeSegue.segueClass(
                name: name, delegate: delegate, shouldPerform: shouldPerform,
                transitioningDelegate: transitioningDelegate, callsSuper: callsSuper,
                navigationDelegate: navigationDelegate)
        }
    }

    private static func controllerReference(_ node: SpecNode, known: Set<String>) -> String? {
        guard let id = node.nonEmptyString() else { return nil }
        guard known.contains(id) else {
            node.reportUnknown("controller", id, among: known.sorted())
            return nil
        }
        return id
    }

    private static func decodeController(
        _ id: String, _ node: SpecNode, references: inout [(SpecNode, String)]
    ) -> ControllerDefinition? {
        if node.isNull { return ControllerDefinition(identifier: id) }
        guard let map = node.mapping(ControllerKey.self) else { return nil }
        let kind = map.optional(.kind) { $0.value(of: ControllerKind.self, named: "controller kind") } ?? .plain
        var definition = ControllerDefinition(identifier: id)
        func reference(_ node: SpecNode) -> String? {
            guard let child = node.nonEmptyString() else { return nil }
            references.append((node, child))
            return child
        }
        func misplaced(_ key: ControllerKey, needs: ControllerKind) {
            if let keyNode = map.keyNode(key), kind != needs {
                keyNode.error(
                    .keyOfOtherControllerKind(
                        key: key.rawValue, needs: needs.rawValue, controller: id, kind: kind.rawValue))
            }
        }
        misplaced(.root, needs: .navigation)
        misplaced(.tab, needs: .tab)
        misplaced(.split, needs: .split)
        switch kind {
        case .plain:
            definition.kind = .plain
        case .navigation:
            definition.kind = .navigation(root: map.required(.root).flatMap(reference))
        case .tab:
            let children =
                map.required(.tab)?.mapping(TabKey.self)?.required(.children) { $0.sequence(reference) } ?? []
            definition.kind = .tab(children: children)
        case .split:
            let split = map.required(.split)?.mapping(SplitKey.self)
            definition.kind = .split(
                primary: split?.required(.primary).flatMap(reference),
                secondary: split?.optional(.secondary, reference))
            definition.splitConfiguration = split.flatMap { SplitFile.decode($0, reference: reference) }
        }
        definition.anchors = map.optional(.anchors) { $0.sequence { $0.nonEmptyString() } } ?? []
        if let frames = map[.anchorFrames]?.entries() {
            for entry in frames {
                guard definition.anchors.contains(entry.key) else {
                    reportNotAnAnchor(entry.keyNode, entry.key, of: id, anchors: definition.anchors)
                    continue
                }
                decodeAnchorFrame(entry.value, anchor: entry.key, into: &definition)
            }
        }
        definition.unwindActions = map.optional(.unwindActions) { $0.sequence { $0.nonEmptyString() } } ?? []
        definition.conformances = map.optional(.conforms) { $0.sequence { $0.nonEmptyString() } } ?? []
        if let size = map.optional(.preferredContentSize, decodeSize) { definition.preferredContentSize = size }
        definition.definesPresentationContext = map.optional(.definesPresentationContext) { $0.boolean() } ?? false
        definition.isModalInPresentation = map.optional(.isModalInPresentation) { $0.boolean() } ?? false
        definition.sheet = map.optional(.sheet, SheetFile.decode)
        definition.adaptiveSheet = map.optional(.adaptiveSheet, SheetFile.decode)
        return definition
    }

    /// A `{width, height}` of non-negative numbers (zero means "use the default", as in UIKit).
    static func decodeSize(_ node: SpecNode) -> Size? {
        guard let map = node.mapping(SizeKey.self) else { return nil }
        let width = map.required(.width) { nonNegative($0) }
        let height = map.required(.height) { nonNegative($0) }
        guard let width, let height else { return nil }
        return Size(width: width, height: height)
    }

    static func decodeRect(_ node: SpecNode) -> Rect? {
        guard let map = node.mapping(RectKey.self) else { return nil }
        let x = map.required(.x) { $0.number() }
        let y = map.required(.y) { $0.number() }
        let width = map.required(.width) { nonNegative($0) }
        let height = map.required(.height) { nonNegative($0) }
        guard let x, let y, let width, let height else { return nil }
        return Rect(x: x, y: y, width: width, height: height)
    }

    private static func nonNegative(_ node: SpecNode) -> Double? {
        guard let value = node.number() else { return nil }
        guard value >= 0 else {
            node.expected("a number of zero or more")
            return nil
        }
        return value
    }

    /// Reports every container cycle and a containment deeper than ``ContainmentCheck/maximumDepth`` at the
    /// controller's key.
    private static func reportCycles(_ controllers: [ControllerDefinition], nodes: [String: SpecNode]) {
        for problem in ContainmentCheck.problems(controllers) { nodes[problem.controller]?.error(problem.code) }
    }

    private static func decodeSegue(
        _ node: SpecNode, known: Set<String>, controllers: [String: ControllerDefinition], classes: [String]
    ) -> SegueDefinition? {
        guard let map = node.mapping(SegueKey.self) else { return nil }
        let id = map.required(.id) { $0.nonEmptyString() }
        let from = map.required(.from) { controllerReference($0, known: known) }
        let to = map.required(.to) { controllerReference($0, known: known) }
        let kind = map.required(.kind) { kindNode -> SegueKind? in
            if let text = kindNode.scalarText, !kindNode.isNull, SegueKind(rawValue: text) == nil {
                // `unwind` is a kind, but not one to declare: do not offer it.
                kindNode.reportUnknown("segue kind", text, among: SegueKind.declarable.map(\.rawValue))
                return nil
            }
            guard let kind = kindNode.value(of: SegueKind.self, named: "segue kind") else { return nil }
            guard SegueKind.declarable.contains(kind) else {
                kindNode.error(.unwindSegueDeclared)
                return nil
            }
            return kind
        }
        var anchor: String?
        if let anchorNode = map[.anchor], let name = anchorNode.nonEmptyString() {
            let anchors = from.flatMap { controllers[$0]?.anchors } ?? []
            if let from, !anchors.contains(name) {
                reportNotAnAnchor(anchorNode, name, of: from, anchors: anchors)
            } else {
                anchor = name
            }
            if let kind, kind != .popover, let keyNode = map.keyNode(.anchor) {
                keyNode.error(.anchorOnNonPopover(kind: kind.rawValue))
            }
        }
        var presentation: PresentationStyle?
        if let styleNode = map[.presentation],
            let style = styleNode.value(of: PresentationStyle.self, named: "presentation style")
        {
            if style == .none {
                styleNode.error(.noneIsNotAPresentationStyle)
            } else if kind == .popover, let keyNode = map.keyNode(.presentation) {
                keyNode.error(.presentationOnPopover)
            } else {
                presentation = style
            }
        }
        var transitionStyle: ModalTransitionStyle?
        if let styleNode = map[.transitionStyle],
            let style = styleNode.value(of: ModalTransitionStyle.self, named: "transition style")
        {
            // R87: only the Present Modally and Popover segue templates copy the Transition to the destination.
            if let kind, kind != .presentModally, kind != .popover, let keyNode = map.keyNode(.transitionStyle) {
                keyNode.error(.transitionStyleOnOtherKind(kind: kind.rawValue))
            } else {
                transitionStyle = style
            }
        }
        var className: String?
        if let classNode = map[.class], let name = classNode.nonEmptyString() {
            if classes.contains(name) {
                className = name
            } else if let suggestion = classNode.decoder.isFull
                ? nil : ClosestName.suggestion(for: name, among: classes)
            {
                classNode.error(.unknownValue(kind: "segue class", value: name), suggestion: suggestion)
            } else {
                // Not a misspelling: a class the storyboard does not declare.
                classNode.error(
                    .unknownValue(kind: "segue class", value: name),
                    notes: [
                        Diagnostic.Note(
                            "declare it under the storyboard's 'segueClasses:' (\(UserText.bounded(name)): {} for a "
                                + "class that adds nothing to the segue's kind)", at: classNode.location)
                    ])
            }
        }
        guard let id, let from, let to, let kind else { return nil }
        return SegueDefinition(
            identifier: id, source: from, destination: to, kind: kind, anchor: anchor, presentation: presentation,
            transitionStyle: transitionStyle, className: className)
    }

    /// `'photo' is not an anchor of 'AnimalDetail'`, with a did-you-mean, or the anchors it has.
    static func reportNotAnAnchor(_ node: SpecNode, _ name: String, of controller: String, anchors: [String]) {
        let code = DiagnosticCode.notAnAnchor(name, controller: controller)
        if let suggestion = ClosestName.suggestion(for: name, among: anchors) {
            node.error(code, suggestion: suggestion)
        } else if anchors.isEmpty {
            node.error(
                code, notes: [Diagnostic.Note("'\(controller)' declares no anchors: list them in its 'anchors'")])
        } else {
            node.error(code, notes: [Diagnostic.Note("its anchors: \(anchors.joined(separator: ", "))")])
        }
    }

    /// A segue class's facts; `animators` are the names its `transitioningDelegate` may give (`nil`: unchecked).
    static func decodeSegueClass(
        _ name: String, _ node: SpecNode, known: Set<String>, animators: [String]?
    ) -> SegueClassBox? {
        if node.isNull { return SegueClassBox() }
        guard let map = node.mapping(SegueClassKey.self) else { return nil }
        var box = SegueClassBox()
        box.shouldPerform = map.optional(.shouldPerform) { $0.boolean() }
        if let delegateNode = map[.delegate] {
            box.delegate = delegateNode.isNull ? DeclarativeDelegate() : decodeDelegate(delegateNode, known: known)
        }
        if let transitioning = map[.transitioningDelegate] {
            guard let decoded = AnimatorFile.decodeSegueDelegate(transitioning, animators: animators) else {
                return nil
            }
            box.transitioningDelegate = decoded
        }
        box.callsSuper = map.optional(.callsSuper) { $0.boolean() } ?? true
        if let navigation = map[.navigationDelegate] {
            guard
                let decoded = AnimatorFile.decodeNavigationDelegate(navigation, animators: animators, takesAlive: false)
            else { return nil }
            box.navigationDelegate = decoded
        }
        return box
    }

    /// A delegate block (a segue class's `delegate`, a `present:` step's): what its adaptive methods answer.
    static func decodeDelegate(_ node: SpecNode, known: Set<String>) -> DeclarativeDelegate? {
        guard let map = node.mapping(DelegateKey.self) else { return nil }
        var delegate = DeclarativeDelegate()
        delegate.api =
            map.optional(.api) { $0.value(of: DeclarativeDelegate.API.self, named: "delegate api") } ?? .traitCollection
        delegate.adaptivePresentationStyle = map.optional(.adaptivePresentationStyle) {
            decodeStyleRule($0, api: delegate.api)
        }
        delegate.substitute = map.optional(.substitute) { decodeSubstitute($0, known: known) }
        delegate.shouldDismiss = map.optional(.shouldDismiss) { $0.boolean() } ?? true
        return delegate
    }

    private static func styleAnswer(_ node: SpecNode) -> PresentationStyle? {
        node.value(of: PresentationStyle.self, named: "presentation style")
    }

    static func decodeStyleRule(_ node: SpecNode, api: DeclarativeDelegate.API) -> DeclarativeDelegate
        .StyleRule?
    {
        if node.scalarText != nil, !node.isNull {
            return styleAnswer(node).map(DeclarativeDelegate.StyleRule.always)
        }
        guard let entries = node.entries() else { return nil }
        var rule = DeclarativeDelegate.StyleRule()
        let pairs = SizeClass.allCases.flatMap { h in SizeClass.allCases.map { v in "\(h.rawValue)/\(v.rawValue)" } }
        let allowed = ["compact", "regular"] + pairs + ["default"]
        for entry in entries {
            guard let style = styleAnswer(entry.value) else { continue }
            if entry.key == "default" {
                rule.fallback = style
            } else if let sizeClass = SizeClass(rawValue: entry.key) {
                rule.byHorizontal[sizeClass] = style
            } else if pairs.contains(entry.key) {
                rule.byPair[entry.key] = style
            } else {
                entry.keyNode.reportUnknown("size-class key", entry.key, among: allowed)
            }
        }
        return rule
    }

    private static func decodeSubstitute(_ node: SpecNode, known: Set<String>) -> DeclarativeDelegate.SubstituteRule? {
        if node.scalarText != nil, !node.isNull {
            return controllerReference(node, known: known).map { DeclarativeDelegate.SubstituteRule(always: $0) }
        }
        guard let entries = node.entries() else { return nil }
        var rule = DeclarativeDelegate.SubstituteRule()
        for entry in entries {
            guard let style = PresentationStyle(rawValue: entry.key) else {
                entry.keyNode.reportUnknown(
                    "adaptive style", entry.key, among: ["fullScreen", "overFullScreen", "formSheet"])
                continue
            }
            guard PresentationDecider.legalTraitCollectionAnswers.contains(style), style != .none else {
                entry.keyNode.error(.substituteForOtherStyle(style.rawValue))
                continue
            }
            if let id = controllerReference(entry.value, known: known) { rule.byStyle[style] = id }
        }
        return rule
    }
}

import AdaptivePresentation
import Foundation

/// The steps of a scenario file: one event per step with its options, decoded into the core's events.
extension ScenarioFile {
    private static let eventKeys: [StepKey] = [
        .perform, .trigger, .resize, .rotate, .dismiss, .unwind, .drag, .selectDetent, .showColumn, .hideColumn,
        .present, .advance, .pop,
    ]

    /// The options of a `present:` or `dismiss:` step, and the events each goes with.
    private static let stepOptions: [(StepKey, goesWith: String)] = [
        (.style, "'present'"), (.anchor, "'present'"), (.delegate, "'present'"), (.transitionStyle, "'present'"),
        (.animated, "'present', 'dismiss' or 'pop'"), (.transitioningDelegate, "'present' or 'dismiss'"),
        (.progress, "'dismiss: interactive' or 'pop: swipe'"), (.release, "'dismiss: interactive' or 'pop: swipe'"),
        (.navigationDelegate, "'pop'"),
    ]

    /// Decodes one element of `steps`, recording where its keys are in `locations` (`$step` for the element)
    /// unless `locates` is false (a streamed step: ``node(for:inStep:)`` finds a key when an error needs it).
    static func decodeStep(
        _ node: SpecNode, header: Header, locations: inout [String: SpecNode], catalog: DeviceCatalog,
        locates: Bool = true
    ) -> ScenarioStep? {
        if locates { locations["$step"] = node }
        guard let map = node.mapping(StepKey.self) else { return nil }
        if locates { for key in map.keys { locations[key.rawValue] = map[key] } }
        let (firstEvent, secondEvent) = map.firstKeys(where: eventKeys.contains)
        if let firstEvent, let secondEvent, let second = map.keyNode(secondEvent) {
            second.error(.secondEvent(secondEvent.rawValue, after: firstEvent.rawValue))
        }
        if firstEvent == nil, !map.contains(.expect) {
            node.error(.stepWithoutEvent)
        }
        var sender: String?
        if let senderNode = map[.sender] {
            if !(firstEvent == .perform || firstEvent == .trigger), let keyNode = map.keyNode(.sender) {
                keyNode.error(.senderWithoutSegue)
            } else {
                sender = senderNode.nonEmptyString()
            }
        }
        reportMisplacedOptions(
            map, event: firstEvent, kind: map[.dismiss]?.scalarText.flatMap(DismissalKind.init(rawValue:)),
            gesture: map[.pop]?.scalarText.flatMap(PopRequest.Gesture.init(rawValue:)))
        var event: ScenarioEvent?
        var eventFailed = false
        if let key = firstEvent, let value = map[key] {
            switch key {
            case .perform, .trigger:
                if let id = segueReference(value, names: header.names) {
                    event = key == .perform ? .perform(segue: id, sender: sender) : .trigger(segue: id, sender: sender)
                }
            case .resize:
                if value.isMapping {
                    event = decodeWindow(value).map { .resize(.window($0)) }
                } else if value.scalarText != nil, !value.isNull {
                    event = value.value(of: MultitaskingLayout.self, named: "layout").map { .resize(.layout($0)) }
                } else {
                    value.expected("a layout name or {width, height}")
                }
            case .rotate:
                event = value.value(of: Orientation.self, named: "orientation").map(ScenarioEvent.rotate)
            case .dismiss:
                event = value.value(of: DismissalKind.self, named: "dismissal").flatMap { kind in
                    decodeDismissOptions(map, kind: kind, header: header).map { ScenarioEvent.dismiss(kind, $0) }
                }
            case .present:
                event = decodePresent(map, value, header: header).map(ScenarioEvent.present)
            case .advance:
                event = AnimatorFile.time(value).map(ScenarioEvent.advance)
            case .pop:
                event = value.value(of: PopRequest.Gesture.self, named: "pop gesture").flatMap { gesture in
                    decodePop(map, gesture: gesture, header: header).map(ScenarioEvent.pop)
                }
            case .unwind:
                if let action = value.nonEmptyString() {
                    if let known = header.names?.unwindActions,
                        !known.contains(where: { UnwindSearch.isSameAction($0, action) })
                    {
                        value.reportUnknown("unwind action", action, among: Array(Set(known)).sorted())
                    } else {
                        event = .unwind(action: action)
                    }
                }
            case .drag:
                event = value.nonEmptyString().map { .drag(detent: $0) }
            case .selectDetent:
                event = value.nonEmptyString().map(ScenarioEvent.selectDetent)
            case .showColumn:
                event = value.value(of: SplitColumn.self, named: "column").map(ScenarioEvent.showColumn)
            case .hideColumn:
                event = value.value(of: SplitColumn.self, named: "column").map(ScenarioEvent.hideColumn)
            default:
                break
            }
            eventFailed = event == nil
        }
        // Called directly rather than from a closure, which would copy the header into its context.
        var decodedExpectations: [(StepExpectation, SpecNode)] = []
        if let expectNode = map[.expect] {
            decodedExpectations =
                decodeExpectations(expectNode, header: header, catalog: catalog, allowWhen: true) ?? []
        }
        var expectations: [StepExpectation] = []
        expectations.reserveCapacity(decodedExpectations.count)
        for (expectation, valueNode) in decodedExpectations {
            // A key given again (by a matching `when:` entry) replaces the earlier value in place.
            if let index = expectations.firstIndex(where: { $0.key == expectation.key }) {
                expectations[index] = expectation
            } else {
                expectations.append(expectation)
            }
            if locates { locations["expect." + expectation.key.name] = valueNode }
        }
        let at = map.optional(.at, AnimatorFile.time)
        guard !eventFailed, !(map.contains(.at) && at == nil) else { return nil }
        return ScenarioStep(event, at: at, expect: expectations)
    }

    /// Reports each option of a `present:` or `dismiss:` step given to an event that does not take it.
    private static func reportMisplacedOptions(
        _ map: SpecMapping<StepKey>, event: StepKey?, kind: DismissalKind?, gesture: PopRequest.Gesture? = nil
    ) {
        for (option, goesWith) in stepOptions where map.contains(option) {
            let fits: Bool
            switch option {
            case .style, .anchor, .delegate, .transitionStyle: fits = event == .present
            case .animated: fits = event == .present || event == .dismiss || event == .pop
            case .transitioningDelegate: fits = event == .present || event == .dismiss
            case .navigationDelegate: fits = event == .pop
            default: fits = (event == .dismiss && kind == .interactive) || (event == .pop && gesture == .swipe)
            }
            if !fits { map.keyNode(option)?.error(.optionWithoutEvent(option.rawValue, goesWith: goesWith)) }
        }
    }

    /// `present: CONTROLLER` with its options: `style`, `anchor`, `delegate`, `transitioningDelegate`,
    /// `transitionStyle`, `animated`.
    private static func decodePresent(_ map: SpecMapping<StepKey>, _ value: SpecNode, header: Header)
        -> PresentRequest?
    {
        let presented = value.nonEmptyString().flatMap { Self.controller(value, $0, names: header.names) }
        var style: PresentationStyle?
        if let styleNode = map[.style],
            let decoded = styleNode.value(of: PresentationStyle.self, named: "presentation style")
        {
            if decoded == .none { styleNode.error(.noneIsNotAPresentationStyle) } else { style = decoded }
        }
        let anchor = map.optional(.anchor) { $0.nonEmptyString() }
        let known = Set(header.names?.controllerIDs ?? [])
        let delegate = map.optional(.delegate) { node in
            node.isNull ? DeclarativeDelegate() : StoryboardFile.decodeDelegate(node, known: known)
        }
        let transitioning = map.optional(.transitioningDelegate) {
            AnimatorFile.decodeStepDelegate($0, animators: header.names?.animatorNames)
        }
        let transitionStyle = map.optional(.transitionStyle) {
            $0.value(of: ModalTransitionStyle.self, named: "transition style")
        }
        let animated = map.optional(.animated) { $0.boolean() }
        let failed =
            (map.contains(.style) && style == nil) || (map.contains(.anchor) && anchor == nil)
            || (map.contains(.delegate) && delegate == nil)
            || (map.contains(.transitioningDelegate) && transitioning == nil)
            || (map.contains(.transitionStyle) && transitionStyle == nil)
            || (map.contains(.animated) && animated == nil)
        guard let presented, !failed else { return nil }
        return PresentRequest(
            controller: presented, style: style, anchor: anchor, delegate: delegate,
            transitioningDelegate: transitioning, transitionStyle: transitionStyle, animated: animated ?? true)
    }

    /// A `dismiss:` step's options: `animated`, `transitioningDelegate`, and for `dismiss: interactive` the
    /// gesture's `progress` (each fraction outside 0…1 clamped with a warning, R109) and `release`.
    private static func decodeDismissOptions(_ map: SpecMapping<StepKey>, kind: DismissalKind, header: Header)
        -> DismissOptions?
    {
        let animated = map.optional(.animated) { $0.boolean() }
        let transitioning = map.optional(.transitioningDelegate) {
            AnimatorFile.decodeStepDelegate($0, animators: header.names?.animatorNames)
        }
        var failed =
            (map.contains(.animated) && animated == nil)
            || (map.contains(.transitioningDelegate) && transitioning == nil)
        var interaction: InteractiveDismissal?
        if kind == .interactive {
            let progress = map.optional(.progress) { $0.sequence(clampedProgress) }
            let release = map.optional(.release) { $0.value(of: InteractiveDismissal.Release.self, named: "release") }
            failed =
                failed || (map.contains(.progress) && progress == nil) || (map.contains(.release) && release == nil)
            interaction = InteractiveDismissal(progress: progress ?? [], release: release ?? .finish)
        }
        guard !failed else { return nil }
        return DismissOptions(
            animated: animated ?? true, transitioningDelegate: transitioning, interaction: interaction)
    }

    /// A `pop:` step's options: `animated`, `navigationDelegate: {push, pop, alive}`, and for `pop: swipe` the
    /// gesture's `progress` and `release`.
    private static func decodePop(_ map: SpecMapping<StepKey>, gesture: PopRequest.Gesture, header: Header)
        -> PopRequest?
    {
        let animated = map.optional(.animated) { $0.boolean() }
        let delegate = map.optional(.navigationDelegate) {
            AnimatorFile.decodeNavigationDelegate($0, animators: header.names?.animatorNames, takesAlive: true)
        }
        var failed =
            (map.contains(.animated) && animated == nil) || (map.contains(.navigationDelegate) && delegate == nil)
        var interaction: InteractiveDismissal?
        if gesture == .swipe, map.contains(.progress) || map.contains(.release) {
            let progress = map.optional(.progress) { $0.sequence(clampedProgress) }
            let release = map.optional(.release) { $0.value(of: InteractiveDismissal.Release.self, named: "release") }
            failed =
                failed || (map.contains(.progress) && progress == nil) || (map.contains(.release) && release == nil)
            interaction = InteractiveDismissal(progress: progress ?? [], release: release ?? .finish)
        }
        guard !failed else { return nil }
        return PopRequest(
            gesture: gesture, navigationDelegate: delegate, animated: animated ?? true, interaction: interaction)
    }

    /// A fraction of an interactive dismissal, clamped to 0…1 with a warning as UIKit clamps it (R109).
    private static func clampedProgress(_ node: SpecNode) -> Double? {
        guard let value = node.number() else { return nil }
        let clamped = min(max(value, 0), 1)
        if clamped != value { node.warning(.progressClamped(value, to: clamped)) }
        return clamped
    }

    /// The value at `keyPath` inside a step (an event's key, `sender`), where an input error of the step is
    /// located; `nil` when the step has no such key.
    static func node(at keyPath: [String], in step: SpecNode) -> SpecNode? {
        var node = step
        for key in keyPath {
            guard let pairs = node.yaml.mapping?.pairs, let pair = pairs.first(where: { $0.key.string == key }) else {
                return nil
            }
            node = node.child(pair.value, path: node.path.appending(key: key))
        }
        return keyPath.isEmpty ? nil : node
    }

    /// Where an input error of the scenario's setup is located: the top-level key its place starts with
    /// (`initial`, `layout`), the storyboard's key for what the storyboard holds.
    static func setupNode(for place: ScenarioInputError.Place, topLevel: [String: SpecNode]) -> SpecNode? {
        place.keyPath.first.flatMap { topLevel[$0] } ?? topLevel["storyboard"]
    }
}

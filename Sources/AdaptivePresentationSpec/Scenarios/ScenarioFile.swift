import AdaptivePresentation
import Foundation

/// Decodes a scenario file (the "Scenario and storyboard files" article) into a ``Scenario``, with its storyboard inline or by a path
/// relative to the scenario file.
///
/// After decoding, the scenario is dry-run: problems that only show while replaying (a segue whose source
/// is not the visible controller at that step, rotating into a layout the orientation lacks, Split View on
/// an iPhone) become diagnostics located at the step's key.
enum ScenarioFile {
    enum Key: String, SpecKey {
        case scenario, device, orientation, layout, window, ios, storyboard, initial, segueClasses, controllers, steps
    }
    enum StepKey: String, SpecKey {
        case perform, trigger, sender, resize, rotate, dismiss, unwind, drag, selectDetent, showColumn, hideColumn,
            expect
        case present, advance, at, style, anchor, delegate, transitioningDelegate, transitionStyle, animated,
            progress, release
        case pop, navigationDelegate
    }
    /// A key of `expect:`: a key of the loader's ``ExpectationVocabulary`` (by its position there), or `when`.
    enum ExpectKey: SpecMappingKey {
        case observation(Int)
        case when

        /// `nil`: a path names the key as written, the vocabulary's name.
        var pathName: String? { nil }
    }
    enum TraitsKey: String, SpecKey { case horizontal, vertical }

    /// Where the keys of a decoded scenario are, to locate problems found by the dry run.
    struct Locations {
        var topLevel: [String: SpecNode] = [:]
        /// Where each step's keys are (`$step` for the element, `expect.KEY` for an expectation's value), when
        /// the decoding was asked to locate them (`--record`); empty otherwise.
        var steps: [[String: SpecNode]] = []
        /// Each step's element, where an input error of the step is located when it needs to be: a replay
        /// keeps no table per step, which would grow with the steps of a file held whole.
        var stepNodes: [SpecNode] = []
        var root: SpecNode

        func node(for error: ScenarioInputError) -> SpecNode {
            if let index = error.stepIndex, steps.indices.contains(index) {
                return steps[index][error.field] ?? steps[index]["$step"] ?? root
            }
            if let index = error.stepIndex, stepNodes.indices.contains(index) {
                return ScenarioFile.node(for: error.field, inStep: stepNodes[index]) ?? stepNodes[index]
            }
            let key = error.field.split(separator: ".").first.map(String.init) ?? error.field
            return topLevel[key] ?? topLevel["storyboard"] ?? root
        }
    }

    /// What a scenario file says before its steps: enough to set up the replay and to decode each step.
    struct Header {
        var title: String?
        var device: DeviceProfile?
        var orientation: Orientation
        var window: ScenarioEvent.Resize
        var era: Era
        var storyboard: Storyboard?
        var initial: String?
        /// The storyboard's names, to check and resolve the steps' references; `nil` when it is unreadable.
        var names: StoryboardFile.Names?
        /// The keys `expect:` may give.
        var vocabulary: ExpectationVocabulary

        /// The scenario without its steps, when every part of the header decoded.
        var scenario: Scenario? {
            guard let title, let device, let storyboard else { return nil }
            return Scenario(
                title: title, device: device, orientation: orientation, window: window, era: era,
                storyboard: storyboard, initialController: initial, steps: [])
        }

        /// What `when:` conditions are checked against.
        var context: RunContext { RunContext(iOS: era.iOS, device: device) }
    }

    /// Decodes a scenario; storyboard files it names are decoded with their own diagnostics, appended to
    /// `external`. `locatesSteps` records where every key of every step is (for `--record`).
    static func decode(
        _ root: SpecNode, catalog: DeviceCatalog, directory: String, iOS override: Int?, limits: SpecLimits,
        vocabulary: ExpectationVocabulary, external: inout [Diagnostic], device deviceOverride: DeviceProfile? = nil,
        locatesSteps: Bool = false
    ) -> (Scenario, Locations)? {
        guard
            let (header, map) = decodeHeader(
                root, catalog: catalog, directory: directory, iOS: override, limits: limits, vocabulary: vocabulary,
                external: &external, device: deviceOverride)
        else { return nil }
        var locations = Locations(root: root)
        for key in map.keys { locations.topLevel[key.rawValue] = map[key] }
        var steps: [ScenarioStep] = []
        if let elements = map.required(.steps)?.elements() {
            steps.reserveCapacity(elements.count)
            locations.stepNodes = elements
            for element in elements {
                var stepLocations: [String: SpecNode] = [:]
                if let step = decodeStep(
                    element, header: header, locations: &stepLocations, catalog: catalog, locates: locatesSteps)
                {
                    steps.append(step)
                }
                if locatesSteps { locations.steps.append(stepLocations) }
            }
        }
        guard var scenario = header.scenario, !root.decoder.hasErrors, external.allSatisfy({ $0.severity != .error })
        else { return nil }
        scenario.steps = steps
        return (scenario, locations)
    }

    /// Decodes every key of a scenario but its steps, which ``decodeStep(_:header:locations:catalog:)``
    /// decodes one at a time; `nil` when the root is not a mapping.
    static func decodeHeader(
        _ root: SpecNode, catalog: DeviceCatalog, directory: String, iOS override: Int?, limits: SpecLimits,
        vocabulary: ExpectationVocabulary, external: inout [Diagnostic], device deviceOverride: DeviceProfile? = nil
    ) -> (Header, SpecMapping<Key>)? {
        guard let map = root.mapping(Key.self) else { return nil }
        let title = map.required(.scenario) { $0.nonEmptyString() }
        let declaredDevice = map.required(.device) { node -> DeviceProfile? in
            guard let name = node.nonEmptyString() else { return nil }
            if let device = catalog.device(named: name) { return device }
            let names = catalog.devices.flatMap { [$0.id, $0.name] + $0.aliases }
            let closest = ClosestName.suggestion(for: name, among: names)
            node.error(.unknownDevice(name), suggestion: closest.flatMap { catalog.device(named: $0)?.id })
            return nil
        }
        let device = deviceOverride ?? declaredDevice
        let orientation =
            map.optional(.orientation) { $0.value(of: Orientation.self, named: "orientation") } ?? .portrait
        var window: ScenarioEvent.Resize = .layout(.full)
        if let layoutNode = map[.layout], let layout = layoutNode.value(of: MultitaskingLayout.self, named: "layout") {
            window = .layout(layout)
        }
        if let windowNode = map[.window] {
            if map.contains(.layout), let keyNode = map.keyNode(.window) {
                keyNode.error(.layoutAndWindow)
            } else if let size = decodeWindow(windowNode) {
                window = .window(size)
            }
        }
        var era = Era.newest
        if let iosNode = map[.ios], let version = iosVersion(iosNode) {
            if let decoded = Era(iOS: version) {
                era = decoded
            } else {
                iosNode.error(.iOSNotModelled(version))
            }
        }
        if let override, let overridden = Era(iOS: override) { era = overridden }

        let initialNode = map[.initial]
        let decoded: StoryboardFile.Decoded? = map.required(.storyboard).flatMap { node in
            decodeStoryboard(
                node, directory: directory, requireInitial: initialNode == nil, limits: limits, external: &external)
        }
        var names = decoded?.names
        var storyboard = decoded?.storyboard
        if var known = names {
            storyboard = CodeFacts.merge(
                segueClasses: map[.segueClasses], controllers: map[.controllers], into: storyboard, names: &known)
            names = known
        }
        var initial: String?
        if let initialNode, let id = initialNode.nonEmptyString() {
            if let names, !names.knowsController(id) {
                initialNode.reportUnknown("controller", id, among: (names.controllerIDs ?? []).sorted())
            } else {
                initial = names?.controller(id) ?? id
            }
        } else if initialNode == nil, let storyboard, storyboard.initialController.isEmpty, let node = map[.storyboard]
        {
            node.error(.storyboardWithoutInitial)
        }
        let header = Header(
            title: title, device: device, orientation: orientation, window: window, era: era, storyboard: storyboard,
            initial: initial, names: names, vocabulary: vocabulary)
        return (header, map)
    }

    private static func decodeWindow(_ node: SpecNode) -> Size? {
        guard let map = node.mapping(StoryboardFile.SizeKey.self) else { return nil }
        let width = map.required(.width) { $0.positiveNumber() }
        let height = map.required(.height) { $0.positiveNumber() }
        guard let width, let height else { return nil }
        return Size(width: width, height: height)
    }

    private static func decodeStoryboard(
        _ node: SpecNode, directory: String, requireInitial: Bool, limits: SpecLimits, external: inout [Diagnostic]
    ) -> StoryboardFile.Decoded? {
        if node.isMapping { return StoryboardFile.decode(node, requireInitial: requireInitial) }
        guard let relative = node.nonEmptyString() else { return nil }
        if relative.hasSuffix(".storyboard") {
            return decodeInterfaceBuilder(
                node, relative: relative, directory: directory, limits: limits, external: &external)
        }
        let path =
            relative.hasPrefix("/") ? relative : URL(fileURLWithPath: directory).appendingPathComponent(relative).path
        let shown = relative.hasPrefix("/") ? relative : (directory == "." ? relative : directory + "/" + relative)
        guard isRegularFileOrMissing(path) else {
            // A device or a pipe (`/dev/stdin`, a FIFO) could block the replay forever.
            node.error(.storyboardIsNotRegularFile(path: relative))
            return nil
        }
        let source: SpecSource
        do {
            source = try SpecSource.read(path: path, limits: limits)
        } catch {
            node.error(
                .cannotReadStoryboard(
                    path: relative, because: error.diagnostics.first?.code ?? .cannotReadFile(.failed("cannot read it"))
                ))
            return nil
        }
        let decoder = SpecDecoder(file: shown, limits: limits)
        let result = decoder.parse(source.bytes).flatMap { root in
            SpecFileKind.reportIfOtherKind(root, expected: .storyboard)
                ? nil : StoryboardFile.decode(root, requireInitial: requireInitial)
        }
        external.append(contentsOf: decoder.diagnostics)
        if decoder.hasErrors {
            node.error(.invalidStoryboard(path: relative))
            // Its names still check the scenario's references; there is no storyboard to replay.
            return result.map { StoryboardFile.Decoded(storyboard: nil, initial: $0.initial, names: $0.names) }
        }
        return result
    }

    /// An Interface Builder storyboard named by a scenario: its errors are the scenario's; its warnings
    /// (references that cannot be loaded) are not repeated, since the replay reports a step that reaches one.
    private static func decodeInterfaceBuilder(
        _ node: SpecNode, relative: String, directory: String, limits: SpecLimits, external: inout [Diagnostic]
    ) -> StoryboardFile.Decoded? {
        let path =
            relative.hasPrefix("/") ? relative : URL(fileURLWithPath: directory).appendingPathComponent(relative).path
        let shown = relative.hasPrefix("/") ? relative : (directory == "." ? relative : directory + "/" + relative)
        guard isRegularFileOrMissing(path) else {
            node.error(.storyboardIsNotRegularFile(path: relative))
            return nil
        }
        var imported = InterfaceBuilderImporter.importStoryboard(atPath: path, limits: limits)
        imported.diagnostics = imported.diagnostics.map { diagnostic in
            var shownDiagnostic = diagnostic
            if shownDiagnostic.file == path {
                shownDiagnostic.file = shown
                shownDiagnostic.location?.file = shown
            }
            return shownDiagnostic
        }
        let errors = imported.diagnostics.filter { $0.severity == .error }
        if errors.count == 1, errors[0].location == nil, let error = errors.first {
            node.error(.cannotReadStoryboard(path: relative, because: error.code))
            return nil
        }
        external.append(contentsOf: errors)
        let outline = imported.outline
        var names = StoryboardFile.Names(
            controllerIDs: outline.controllers.map(\.name), segueIDs: outline.segues.map(\.name),
            unwindActions: outline.segues.compactMap(\.unwindAction))
        names.controllerAliases = outline.aliases
        // Interface Builder has no animators: a segue class's transitioning delegate can name none.
        names.animatorNames = []
        for segue in outline.segues where segue.name != segue.id { names.segueAliases[segue.id] = segue.name }
        if imported.hasErrors {
            node.error(.invalidStoryboard(path: relative))
            // Unreadable: what it declares is unknown, so the scenario's references to it are not checked.
            if outline.controllers.isEmpty { names = StoryboardFile.Names() }
        }
        return StoryboardFile.Decoded(storyboard: imported.storyboard, initial: outline.initial, names: names)
    }

    /// Whether `path`, its symbolic links followed, is a regular file, a folder or nothing at all (reading
    /// reports the last two).
    private static func isRegularFileOrMissing(_ path: String) -> Bool {
        let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        guard let type = (try? FileManager.default.attributesOfItem(atPath: resolved))?[.type] as? FileAttributeType
        else { return true }
        return type == .typeRegular || type == .typeDirectory
    }

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

    /// The value of a step's key `field` (an event's key, `sender`), where an input error of the step is
    /// located, as `locations[field]` would give it; `nil` when the step has no such key.
    static func node(for field: String, inStep step: SpecNode) -> SpecNode? {
        guard let pairs = step.yaml.mapping?.pairs, let pair = pairs.first(where: { $0.key.string == field }) else {
            return nil
        }
        return step.child(pair.value, path: step.path.appending(key: field))
    }

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

    private static func decodeExpectations(
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

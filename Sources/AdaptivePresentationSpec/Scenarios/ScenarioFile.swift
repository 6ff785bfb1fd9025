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
        case scenario, device, idiom, orientation, layout, window, ios, storyboard, initial, segueClasses, controllers,
            steps
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
        /// Where the keys are of the steps whose expectations have `when:` entries (by step index), when
        /// ``steps`` is not kept: an expectation given again by a matching entry is located there, not under
        /// `expect:`.
        var variantSteps: [Int: [String: SpecNode]] = [:]
        var root: SpecNode

        /// Where an input error of the replay belongs: the value its place names in its step, else the step;
        /// for the scenario's setup, the top-level key its place starts with (the storyboard for what the
        /// storyboard holds), else the root.
        func node(for error: ScenarioInputError) -> SpecNode {
            if let index = error.stepIndex, steps.indices.contains(index) {
                return error.place.keyPath.first.flatMap { steps[index][$0] } ?? steps[index]["$step"] ?? root
            }
            if let index = error.stepIndex, stepNodes.indices.contains(index) {
                return ScenarioFile.node(at: error.place.keyPath, in: stepNodes[index]) ?? stepNodes[index]
            }
            return ScenarioFile.setupNode(for: error.place, topLevel: topLevel) ?? root
        }
    }

    /// What a scenario file says before its steps: enough to set up the replay and to decode each step.
    struct Header {
        var title: String?
        /// The device the scenario runs on: the run's (`replay --devices`), else its own.
        var device: DeviceProfile?
        /// The device the scenario's `device:` names, whatever the run's.
        var ownDevice: DeviceProfile?
        /// The devices the scenario is for (`idiom:`), `nil` for any.
        var idiom: UserInterfaceIdiom?
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
                storyboard: storyboard, initialController: initial, idiom: idiom, steps: [])
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
            for (index, element) in elements.enumerated() {
                var stepLocations: [String: SpecNode] = [:]
                let hasVariants = !locatesSteps && hasWhen(element)
                if let step = decodeStep(
                    element, header: header, locations: &stepLocations, catalog: catalog,
                    locates: locatesSteps || hasVariants)
                {
                    steps.append(step)
                }
                if locatesSteps { locations.steps.append(stepLocations) }
                if hasVariants { locations.variantSteps[index] = stepLocations }
            }
        }
        guard var scenario = header.scenario, !root.decoder.hasErrors, external.allSatisfy({ $0.severity != .error })
        else { return nil }
        scenario.steps = steps
        return (scenario, locations)
    }

    /// Whether a step's `expect:` has a `when:` entry.
    private static func hasWhen(_ step: SpecNode) -> Bool {
        guard let expect = step.yaml.mapping?.pairs.first(where: { $0.key.string == "expect" })?.value else {
            return false
        }
        return expect.mapping?.pairs.contains { $0.key.string == "when" } ?? false
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
        let idiom = map.optional(.idiom) { $0.value(of: UserInterfaceIdiom.self, named: "idiom") }
        if let idiom, let declaredDevice, declaredDevice.idiom != idiom, let node = map[.device] {
            node.error(.deviceNotOfIdiom(device: declaredDevice.name, deviceIdiom: declaredDevice.idiom, idiom: idiom))
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
            title: title, device: device, ownDevice: declaredDevice, idiom: idiom, orientation: orientation,
            window: window, era: era, storyboard: storyboard,
            initial: initial, names: names, vocabulary: vocabulary)
        return (header, map)
    }

    /// The device a decoded scenario's own `device:` names (a run of `replay --devices` replaces it in the
    /// ``Scenario``).
    static func ownDevice(_ locations: Locations, catalog: DeviceCatalog) -> DeviceProfile? {
        locations.topLevel[Key.device.rawValue]?.scalarText.flatMap { catalog.device(named: $0) }
    }

    static func decodeWindow(_ node: SpecNode) -> Size? {
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
}

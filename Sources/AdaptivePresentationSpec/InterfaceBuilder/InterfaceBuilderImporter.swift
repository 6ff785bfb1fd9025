import AdaptivePresentation
import Foundation

/// Builds the ``/AdaptivePresentation/Storyboard`` model from Interface Builder storyboards, as UIKit reads them
/// (the "Scenario and storyboard files" article, "Interface Builder storyboards"): scenes and their containers, segues with their triggers, storyboard references.
///
/// - Names: a scene is named by its storyboard ID, else its `customClass`, else its `userLabel`, else its
///   object id; scenes that would share a name are each named by their object id. Object ids always work
///   as aliases. A segue is named by its identifier, else its object id.
/// - Storyboard references resolve against `NAME.storyboard` beside the file that holds them, following
///   chains of references. A reference that cannot be loaded (no such file, an unreadable file, no such
///   storyboard ID) is a warning: UIKit loads references lazily, so it fails only when a segue or a
///   container reaches it, and the replay reports that step. A chain of references that comes back to
///   itself is an error. Scenes of a referenced file keep their names, or take `FILE/NAME` where the
///   name is taken.
/// - Legacy kinds map to their successors: `modal` → Present Modally, `push` → Show, `popover` → Present As
///   Popover, `replace` → Show Detail; the outline keeps the original.
public final class InterfaceBuilderImporter {
    private let limits: SpecLimits
    /// Where storyboard references are looked for: the app's bundle, by name.
    private let bundle: StoryboardBundle

    private struct LoadedFile {
        var storyboardName: String?
        var document: InterfaceBuilderDocument
        var directory: String
        /// Scene controller (and unresolved placeholder) ids → model names.
        var names: [String: String] = [:]
        /// The scenes' controllers by object id, and by storyboard ID (the first of each).
        var scenes: [String: InterfaceBuilderDocument.Controller] = [:]
        var scenesByStoryboardID: [String: InterfaceBuilderDocument.Controller] = [:]
        /// The index of each scene by its controller's object id (the first of each).
        var sceneIndex: [String: Int] = [:]

        init(storyboardName: String?, document: InterfaceBuilderDocument, directory: String) {
            self.storyboardName = storyboardName
            self.document = document
            self.directory = directory
            for (index, scene) in document.scenes.enumerated() {
                guard let controller = scene else { continue }
                if scenes[controller.id] == nil {
                    scenes[controller.id] = controller
                    sceneIndex[controller.id] = index
                }
                if let identifier = controller.storyboardIdentifier, scenesByStoryboardID[identifier] == nil {
                    scenesByStoryboardID[identifier] = controller
                }
            }
        }
    }

    private enum FileState {
        case loading(Int)
        case loaded(Int)
        case failed(String)
    }

    private var files: [LoadedFile] = []
    private var fileStates: [String: FileState] = [:]
    /// The storyboard names references asked for.
    private var referencedNames: Set<String> = []
    private var taken: Set<String> = []
    private var controllers: [ControllerDefinition] = []
    private var controllerIndex: [String: Int] = [:]
    private var segues: [SegueDefinition] = []
    private var outlineControllers: [StoryboardOutline.Controller] = []
    private var outlineSegues: [StoryboardOutline.Segue] = []
    private var aliases: [String: String] = [:]
    private var diagnostics: [Diagnostic] = []
    /// What was reported, so that a reference reached from several places is reported once.
    private var reported: Set<Diagnostic> = []

    private init(limits: SpecLimits, bundle: StoryboardBundle) {
        self.limits = limits
        self.bundle = bundle
    }

    /// Imports the storyboard at `path` (as the user named it) with the storyboards it references, found by
    /// name in `bundle` (by default the storyboards below its Xcode project's folder, else below its own
    /// folder: ``StoryboardBundle/around(file:)``).
    public static func importStoryboard(
        atPath path: String, limits: SpecLimits = .standard, bundle: StoryboardBundle? = nil
    ) -> StoryboardImport {
        let importer = InterfaceBuilderImporter(limits: limits, bundle: bundle ?? .around(file: path))
        return importer.run(path: path)
    }

    /// The limits with the file size of a storyboard.
    static func readingLimits(_ limits: SpecLimits) -> SpecLimits {
        var reading = limits
        reading.maximumFileSize = limits.maximumStoryboardFileSize
        return reading
    }

    private func run(path: String) -> StoryboardImport {
        let empty = StoryboardOutline(file: path, initial: nil, controllers: [], segues: [], aliases: [:])
        let source: SpecSource
        do {
            source = try SpecSource.read(path: path, limits: Self.readingLimits(limits))
        } catch {
            return StoryboardImport(storyboard: nil, outline: empty, diagnostics: error.diagnostics)
        }
        let (document, problems) = InterfaceBuilderParser.parse(source, limits: limits)
        diagnostics += problems
        guard let document else { return StoryboardImport(storyboard: nil, outline: empty, diagnostics: diagnostics) }
        let main = add(
            LoadedFile(storyboardName: nil, document: document, directory: ScenarioLoader.directory(of: path)))
        fileStates[Self.stateKey(path)] = .loading(main)
        build(main)
        fileStates[Self.stateKey(path)] = .loaded(main)
        var initial: String?
        if let id = document.initialViewController {
            initial = destination(id, in: main, at: document.documentLocation, what: "the initial view controller")
        }
        // The main file's scenes and segues first, then those of the storyboards it references (stable).
        let mainFile = document.file
        outlineControllers =
            outlineControllers.filter { $0.file == mainFile } + outlineControllers.filter { $0.file != mainFile }
        outlineSegues = outlineSegues.filter { $0.file == mainFile } + outlineSegues.filter { $0.file != mainFile }
        let order = Dictionary(outlineControllers.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { a, _ in a })
        controllers.sort { (order[$0.identifier] ?? 0) < (order[$1.identifier] ?? 0) }
        let locations = Dictionary(outlineControllers.map { ($0.name, $0.location) }, uniquingKeysWith: { a, _ in a })
        for problem in ContainmentCheck.problems(controllers) {
            if let location = locations[problem.controller] { report(problem.code, at: location) }
        }
        let outline = StoryboardOutline(
            file: path, toolsVersion: document.toolsVersion,
            deploymentTarget: document.deploymentVersion.map { $0 / 256 },
            initial: initial, controllers: outlineControllers, segues: outlineSegues, aliases: aliases)
        let sorted = diagnostics.enumerated().sorted { lhs, rhs in
            let left = lhs.element.location, right = rhs.element.location
            guard let left, let right else { return lhs.offset < rhs.offset }
            return (left.file == path ? 0 : 1, left.file, left.line, left.column, lhs.offset)
                < (right.file == path ? 0 : 1, right.file, right.line, right.column, rhs.offset)
        }.map(\.element)
        guard !sorted.contains(where: { $0.severity == .error }) else {
            return StoryboardImport(
                storyboard: nil, outline: outline, diagnostics: sorted, referencedNames: referencedNames)
        }
        let storyboard = Storyboard(initialController: initial ?? "", controllers: controllers, segues: segues)
        return StoryboardImport(
            storyboard: storyboard, outline: outline, diagnostics: sorted, referencedNames: referencedNames)
    }

    private func add(_ file: LoadedFile) -> Int {
        files.append(file)
        return files.count - 1
    }

    /// `Main` for `path/to/Main.storyboard`.
    static func storyboardName(ofPath path: String) -> String {
        var name = URL(fileURLWithPath: path).lastPathComponent
        if name.hasSuffix(".storyboard") { name.removeLast(".storyboard".count) }
        return name
    }

    // MARK: Names

    private func nameScenes(_ index: Int) {
        let document = files[index].document
        let qualifier = files[index].storyboardName
        var proposed: [(id: String, name: String)] = []
        for case let controller? in document.scenes {
            let name =
                controller.isPlaceholder
                ? (controller.storyboardIdentifier ?? controller.id)
                : (controller.storyboardIdentifier ?? controller.customClass ?? controller.userLabel ?? controller.id)
            proposed.append((controller.id, name))
        }
        var counts: [String: Int] = [:]
        for entry in proposed { counts[entry.name, default: 0] += 1 }
        for entry in proposed {
            var name = counts[entry.name] == 1 ? entry.name : entry.id
            if taken.contains(name), let qualifier { name = "\(qualifier)/\(name)" }
            var unique = name, suffix = 2
            while taken.contains(unique) {
                unique = "\(name)#\(suffix)"
                suffix += 1
            }
            taken.insert(unique)
            files[index].names[entry.id] = unique
        }
    }

    // MARK: Building

    /// Names the scenes of a file, then builds its controllers and segues.
    private func build(_ index: Int) {
        nameScenes(index)
        let file = files[index]
        let document = file.document
        for (id, name) in file.names {
            if let qualifier = file.storyboardName {
                aliases["\(qualifier)/\(id)"] = name
                if aliases[id] == nil, !taken.contains(id) { aliases[id] = name }
            } else {
                aliases[id] = name
            }
        }
        var relationships: [String: [InterfaceBuilderDocument.Segue]] = [:]
        var embeds: [String: [String]] = [:]
        var anchors: [String: [String]] = [:]
        var placements: [String: [String: AnchorPlacement]] = [:]
        for segue in document.segues {
            guard let source = document.scenes[segue.scene] else {
                report(.segueInSceneWithoutController(segue.id), at: segue.location)
                continue
            }
            switch segue.kind {
            case "relationship":
                relationships[source.id, default: []].append(segue)
            case "embed":
                if let child = destination(
                    segue.destination, in: index, at: segue.location, what: "embed segue '\(segue.id)'")
                {
                    embeds[source.id, default: []].append(child)
                }
            default:
                if let definition = segueDefinition(segue, source: source, in: index) {
                    segues.append(definition)
                    if let anchor = definition.anchor {
                        anchors[source.id, default: []].append(anchor)
                        if segue.popoverAnchorBarButtonItem == anchor, let position = document.barButtonItems[anchor] {
                            placements[source.id, default: [:]][anchor] = Self.placement(position)
                        }
                    }
                }
            }
        }
        for case let controller? in document.scenes {
            guard let name = files[index].names[controller.id] else { continue }
            if controller.isPlaceholder {
                // A reference that resolves is not a scene: segues lead to its target.
                switch resolve(placeholder: controller, in: index, visited: []) {
                case let .success(target):
                    aliases[files[index].storyboardName.map { "\($0)/\(controller.id)" } ?? controller.id] = target
                case .failure(.cycle):
                    continue
                case let .failure(reason):
                    addController(
                        ControllerDefinition(identifier: name, kind: .unresolvedReference(reason: reason.text)),
                        outline: outlineEntry(
                            controller, name: name, kind: "reference", children: [], in: index,
                            unresolved: reason.text))
                }
                continue
            }
            var definition = ControllerDefinition(
                identifier: name, anchors: unique(anchors[controller.id] ?? []),
                preferredContentSize: controller.contentSizeForViewInPopover ?? Size(width: 0, height: 0),
                definesPresentationContext: controller.definesPresentationContext, customClass: controller.customClass,
                modalPresentationStyle: presentationStyle(controller.modalPresentationStyle, at: controller.location),
                embedded: embeds[controller.id] ?? [])
            definition.anchorPlacements = placements[controller.id] ?? [:]
            definition.modalTransitionStyle = transitionStyle(controller.modalTransitionStyle, at: controller.location)
            var supplementary: String?
            let (kind, label) = containerKind(
                controller, relationships[controller.id] ?? [], in: index, supplementary: &supplementary)
            definition.kind = kind
            addController(
                definition,
                outline: outlineEntry(
                    controller, name: name, kind: label, children: definition.containedIdentifiers, in: index,
                    supplementary: supplementary))
        }
    }

    /// A bar button item's place as an ``AnchorPlacement``: 8 points from the bar's edge, 44 points per item
    /// before it (UIKit's standard margins and item width; flexible and fixed spaces are not read).
    static func placement(_ position: InterfaceBuilderDocument.BarPosition) -> AnchorPlacement {
        let offset = 8 + Double(position.index) * 44
        return .barButtonItem(
            bar: position.inToolbar ? .toolbar : .navigationBar,
            leading: position.fromTrailing ? nil : offset, trailing: position.fromTrailing ? offset : nil, width: 44)
    }

    private func addController(_ definition: ControllerDefinition, outline: StoryboardOutline.Controller) {
        guard controllerIndex[definition.identifier] == nil else { return }
        controllerIndex[definition.identifier] = controllers.count
        controllers.append(definition)
        outlineControllers.append(outline)
    }

    private func outlineEntry(
        _ controller: InterfaceBuilderDocument.Controller, name: String, kind: String, children: [String],
        in index: Int,
        supplementary: String? = nil, unresolved: String? = nil
    ) -> StoryboardOutline.Controller {
        let document = files[index].document
        let scene = files[index].sceneIndex[controller.id]
        return StoryboardOutline.Controller(
            name: name, id: controller.id, element: controller.element, kind: kind, customClass: controller.customClass,
            storyboardIdentifier: controller.storyboardIdentifier, children: children, supplementary: supplementary,
            file: document.file, unresolved: unresolved,
            controlActions: scene.flatMap { document.controlActions[$0] } ?? [],
            takesText: scene.map { document.textInputScenes.contains($0) } ?? false, location: controller.location)
    }

    private func unique(_ values: [String]) -> [String] {
        var seen: Set<String> = []
        return values.filter { seen.insert($0).inserted }
    }

    /// The container a scene is, from its element and its relationship segues.
    private func containerKind(
        _ controller: InterfaceBuilderDocument.Controller, _ relationships: [InterfaceBuilderDocument.Segue],
        in index: Int,
        supplementary: inout String?
    ) -> (ControllerDefinition.Kind, String) {
        func child(_ segue: InterfaceBuilderDocument.Segue) -> String? {
            destination(segue.destination, in: index, at: segue.location, what: "relationship segue '\(segue.id)'")
        }
        func ignored(_ segue: InterfaceBuilderDocument.Segue) {
            report(
                .unmodelledRelationship(segue.relationship ?? "", container: controller.element),
                at: segue.location, severity: .warning)
        }
        switch controller.element {
        case "navigationController":
            var root: String?
            for segue in relationships {
                if segue.relationship == "rootViewController", root == nil {
                    root = child(segue)
                } else {
                    ignored(segue)
                }
            }
            return (.navigation(root: root), "navigation")
        case "tabBarController":
            var children: [String] = []
            for segue in relationships {
                if segue.relationship == "viewControllers" {
                    child(segue).map { children.append($0) }
                } else {
                    ignored(segue)
                }
            }
            return (.tab(children: children), "tab")
        case "splitViewController":
            var primary: String?, secondary: String?
            for segue in relationships {
                switch segue.relationship {
                case "masterViewController": primary = child(segue)
                case "detailViewController": secondary = child(segue)
                case "supplementaryViewController": supplementary = child(segue)
                default: ignored(segue)
                }
            }
            return (.split(primary: primary, secondary: secondary), "split")
        default:
            relationships.forEach(ignored)
            return (.plain, "plain")
        }
    }

    private static let kinds: [String: SegueKind] = [
        "show": .show, "push": .show, "showDetail": .showDetail, "replace": .showDetail,
        "presentation": .presentModally, "modal": .presentModally, "popoverPresentation": .popover, "popover": .popover,
        "custom": .custom, "unwind": .unwind,
    ]

    private func segueDefinition(
        _ segue: InterfaceBuilderDocument.Segue, source: InterfaceBuilderDocument.Controller, in index: Int
    ) -> SegueDefinition? {
        guard let kind = Self.kinds[segue.kind] else {
            report(.unmodelledSegueKind(segue.kind, segue: segue.id), at: segue.location, severity: .warning)
            return nil
        }
        guard let from = files[index].names[source.id] else { return nil }
        let document = files[index].document
        var to: String?
        if kind == .unwind {
            if segue.unwindAction == nil {
                report(.unwindSegueWithoutAction(segue.id), at: segue.location)
            }
        } else {
            to = destination(segue.destination, in: index, at: segue.location, what: "segue '\(segue.id)'")
            guard to != nil else { return nil }
        }
        let anchor = segue.popoverAnchorView ?? segue.popoverAnchorBarButtonItem
        if let anchor, document.objects[anchor] == nil {
            report(.foreignPopoverAnchor(anchor, segue: segue.id), at: segue.location)
        }
        var presentation: PresentationStyle?
        if kind == .presentModally || kind == .custom || kind == .show || kind == .showDetail {
            presentation = presentationStyle(segue.modalPresentationStyle, at: segue.location)
        }
        let name = (segue.identifier ?? "").isEmpty ? segue.id : (segue.identifier ?? segue.id)
        let trigger: SegueTrigger =
            segue.ownerID == source.id
            ? .manual : .object(element: segue.ownerElement, objectID: segue.ownerID, accessory: segue.accessoryTrigger)
        outlineSegues.append(
            StoryboardOutline.Segue(
                name: name, id: segue.id, identifier: segue.identifier, kind: kind, interfaceBuilderKind: segue.kind,
                from: from, to: to, trigger: trigger, presentation: segue.modalPresentationStyle,
                transition: segue.modalTransitionStyle, anchor: anchor,
                anchorElement: anchor.flatMap { document.objects[$0]?.element },
                arrowDirections: segue.arrowDirections, customClass: segue.customClass,
                unwindAction: segue.unwindAction,
                destinationCreationSelector: segue.destinationCreationSelector, animates: segue.animates,
                file: document.file, location: segue.location))
        return SegueDefinition(
            identifier: name, source: from, destination: to ?? "", kind: kind, anchor: anchor,
            presentation: presentation,
            transitionStyle: transitionStyle(segue.modalTransitionStyle, at: segue.location),
            className: segue.customClass, trigger: trigger, unwindAction: kind == .unwind ? segue.unwindAction : nil,
            pushOnly: segue.kind == "push")
    }

    private func presentationStyle(_ raw: String?, at location: SourceLocation) -> PresentationStyle? {
        guard let raw else { return nil }
        guard let style = PresentationStyle(rawValue: raw), style != .none else {
            report(.unmodelledPresentationStyle(raw), at: location, severity: .warning)
            return nil
        }
        return style
    }

    /// A `modalTransitionStyle` attribute: one of UIKit's four styles, else a warning with a did-you-mean and
    /// the default (`nil`, "Default").
    private func transitionStyle(_ raw: String?, at location: SourceLocation) -> ModalTransitionStyle? {
        guard let raw else { return nil }
        if let style = ModalTransitionStyle(rawValue: raw) { return style }
        let suggestion = ClosestName.suggestion(for: raw, among: ModalTransitionStyle.allCases.map(\.rawValue))
        report(
            .unknownTransitionStyle(raw), at: location, severity: .warning,
            notes: suggestion.map { [Diagnostic.Note.didYouMean($0)] } ?? [])
        return nil
    }

    // MARK: Destinations and references

    /// The model name of the scene `id` names in file `index`, following storyboard references; reports and
    /// returns `nil` for an id that is not a scene.
    private func destination(_ id: String, in index: Int, at location: SourceLocation, what: String) -> String? {
        let document = files[index].document
        if let controller = files[index].scenes[id] {
            guard controller.isPlaceholder else { return files[index].names[id] }
            switch resolve(placeholder: controller, in: index, visited: []) {
            case let .success(name): return name
            case .failure(.cycle): return nil
            case .failure: return files[index].names[id]
            }
        }
        if let object = document.objects[id] {
            report(.destinationIsNotController(what: what, destination: id, element: object.element), at: location)
        } else {
            let scenes = document.scenes.compactMap { $0?.id }
            let suggestion = ClosestName.suggestion(for: id, among: scenes)
            report(
                .destinationIsNotScene(what: what, destination: id), at: location,
                notes: suggestion.map { [Diagnostic.Note.didYouMean($0)] } ?? [])
        }
        return nil
    }

    private enum Unresolved: Error {
        case missing(String)
        case cycle

        var text: String {
            switch self {
            case let .missing(reason): reason
            case .cycle: "the storyboard references form a cycle"
            }
        }
    }

    /// The model name of the scene a placeholder refers to, loading the referenced storyboard when needed.
    private func resolve(
        placeholder: InterfaceBuilderDocument.Controller, in index: Int, visited: [String]
    ) -> Result<String, Unresolved> {
        let key = "\(files[index].document.file)#\(placeholder.id)"
        if visited.contains(key) {
            if visited.first == key {
                report(
                    .referenceCycle(placeholder.id, length: visited.count),
                    at: placeholder.location)
            }
            return .failure(.cycle)
        }
        guard let storyboardName = placeholder.storyboardName else {
            return .failure(.missing("the reference names no storyboard"))
        }
        let target: Int
        switch load(storyboardName, from: index, at: placeholder.location) {
        case let .success(loaded): target = loaded
        case let .failure(reason): return .failure(reason)
        }
        let document = files[target].document
        let scene: InterfaceBuilderDocument.Controller?
        if let identifier = placeholder.referencedIdentifier {
            scene = files[target].scenesByStoryboardID[identifier]
            guard scene != nil else {
                return unresolved(
                    "\(storyboardName).storyboard has no scene with storyboard ID '\(identifier)'", placeholder)
            }
        } else {
            guard let initial = document.initialViewController else {
                return unresolved("\(storyboardName).storyboard has no initial view controller", placeholder)
            }
            scene = files[target].scenes[initial]
        }
        guard let scene else {
            return unresolved("\(storyboardName).storyboard's initial view controller is not a scene", placeholder)
        }
        if scene.isPlaceholder { return resolve(placeholder: scene, in: target, visited: visited + [key]) }
        guard let name = files[target].names[scene.id] else { return unresolved("the scene has no name", placeholder) }
        return .success(name)
    }

    private func unresolved(_ reason: String, _ placeholder: InterfaceBuilderDocument.Controller) -> Result<
        String, Unresolved
    > {
        report(.unloadableReference(placeholder.id, reason: reason), at: placeholder.location, severity: .warning)
        return .failure(.missing(reason))
    }

    /// The key of a storyboard file among those loaded: its standardized path.
    private static func stateKey(_ path: String) -> String { URL(fileURLWithPath: path).standardizedFileURL.path }

    /// The index of the loaded storyboard `name` of the bundle (the one nearest file `index` when several have
    /// the name), reading and building it the first time.
    private func load(_ name: String, from index: Int, at location: SourceLocation) -> Result<Int, Unresolved> {
        referencedNames.insert(name)
        let missingKey = "name:" + name
        if case let .failed(reason)? = fileStates[missingKey] { return .failure(.missing(reason)) }
        guard !name.contains("/"), !name.isEmpty else {
            let reason = "'\(name)' is not a storyboard name"
            fileStates[missingKey] = .failed(reason)
            report(.unloadableStoryboard(name, reason: reason), at: location, severity: .warning)
            return .failure(.missing(reason))
        }
        guard let shown = bundle.path(named: name, near: files[index].document.file) else {
            let reason = "no storyboard named '\(name)' among the \(bundle.count) audited"
            fileStates[missingKey] = .failed(reason)
            report(.storyboardNotInBundle(name, audited: bundle.count), at: location, severity: .warning)
            return .failure(.missing(reason))
        }
        let key = Self.stateKey(shown)
        switch fileStates[key] {
        case let .loading(loaded)?, let .loaded(loaded)?: return .success(loaded)
        case let .failed(reason)?: return .failure(.missing(reason))
        case nil: break
        }
        func failed(_ reason: String) -> Result<Int, Unresolved> {
            fileStates[key] = .failed(reason)
            report(.unloadableStoryboard(name, reason: reason), at: location, severity: .warning)
            return .failure(.missing(reason))
        }
        let directory = ScenarioLoader.directory(of: shown)
        guard files.count < limits.maximumStoryboardFiles else {
            return failed("more than \(limits.maximumStoryboardFiles) storyboards are referenced")
        }
        let source: SpecSource
        do throws(SpecError) {
            source = try SpecSource.read(path: shown, limits: Self.readingLimits(limits))
        } catch {
            let reason = error.diagnostics.first?.code.readReason ?? "cannot read it"
            return failed("\(name).storyboard: \(reason)")
        }
        let (document, problems) = InterfaceBuilderParser.parse(source, limits: limits)
        guard let document else {
            let first = problems.first.map { "\($0.location?.description ?? shown): \($0.message)" } ?? shown
            return failed("it is not a valid storyboard (\(first))")
        }
        let loaded = add(LoadedFile(storyboardName: name, document: document, directory: directory))
        fileStates[key] = .loading(loaded)
        build(loaded)
        fileStates[key] = .loaded(loaded)
        return .success(loaded)
    }

    // MARK: Reporting

    private func report(
        _ code: DiagnosticCode, at location: SourceLocation, severity: Diagnostic.Severity = .error,
        notes: [Diagnostic.Note] = []
    ) {
        let diagnostic = Diagnostic(code, at: location, severity: severity, notes: notes)
        guard diagnostics.count < limits.maximumDiagnostics, reported.insert(diagnostic).inserted else { return }
        diagnostics.append(diagnostic)
    }
}

extension InterfaceBuilderImporter {
    /// The storyboard files `path` names: the file itself, or every `*.storyboard` below a folder, found by
    /// ``SpecFolderWalk`` (sorted, hidden entries skipped, no folder walked twice), with the warnings of the
    /// walk. A path that does not exist is kept, so that reading it reports the problem.
    public static func storyboardFiles(for path: String) -> (files: [String], warnings: [Diagnostic]) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            return ([path], [])
        }
        let walk = SpecFolderWalk(folder: path, interfaceBuilderFiles: true)
        return (walk.files.filter { $0.hasSuffix(".storyboard") }, walk.warnings)
    }
}

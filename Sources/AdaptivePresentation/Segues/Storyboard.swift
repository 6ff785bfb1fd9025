/// Scenes, segues and segue classes, as a `UIStoryboard`: instantiates view controllers and segues.
public final class Storyboard: Sendable {
    /// The initial scene.
    public let initialController: String
    /// Scenes by identifier.
    public let controllers: [String: ControllerDefinition]
    /// Scenes in declaration order.
    public let orderedControllers: [ControllerDefinition]
    /// Segues in declaration order.
    public let segues: [SegueDefinition]
    /// Custom segue classes by name.
    public let segueClasses: [String: SegueClass]
    /// What the app's animator objects do, by name (scenario files' `animators:`).
    public let animators: [String: TransitionAnimator]
    /// Makes the controller of a scene instead of the plain model classes (AdaptiveUIKit instantiates the
    /// app's own `customClass` through it); `nil`, or a factory returning `nil`, makes the model's class.
    public let controllerFactory: ControllerFactory?

    /// Makes the controller of a scene, given its definition and its already instantiated children (in the
    /// order of ``ControllerDefinition/Kind/childIdentifiers``). The result must contain those children.
    public typealias ControllerFactory =
        @Sendable (
            _ definition: ControllerDefinition, _ children: [ViewController]
        ) -> ViewController?

    public init(
        initialController: String, controllers: [ControllerDefinition], segues: [SegueDefinition],
        segueClasses: [SegueClass] = [], animators: [TransitionAnimator] = [],
        controllerFactory: ControllerFactory? = nil
    ) {
        self.initialController = initialController
        var animatorsByName: [String: TransitionAnimator] = [:]
        for animator in animators where animatorsByName[animator.name] == nil {
            animatorsByName[animator.name] = animator
        }
        self.animators = animatorsByName
        self.controllerFactory = controllerFactory
        var byID: [String: ControllerDefinition] = [:]
        var ordered: [ControllerDefinition] = []
        for controller in controllers where byID[controller.identifier] == nil {
            byID[controller.identifier] = controller
            ordered.append(controller)
        }
        self.controllers = byID
        self.orderedControllers = ordered
        self.segues = segues
        var classes: [String: SegueClass] = [:]
        for segueClass in segueClasses where classes[segueClass.name] == nil { classes[segueClass.name] = segueClass }
        self.segueClasses = classes
    }

    /// The segue `identifier` that starts at scene `source`, as `performSegue(withIdentifier:sender:)` finds
    /// it: the first declared, when an Interface Builder file repeats an identifier within one scene.
    public func segue(_ identifier: String, from source: String) -> SegueDefinition? {
        segues.first { $0.identifier == identifier && $0.source == source }
    }

    /// Instantiates the initial scene.
    public func instantiateInitialViewController() throws(SimulationError) -> ViewController {
        try instantiateViewController(withIdentifier: initialController)
    }

    /// Instantiates a scene and, for containers, the scenes it contains. Scenes named in `reusing` are not
    /// instantiated again: the given instance is placed instead (a substitute navigation controller wraps the
    /// presented controller itself).
    public func instantiateViewController(
        withIdentifier identifier: String, reusing: [String: ViewController] = [:]
    ) throws(SimulationError) -> ViewController {
        try instantiate(identifier, reusing: reusing, path: [])
    }

    private func instantiate(
        _ identifier: String, reusing: [String: ViewController], path: [String]
    ) throws(SimulationError) -> ViewController {
        if let existing = reusing[identifier], !path.isEmpty { return existing }
        guard let definition = controllers[identifier] else { throw .unknownController(identifier) }
        guard !path.contains(identifier) else { throw .containerCycle(identifier) }
        let path = path + [identifier]
        let controller: ViewController
        switch definition.kind {
        case .plain:
            controller = controllerFactory?(definition, []) ?? ViewController(identifier: identifier)
        case let .navigation(root):
            let rootController = try root.map { (id) throws(SimulationError) in
                try instantiate(id, reusing: reusing, path: path)
            }
            controller =
                controllerFactory?(definition, [rootController].compactMap { $0 })
                ?? NavigationController(identifier: identifier, rootViewController: rootController)
        case let .tab(children):
            var tabs: [ViewController] = []
            for child in children { tabs.append(try instantiate(child, reusing: reusing, path: path)) }
            controller =
                controllerFactory?(definition, tabs) ?? TabBarController(identifier: identifier, viewControllers: tabs)
        case let .split(primary, secondary):
            let first = try primary.map { (id) throws(SimulationError) in
                try instantiate(id, reusing: reusing, path: path)
            }
            let second = try secondary.map { (id) throws(SimulationError) in
                try instantiate(id, reusing: reusing, path: path)
            }
            controller =
                controllerFactory?(definition, [first, second].compactMap { $0 })
                ?? SplitViewController(identifier: identifier, primary: first, secondary: second)
            if let configuration = definition.splitConfiguration, let split = controller as? SplitViewController {
                split.configuration = configuration
                let supplementary = try configuration.supplementary.map { (id) throws(SimulationError) in
                    try instantiate(id, reusing: reusing, path: path)
                }
                let compact = try configuration.compact.map { (id) throws(SimulationError) in
                    try instantiate(id, reusing: reusing, path: path)
                }
                split.setColumns(supplementary: supplementary, compact: compact)
            }
        case let .unresolvedReference(reason):
            throw .cannotLoad(identifier, reason: reason)
        }
        for embedded in definition.embedded {
            controller.addChild(try instantiate(embedded, reusing: reusing, path: path))
        }
        if let style = definition.modalPresentationStyle { controller.modalPresentationStyle = style }
        if let style = definition.modalTransitionStyle { controller.modalTransitionStyle = style }
        controller.storyboard = self
        controller.anchors = definition.anchors
        controller.anchorFrames = definition.anchorFrames
        controller.anchorPlacements = definition.anchorPlacements
        controller.unwindActions = Set(definition.unwindActions)
        controller.conformances = Set(definition.conformances)
        controller.preferredContentSize = definition.preferredContentSize
        controller.definesPresentationContext = definition.definesPresentationContext
        controller.isModalInPresentation = definition.isModalInPresentation
        controller.sheetConfiguration = definition.sheet
        controller.adaptiveSheetConfiguration = definition.adaptiveSheet
        for segue in segues where segue.source == identifier {
            if let name = segue.className, let answer = segueClasses[name]?.shouldPerform {
                controller.shouldPerformSegueAnswers[segue.identifier] = answer
            }
        }
        controller.shouldPerformSegueAnswers.merge(definition.shouldPerformSegue) { _, scenario in scenario }
        return controller
    }

    /// Makes the segue object for a definition: its custom class when the storyboard describes it, else
    /// `StoryboardSegue` itself, as UIKit would make a class whose behaviour is unknown here (see
    /// ``isDescribed(_:)``): the built-in kind's transition, and none for a `custom` segue, whose base
    /// `perform()` does nothing.
    public func makeSegue(
        _ definition: SegueDefinition, source: ViewController, destination: ViewController
    ) -> StoryboardSegue {
        let segue: StoryboardSegue
        if let name = definition.className, let segueClass = segueClasses[name] {
            segue = segueClass.make(definition, source, destination)
        } else {
            let segueType: StoryboardSegue.Type =
                definition.className != nil && definition.kind == .custom
                ? UndescribedCustomSegue.self : StoryboardSegue.self
            segue = segueType.init(
                identifier: definition.identifier, source: source, destination: destination, kind: definition.kind,
                anchor: definition.anchor, presentation: definition.presentation)
        }
        segue.pushOnly = definition.pushOnly
        segue.transitionStyle = definition.transitionStyle
        return segue
    }

    /// Whether the segue's class is known: it has none, or the storyboard describes it.
    public func isDescribed(_ definition: SegueDefinition) -> Bool {
        definition.className.map { segueClasses[$0] != nil } ?? true
    }

    /// This storyboard with `controllers` replacing the scenes of the same identifier and `segueClasses` added
    /// (replacing those of the same name): the facts that live in the app's code, which a scenario adds.
    public func merging(controllers replaced: [ControllerDefinition], segueClasses added: [SegueClass]) -> Storyboard {
        let replacements = Dictionary(replaced.map { ($0.identifier, $0) }, uniquingKeysWith: { _, last in last })
        let merged = orderedControllers.map { replacements[$0.identifier] ?? $0 }
        let addedNames = Set(added.map(\.name))
        return Storyboard(
            initialController: initialController, controllers: merged, segues: segues,
            segueClasses: added
                + segueClasses.values.filter { !addedNames.contains($0.name) }.sorted { $0.name < $1.name },
            animators: animators.values.sorted { $0.name < $1.name }, controllerFactory: controllerFactory)
    }
}

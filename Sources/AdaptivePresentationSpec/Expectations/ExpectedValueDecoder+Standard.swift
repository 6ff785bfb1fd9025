import AdaptivePresentation

/// The decoders of the standard keys (``ObservationKey/all``), each with the diagnostics the "Scenario and storyboard files" article lists.
extension ExpectedValueDecoder {
    /// The decoder of each standard key.
    static let standard: [ObservationKey: ExpectedValueDecoder] = [
        .presented: ExpectedValueDecoder(withNames: { node, names in
            ScenarioFile.controllerOrNone(node, names: names).map { (($0.map(TraceValue.string) ?? .null), false) }
        }),
        .style: ExpectedValueDecoder { node in
            node.value(of: PresentationStyle.self, named: "presentation style").map { .string($0.rawValue) }
        },
        .appearance: ExpectedValueDecoder.noneOr({ node in
            node.value(of: PresentationAppearance.self, named: "appearance").map { .string($0.rawValue) }
        }),
        .substituted: ExpectedValueDecoder { node in node.boolean().map(TraceValue.bool) },
        .calls: ExpectedValueDecoder { node in node.sequence(ScenarioFile.decodeCall).map(TraceValue.strings) },
        .traits: ExpectedValueDecoder(withNames: { node, _ in traits(node) }),
        .window: ExpectedValueDecoder(withNames: { node, _ in window(node) }),
        .frame: ExpectedValueDecoder(withNames: { node, _ in frame(node) }),
        .stack: ExpectedValueDecoder(withNames: { node, names in
            node.sequence { element in
                element.nonEmptyString().flatMap { ScenarioFile.expectedController(element, $0, names: names) }
            }.map { (.strings($0), false) }
        }),
        .visible: ExpectedValueDecoder(withNames: { node, names in
            node.nonEmptyString().flatMap { ScenarioFile.expectedController(node, $0, names: names) }.map {
                (.string($0), false)
            }
        }),
        .retainedSegues: ExpectedValueDecoder(withNames: { node, names in
            node.sequence { ScenarioFile.segueReference($0, names: names) }.map { (.strings($0), false) }
        }),
        .error: ExpectedValueDecoder.noneOr({ node in node.nonEmptyString().map(TraceValue.string) }),
        .detent: ExpectedValueDecoder.noneOr({ node in node.nonEmptyString().map(TraceValue.string) }),
        .dimmed: ExpectedValueDecoder { node in node.boolean().map(TraceValue.bool) },
        .collapsed: ExpectedValueDecoder { node in node.boolean().map(TraceValue.bool) },
        .displayMode: ExpectedValueDecoder.noneOr({ node in
            node.value(of: SplitDisplayMode.self, named: "display mode").map { .string($0.rawValue) }
        }),
        .transition: ExpectedValueDecoder(withNames: { node, names in
            if node.isNull || node.scalarText == "none" { return (.null, false) }
            return transition(node, names: names)
        }),
        .transitionCalls: ExpectedValueDecoder { node in
            node.sequence { $0.nonEmptyString() }.map(TraceValue.strings)
        },
        .views: ExpectedValueDecoder { node in node.sequence { $0.nonEmptyString() }.map(TraceValue.strings) },
        .layers: ExpectedValueDecoder(withNames: { node, _ in layers(node) }),
        .hazards: ExpectedValueDecoder { node in
            node.sequence { $0.value(of: TransitionHazard.ID.self, named: "hazard") }.map {
                .strings($0.map(\.rawValue))
            }
        },
        .presentingViews: ExpectedValueDecoder.noneOr({ node in
            node.value(of: PresentingViews.self, named: "presenting views").map { .string($0.rawValue) }
        }),
    ]

    /// Where the presenter's view is (`presentingViews`).
    enum PresentingViews: String, SpecKey { case inWindow, removed }

    /// A decoder of `none` (or null) as `null`, and of anything else with `decode`.
    private static func noneOr(_ decode: @escaping @Sendable (SpecNode) -> TraceValue?) -> ExpectedValueDecoder {
        ExpectedValueDecoder { node in
            if node.isNull || node.scalarText == "none" { return .null }
            return decode(node)
        }
    }

    // MARK: - Mappings

    // `traits`, `window` and `frame`: every sub-key is optional; given all of them, the expectation is the
    // whole value, else a partial one that compares only those given (``StepExpectation/partial``).

    private static func traits(_ node: SpecNode) -> Decoded? {
        guard let map = node.mapping(ScenarioFile.TraitsKey.self) else { return nil }
        let horizontal = map.optional(.horizontal) { $0.value(of: SizeClass.self, named: "size class") }
        let vertical = map.optional(.vertical) { $0.value(of: SizeClass.self, named: "size class") }
        if let horizontal, let vertical {
            return (.traits(TraitCollection(horizontalSizeClass: horizontal, verticalSizeClass: vertical)), false)
        }
        let given: [(String, TraceValue)] = [("horizontal", horizontal), ("vertical", vertical)].compactMap {
            name, value in
            value.map { (name, .string($0.rawValue)) }
        }
        return partial(map.keys.count, given, node)
    }

    private static func window(_ node: SpecNode) -> Decoded? {
        guard let map = node.mapping(StoryboardFile.SizeKey.self) else { return nil }
        let width = map.optional(.width) { $0.number() }, height = map.optional(.height) { $0.number() }
        if let width, let height { return (.size(Size(width: width, height: height)), false) }
        let given = [("width", width), ("height", height)].compactMap { name, value in
            value.map { (name, TraceValue.number($0)) }
        }
        return partial(map.keys.count, given, node)
    }

    private static func frame(_ node: SpecNode) -> Decoded? {
        guard let map = node.mapping(StoryboardFile.RectKey.self) else { return nil }
        let values = [
            ("x", map.optional(.x) { $0.number() }), ("y", map.optional(.y) { $0.number() }),
            ("width", map.optional(.width) { $0.number() }), ("height", map.optional(.height) { $0.number() }),
        ]
        if let x = values[0].1, let y = values[1].1, let width = values[2].1, let height = values[3].1 {
            return (.rect(Rect(x: x, y: y, width: width, height: height)), false)
        }
        let given = values.compactMap { name, value in value.map { (name, TraceValue.number($0)) } }
        return partial(map.keys.count, given, node)
    }

    // `transition` and `layers` are always partial: what is given is compared, in any order.

    enum TransitionKey: String, SpecKey {
        case kind, animator, transitionStyle, duration, interactive, animated, presentationStyle, fromView, toView
        case initialFrame, finalFrame, fromController, toController, state
    }

    private static func transition(_ node: SpecNode, names: StoryboardFile.Names?) -> Decoded? {
        guard let map = node.mapping(TransitionKey.self) else { return nil }
        func text<Value: SpecKey>(_ type: Value.Type, _ name: String) -> (SpecNode) -> TraceValue? {
            { $0.value(of: type, named: name).map { .string($0.rawValue) } }
        }
        func controller(_ node: SpecNode) -> TraceValue? {
            node.nonEmptyString().flatMap { ScenarioFile.expectedController(node, $0, names: names) }.map(
                TraceValue.string)
        }
        var given: [(String, TraceValue)] = []
        for key in map.keys {
            guard let value = map[key] else { continue }
            let decoded: TraceValue?
            switch key {
            case .kind: decoded = text(TransitionKind.self, "transition kind")(value)
            case .animator:
                decoded =
                    value.scalarText == "builtIn"
                    ? .string("builtIn")
                    : AnimatorFile.animator(value, among: names?.animatorNames.map { $0 + ["builtIn"] })
                        .map(TraceValue.string)
            case .transitionStyle:
                decoded =
                    value.isNull || value.scalarText == "none"
                    ? .null : text(ModalTransitionStyle.self, "transition style")(value)
            case .duration: decoded = AnimatorFile.nonNegative(value).map(TraceValue.number)
            case .interactive, .animated: decoded = value.boolean().map(TraceValue.bool)
            case .presentationStyle:
                // A navigation transition's `.none` reads and records as `none`, like a nil view.
                decoded =
                    value.isNull || value.scalarText == "none"
                    ? .null : text(PresentationStyle.self, "presentation style")(value)
            case .fromView, .toView:
                // `none` is nil, as the observation reports it (and `--record` writes it back plainly).
                decoded =
                    value.isNull || value.scalarText == "none"
                    ? .null : text(TransitionViewReference.self, "transition view")(value)
            case .initialFrame, .finalFrame: decoded = StoryboardFile.decodeRect(value).map(TraceValue.rect)
            case .fromController, .toController: decoded = controller(value)
            case .state: decoded = text(TransitionState.self, "transition state")(value)
            }
            if let decoded { given.append((key.rawValue, decoded)) }
        }
        return partial(map.keys.count, given, node)
    }

    /// `{NAME: {alpha, frame, transform}}`, each as ``TraceValue/layer(_:)`` writes it.
    private static func layers(_ node: SpecNode) -> Decoded? {
        guard let entries = node.entries() else { return nil }
        var layers: [(String, TraceValue)] = []
        for entry in entries {
            guard let map = entry.value.mapping(AnimatorFile.PropertyKey.self) else { continue }
            var given: [(String, TraceValue)] = []
            if let alpha = map.optional(.alpha, AnimatorFile.decodeAlpha) { given.append(("alpha", .number(alpha))) }
            if let frame = map.optional(.frame, StoryboardFile.decodeRect) { given.append(("frame", .rect(frame))) }
            if let transform = map.optional(.transform, AnimatorFile.decodeTransform) {
                given.append(("transform", .transform(transform)))
            }
            guard given.count == map.keys.count else { continue }
            layers.append((entry.key, .object(given)))
        }
        guard layers.count == entries.count else { return nil }
        return (.object(layers), true)
    }

    private static func partial(_ written: Int, _ given: [(String, TraceValue)], _ node: SpecNode) -> Decoded? {
        guard given.count == written else { return nil }  // a sub-key did not decode (reported)
        guard !given.isEmpty else { return node.mismatch("at least one of its keys") }
        return (.object(given), true)
    }
}

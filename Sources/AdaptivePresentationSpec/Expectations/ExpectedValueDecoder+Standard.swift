import AdaptivePresentation

/// The decoders of the standard keys (``ObservationKey/all``), each with the diagnostics of FORMATS.md §2.
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
                element.nonEmptyString().flatMap { ScenarioFile.controller(element, $0, names: names) }
            }.map { (.strings($0), false) }
        }),
        .visible: ExpectedValueDecoder(withNames: { node, names in
            node.nonEmptyString().flatMap { ScenarioFile.controller(node, $0, names: names) }.map {
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
    ]

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

    private static func partial(_ written: Int, _ given: [(String, TraceValue)], _ node: SpecNode) -> Decoded? {
        guard given.count == written else { return nil }  // a sub-key did not decode (reported)
        guard !given.isEmpty else { return node.mismatch("at least one of its keys") }
        return (.object(given), true)
    }
}

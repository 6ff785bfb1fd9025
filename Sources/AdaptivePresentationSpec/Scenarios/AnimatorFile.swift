import AdaptivePresentation

extension TransitionAnimator.Adds: SpecKey {}
extension TransitionAnimator.Completes: SpecKey {}
extension TransitionAnimator.Source: SpecKey {}
extension TransitionAnimator.RemovalCondition: SpecKey {}
extension TransitionViewRole: SpecKey {}
extension InteractiveDismissal.Release: SpecKey {}
extension TransitionKind: SpecKey {}
extension TransitionState: SpecKey {}
extension TransitionViewReference: SpecKey {}
extension TransitionHazard.ID: SpecKey {}

/// Decodes a storyboard's `animators:` (see the "Scenario and storyboard files" article): what each animator object's `transitionDuration(using:)`
/// and `animateTransition(using:)` do, as ``TransitionAnimator`` values, and the `transitioningDelegate`
/// blocks that name them.
///
/// Every time must be finite and zero or more; every animator a block names must be declared (did-you-mean).
enum AnimatorFile {
    enum Key: String, SpecKey { case duration, adds, animate, completion, interactive, unwraps, source }
    enum AnimateKey: String, SpecKey { case curve, from, to }
    enum PropertyKey: String, SpecKey { case alpha, frame, transform }
    enum CompletionKey: String, SpecKey { case from, to, removesTo, completes }
    enum CurveName: String, SpecKey { case easeInOut, easeIn, easeOut, linear }
    enum CurveKey: String, SpecKey { case spring }
    enum SpringKey: String, SpecKey { case dampingRatio, initialVelocity }
    /// `{scale: S}`, `{scale: [X, Y]}`, `{translate: [X, Y]}`, `{rotate: DEGREES}`, or the six numbers of an
    /// affine matrix (as a recorded `layers:` value writes a transform that is none of those).
    enum TransformKey: String, SpecKey { case scale, translate, rotate, a, b, c, d, tx, ty }
    /// A segue class's block: the class is retained by UIKit from iOS 9, so it has no `alive`.
    enum SegueTransitioningKey: String, SpecKey { case present, dismiss, presentationController }
    /// A step's block: `alive: false` models a delegate nothing retains (R80, F10).
    enum StepTransitioningKey: String, SpecKey { case present, dismiss, alive, presentationController }
    enum PresentationControllerKey: String, SpecKey {
        case frame, removesPresentersView, presentsInFullscreen, adaptivePresentationStyle
    }
    enum NavigationDelegateKey: String, SpecKey { case push, pop, alive }
    enum PinnedKey: String, SpecKey { case leading, trailing, width, top, bottom, height }

    /// The frame values written as a word, and the placeholder of `anchor NAME`, for did-you-mean.
    private static let frameWords =
        ["initial", "final", "zero", "anchor NAME"] + FrameValue.Edge.allCases.map(\.rawValue)

    /// Decodes the entries of the `animators:` mapping. An animator that does not decode is left out
    /// (reported).
    static func decode(_ entries: [SpecEntry]) -> [TransitionAnimator] {
        entries.compactMap { decodeAnimator($0.key, $0.value) }
    }

    private static func decodeAnimator(_ name: String, _ node: SpecNode) -> TransitionAnimator? {
        guard let map = node.mapping(Key.self) else { return nil }
        let duration = map.required(.duration) { time($0)?.seconds }
        let adds = map.optional(.adds) { $0.value(of: TransitionAnimator.Adds.self, named: "adds value") }
        let animate = map.optional(.animate, decodeAnimation)
        let completion = map.optional(.completion, decodeCompletion)
        let interactive = map.optional(.interactive) { $0.boolean() }
        let unwraps = map.optional(.unwraps) { node in
            node.sequence { $0.value(of: TransitionViewRole.self, named: "transition view") }
        }
        let source = map.optional(.source) { $0.value(of: TransitionAnimator.Source.self, named: "animator source") }
        let failed =
            (map.contains(.adds) && adds == nil) || (map.contains(.animate) && animate == nil)
            || (map.contains(.completion) && completion == nil) || (map.contains(.interactive) && interactive == nil)
            || (map.contains(.unwraps) && unwraps == nil) || (map.contains(.source) && source == nil)
        guard let duration, !failed else { return nil }
        return TransitionAnimator(
            name: name, duration: duration, adds: adds, animate: animate,
            completion: completion ?? TransitionAnimator.Completion(), interactive: interactive ?? false,
            unwraps: Set(unwraps ?? []), source: source ?? .context)
    }

    private static func decodeAnimation(_ node: SpecNode) -> TransitionAnimator.Animation? {
        if node.isNull { return TransitionAnimator.Animation() }
        guard let map = node.mapping(AnimateKey.self) else { return nil }
        let curve = map.optional(.curve, decodeCurve)
        var changes: [TransitionViewRole: ViewChanges] = [:]
        var failed = map.contains(.curve) && curve == nil
        for (key, role) in [(AnimateKey.from, TransitionViewRole.from), (.to, .to)] where map.contains(key) {
            if let change = map.optional(key, decodeChanges) { changes[role] = change } else { failed = true }
        }
        guard !failed else { return nil }
        return TransitionAnimator.Animation(curve: curve ?? .easeInOut, changes: changes)
    }

    private static func decodeCompletion(_ node: SpecNode) -> TransitionAnimator.Completion? {
        if node.isNull { return TransitionAnimator.Completion() }
        guard let map = node.mapping(CompletionKey.self) else { return nil }
        var sets: [TransitionViewRole: ViewSettings] = [:]
        var failed = false
        for (key, role) in [(CompletionKey.from, TransitionViewRole.from), (.to, .to)] where map.contains(key) {
            if let settings = map.optional(key, decodeSettings) { sets[role] = settings } else { failed = true }
        }
        let removesTo = map.optional(.removesTo) {
            $0.value(of: TransitionAnimator.RemovalCondition.self, named: "removal condition")
        }
        let completes = map.optional(.completes) {
            $0.value(of: TransitionAnimator.Completes.self, named: "completes value")
        }
        guard !failed, !(map.contains(.removesTo) && removesTo == nil), !(map.contains(.completes) && completes == nil)
        else { return nil }
        return TransitionAnimator.Completion(
            sets: sets, removesTo: removesTo ?? .never, completes: completes ?? .notCancelled)
    }

    /// `easeInOut` | `easeIn` | `easeOut` | `linear` | `{spring: {dampingRatio: D, initialVelocity: V}}`.
    private static func decodeCurve(_ node: SpecNode) -> TimingCurve? {
        if !node.isMapping {
            return node.value(of: CurveName.self, named: "timing curve").map { name in
                switch name {
                case .easeInOut: .easeInOut
                case .easeIn: .easeIn
                case .easeOut: .easeOut
                case .linear: .linear
                }
            }
        }
        guard let spring = node.mapping(CurveKey.self)?.required(.spring)?.mapping(SpringKey.self) else { return nil }
        let ratio = spring.required(.dampingRatio) { $0.nonNegativeNumber() }
        let velocity = spring.optional(.initialVelocity) { $0.number() }
        guard let ratio, !(spring.contains(.initialVelocity) && velocity == nil) else { return nil }
        return .spring(dampingRatio: ratio, initialVelocity: velocity ?? 0)
    }

    /// `{alpha: [a, b], frame: [F, F], transform: [T, T]}`.
    private static func decodeChanges(_ node: SpecNode) -> ViewChanges? {
        guard let map = node.mapping(PropertyKey.self) else { return nil }
        let alpha = map.optional(.alpha) { pair($0, decodeAlpha) }
        let frame = map.optional(.frame) { pair($0, decodeFrame) }
        let transform = map.optional(.transform) { pair($0, decodeTransform) }
        guard
            !(map.contains(.alpha) && alpha == nil), !(map.contains(.frame) && frame == nil),
            !(map.contains(.transform) && transform == nil)
        else { return nil }
        return ViewChanges(alpha: alpha, frame: frame, transform: transform)
    }

    /// `{alpha: a, frame: F, transform: T}`.
    private static func decodeSettings(_ node: SpecNode) -> ViewSettings? {
        guard let map = node.mapping(PropertyKey.self) else { return nil }
        let alpha = map.optional(.alpha, decodeAlpha)
        let frame = map.optional(.frame, decodeFrame)
        let transform = map.optional(.transform, decodeTransform)
        guard
            !(map.contains(.alpha) && alpha == nil), !(map.contains(.frame) && frame == nil),
            !(map.contains(.transform) && transform == nil)
        else { return nil }
        return ViewSettings(alpha: alpha, frame: frame, transform: transform)
    }

    /// `[start, end]`: exactly two values.
    private static func pair<Value>(_ node: SpecNode, _ decode: (SpecNode) -> Value?) -> ViewChanges.Change<Value>? {
        guard let elements = node.elements() else { return nil }
        guard elements.count == 2 else { return node.mismatch("a list of two values [start, end]") }
        let start = decode(elements[0]), end = decode(elements[1])
        guard let start, let end else { return nil }
        return ViewChanges.Change(start, end)
    }

    /// An alpha from 0 to 1.
    static func decodeAlpha(_ node: SpecNode) -> Double? {
        guard let value = node.number() else { return nil }
        guard (0...1).contains(value) else { return node.mismatch("an alpha from 0 to 1") }
        return value
    }

    /// `{x, y, width, height}` | `initial` | `final` | `zero` | `anchor NAME` | `above|below|leading|trailing`.
    static func decodeFrame(_ node: SpecNode) -> FrameValue? {
        if node.isMapping { return StoryboardFile.decodeRect(node).map(FrameValue.rect) }
        guard let text = node.nonEmptyString() else { return nil }
        switch text {
        case "initial": return .initial
        case "final": return .final
        case "zero": return .zero
        default: break
        }
        if let edge = FrameValue.Edge(rawValue: text) { return .offscreen(edge) }
        if text.hasPrefix("anchor ") {
            let name = text.dropFirst("anchor ".count).trimmingPrefix(while: { $0 == " " })
            guard !name.isEmpty else { return node.mismatch("an anchor's name after 'anchor'") }
            return .anchor(String(name))
        }
        node.reportUnknown("frame value", text, among: frameWords)
        return nil
    }

    /// `identity` | `{scale: S}` | `{scale: [X, Y]}` | `{translate: [X, Y]}` | `{rotate: DEGREES}` |
    /// `{a, b, c, d, tx, ty}`.
    static func decodeTransform(_ node: SpecNode) -> Transform? {
        if !node.isMapping {
            guard let text = node.nonEmptyString() else { return nil }
            guard text == "identity" else {
                node.reportUnknown(
                    "transform", text, among: ["identity", "{scale: S}", "{translate: [X, Y]}", "{rotate: DEGREES}"])
                return nil
            }
            return .identity
        }
        guard let map = node.mapping(TransformKey.self) else { return nil }
        let matrixKeys: [TransformKey] = [.a, .b, .c, .d, .tx, .ty]
        if map.keys.contains(where: matrixKeys.contains) {
            guard !map.keys.contains(where: { !matrixKeys.contains($0) }) else {
                return node.mismatch("either one of scale, translate or rotate, or all of a, b, c, d, tx and ty")
            }
            let values = matrixKeys.map { key in map.required(key) { $0.number() } }
            let numbers = values.compactMap { $0 }
            guard numbers.count == 6 else { return nil }
            return Transform(a: numbers[0], b: numbers[1], c: numbers[2], d: numbers[3], tx: numbers[4], ty: numbers[5])
        }
        guard map.keys.count == 1, let key = map.keys.first else {
            return node.mismatch("one of scale, translate or rotate")
        }
        guard let value = map[key] else { return nil }
        switch key {
        case .scale:
            if value.isSequence { return numberPair(value).map { .scale($0.0, $0.1) } }
            return value.number().map { .scale($0, $0) }
        case .translate:
            return numberPair(value).map { .translate($0.0, $0.1) }
        default:
            return value.number().map { .rotate(degrees: $0) }
        }
    }

    private static func numberPair(_ node: SpecNode) -> (Double, Double)? {
        guard let elements = node.elements() else { return nil }
        guard elements.count == 2 else { return node.mismatch("a list of two numbers [X, Y]") }
        let first = elements[0].number(), second = elements[1].number()
        guard let first, let second else { return nil }
        return (first, second)
    }

    /// A duration or time in seconds: finite and zero or more (`.inf` and `.nan` are not numbers here).
    static func nonNegative(_ node: SpecNode) -> Double? {
        guard let value = node.number() else { return nil }
        guard value >= 0 else { return node.mismatch("a time of zero or more seconds") }
        return value
    }

    /// A time in seconds as the virtual clock counts it.
    static func time(_ node: SpecNode) -> VirtualTime? {
        guard let seconds = nonNegative(node) else { return nil }
        guard let time = VirtualTime(seconds: seconds) else { return node.mismatch("a time the clock can count") }
        return time
    }

    // MARK: - Transitioning delegates

    /// A segue class's `transitioningDelegate: {present: A, dismiss: B}`.
    static func decodeSegueDelegate(_ node: SpecNode, animators: [String]?) -> DeclarativeTransitioningDelegate? {
        if node.isNull { return DeclarativeTransitioningDelegate() }
        guard let map = node.mapping(SegueTransitioningKey.self) else { return nil }
        let present = map.optional(.present) { animator($0, among: animators) }
        let dismiss = map.optional(.dismiss) { animator($0, among: animators) }
        let controller = map.optional(.presentationController) { decodePresentationController($0) }
        guard
            !(map.contains(.present) && present == nil), !(map.contains(.dismiss) && dismiss == nil),
            !(map.contains(.presentationController) && controller == nil)
        else { return nil }
        return DeclarativeTransitioningDelegate(present: present, dismiss: dismiss, presentationController: controller)
    }

    /// A step's `transitioningDelegate: {present: A, dismiss: B, alive: true|false}`.
    static func decodeStepDelegate(_ node: SpecNode, animators: [String]?) -> DeclarativeTransitioningDelegate? {
        if node.isNull { return DeclarativeTransitioningDelegate() }
        guard let map = node.mapping(StepTransitioningKey.self) else { return nil }
        let present = map.optional(.present) { animator($0, among: animators) }
        let dismiss = map.optional(.dismiss) { animator($0, among: animators) }
        let alive = map.optional(.alive) { $0.boolean() }
        let controller = map.optional(.presentationController) { decodePresentationController($0) }
        guard
            !(map.contains(.present) && present == nil), !(map.contains(.dismiss) && dismiss == nil),
            !(map.contains(.alive) && alive == nil), !(map.contains(.presentationController) && controller == nil)
        else { return nil }
        return DeclarativeTransitioningDelegate(
            present: present, dismiss: dismiss, alive: alive ?? true, presentationController: controller)
    }

    /// `navigationDelegate: {push: A, pop: B}` (and `alive` on a step's): a navigation controller delegate's
    /// animators (R128).
    static func decodeNavigationDelegate(_ node: SpecNode, animators: [String]?, takesAlive: Bool)
        -> DeclarativeNavigationDelegate?
    {
        if node.isNull { return DeclarativeNavigationDelegate() }
        guard let map = node.mapping(NavigationDelegateKey.self) else { return nil }
        if !takesAlive, let aliveKey = map.keyNode(.alive) {
            aliveKey.error(
                .unknownKey("alive"), notes: [Diagnostic.Note("a segue class's delegate lives as long as its segue")])
            return nil
        }
        let push = map.optional(.push) { animator($0, among: animators) }
        let pop = map.optional(.pop) { animator($0, among: animators) }
        let alive = map.optional(.alive) { $0.boolean() }
        guard
            !(map.contains(.push) && push == nil), !(map.contains(.pop) && pop == nil),
            !(map.contains(.alive) && alive == nil)
        else { return nil }
        return DeclarativeNavigationDelegate(push: push, pop: pop, alive: alive ?? true)
    }

    /// `presentationController: {frame: {leading, trailing, width, top, bottom, height}, removesPresentersView,
    /// presentsInFullscreen, adaptivePresentationStyle}`: a custom presentation controller (R122–R126).
    static func decodePresentationController(_ node: SpecNode) -> CustomPresentationDescription? {
        if node.isNull { return CustomPresentationDescription() }
        guard let map = node.mapping(PresentationControllerKey.self) else { return nil }
        var description = CustomPresentationDescription()
        var valid = true
        if map.contains(.frame) {
            if let frame = map.optional(.frame, decodePinnedFrame) { description.frame = frame } else { valid = false }
        }
        if map.contains(.removesPresentersView) {
            if let value = map.optional(.removesPresentersView, { $0.boolean() }) {
                description.removesPresentersView = value
            } else {
                valid = false
            }
        }
        if map.contains(.presentsInFullscreen) {
            if let value = map.optional(.presentsInFullscreen, { $0.boolean() }) {
                description.presentsInFullscreen = value
            } else {
                valid = false
            }
        }
        if map.contains(.adaptivePresentationStyle) {
            if let rule = map.optional(
                .adaptivePresentationStyle,
                {
                    StoryboardFile.decodeStyleRule($0, api: .traitCollection)
                })
            {
                description.adaptivePresentationStyle = rule
            } else {
                valid = false
            }
        }
        return valid ? description : nil
    }

    /// A frame pinned to the container's edges: on each axis two of its three values.
    static func decodePinnedFrame(_ node: SpecNode) -> PinnedFrame? {
        guard let map = node.mapping(PinnedKey.self) else { return nil }
        var frame = PinnedFrame()
        var valid = true
        for key in PinnedKey.allCases where map.contains(key) {
            guard let value = map.optional(key, nonNegative) else {
                valid = false
                continue
            }
            switch key {
            case .leading: frame.leading = value
            case .trailing: frame.trailing = value
            case .width: frame.width = value
            case .top: frame.top = value
            case .bottom: frame.bottom = value
            case .height: frame.height = value
            }
        }
        for keys in [[PinnedKey.leading, .trailing, .width], [.top, .bottom, .height]]
        where keys.allSatisfy({ map.contains($0) }) {
            node.error(.overdeterminedFrame(keys.map(\.rawValue)))
            valid = false
        }
        return valid ? frame : nil
    }

    /// The name of a declared animator (any name when they are not known), else reported with a did-you-mean.
    static func animator(_ node: SpecNode, among animators: [String]?) -> String? {
        guard let name = node.nonEmptyString() else { return nil }
        if let animators, !animators.contains(name) {
            if animators.isEmpty {
                node.error(
                    .unknownValue(kind: "animator", value: name),
                    notes: [Diagnostic.Note("the storyboard declares no animators: describe them in its 'animators'")])
            } else {
                node.reportUnknown("animator", name, among: animators)
            }
            return nil
        }
        return name
    }
}

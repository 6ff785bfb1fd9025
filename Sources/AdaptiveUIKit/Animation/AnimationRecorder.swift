import AdaptivePresentation

/// The `UIView.animate` block being built: the property changes the app's animation closure makes, each with
/// what its view showed before, to hand to the window's clock when the closure returns (R114).
@MainActor
final class AnimationRecorder {
    /// The innermost block being built; `nil` outside any, or inside `performWithoutAnimation`.
    static var current: AnimationRecorder? { stack.last ?? nil }
    private static var stack: [AnimationRecorder?] = []

    private(set) var changes: [(view: SimulatedView, value: PropertyAnimation.Value)] = []
    private(set) var starts: [PropertyAnimation.Value?] = []
    /// Each change's model value before the block.
    private var models: [PropertyAnimation.Value] = []
    /// The views whose changes were recorded, kept alive until the block is handed over.
    private(set) var views: [UIView] = []
    private let now: VirtualTime

    private init(now: VirtualTime) {
        self.now = now
    }

    /// Records `value` for `view`: the model takes it now; the first change of a property keeps what the
    /// view showed before, where the animation starts.
    func record(_ value: PropertyAnimation.Value, of view: UIView) {
        let simulated = view.simulatedView
        if let index = changes.firstIndex(where: { $0.view === simulated && $0.value.sameKind(as: value) }) {
            changes[index].value = value
        } else {
            changes.append((simulated, value))
            starts.append(simulated.presentationValue(of: value, at: view.clock?.now ?? now))
            models.append(simulated.modelValue(of: value))
            views.append(view)
        }
        let size = simulated.model.frame.size
        simulated.apply(value)
        // Subviews follow a size change by their autoresizing masks inside the same block (R180).
        if case .frame = value, simulated.model.frame.size != size {
            for (subview, frame) in simulated.autoresizedSubviewFrames(from: size) {
                record(.frame(frame), of: UIView.wrapping(subview))
            }
        }
    }

    /// Puts the models back as they were before the block (a keyframe animation gives them their values).
    func restoreModels() {
        for (change, model) in zip(changes, models) { change.view.apply(model) }
    }

    /// Runs `animations`, recording the changes it makes.
    static func recording(at now: VirtualTime, _ animations: () -> Void) -> AnimationRecorder {
        let recorder = AnimationRecorder(now: now)
        stack.append(recorder)
        defer { stack.removeLast() }
        animations()
        return recorder
    }

    /// Runs `actions` with changes made at once, even inside an animation block.
    static func withoutAnimation(_ actions: () -> Void) {
        stack.append(nil)
        defer { stack.removeLast() }
        actions()
    }
}

extension SimulatedView {
    /// The model's value of `property`'s kind.
    func modelValue(of property: PropertyAnimation.Value) -> PropertyAnimation.Value {
        switch property {
        case .alpha: .alpha(model.alpha)
        case .frame: .frame(model.frame)
        case .transform: .transform(model.transform)
        }
    }
}

extension PropertyAnimation.Value {
    /// Whether two values are of the same property.
    func sameKind(as other: PropertyAnimation.Value) -> Bool {
        switch (self, other) {
        case (.alpha, .alpha), (.frame, .frame), (.transform, .transform): true
        default: false
        }
    }
}

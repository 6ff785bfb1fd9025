/// A view of the simulated window: a controller's view, a presentation's container, wrapper or dimming view,
/// with its model values, its in-flight animations and its subviews (back to front).
///
/// The window's view hierarchy is what the user sees, computed: a view in the window at alpha 0 shows
/// nothing, and a window whose views all draw nothing shows its black background.
public final class SimulatedView {
    /// What the view is.
    public enum Kind: Hashable, Sendable {
        /// A view controller's root view (a container controller's stands for everything it contains).
        case controller(String)
        /// A presentation's transition container (`UITransitionView`, R95): draws nothing of its own.
        case container
        /// A presentation controller's `presentedView` wrapping the controller's view (R94).
        case wrapper(String)
        /// A sheet's dimming view (R122).
        case dimming
        /// The window itself.
        case window
        /// A view the app made (AdaptiveUIKit: a snapshot, an image view, a label), named for the reports.
        case view(String)
    }

    public private(set) var kind: Kind
    /// The model layer's values (R114).
    public var model: ViewValues
    /// The animations in flight, oldest first.
    public internal(set) var animations: [PropertyAnimation] = []
    /// The explicit layer animations (`CALayer.add(_:forKey:)`), oldest first: shown over the model and
    /// over block animations of their property (R183).
    public internal(set) var layerAnimations: [LayerAnimation] = []
    public private(set) var subviews: [SimulatedView] = []
    public private(set) weak var superview: SimulatedView?
    /// How many times each property (alpha, frame, transform) was set or given a new animation: a block's
    /// completion compares them to tell whether another animation replaced its own (R115).
    private var revisions = [0, 0, 0]
    /// How many times the view was put into a superview (an animator that added the to-view and removed it
    /// again, F9).
    public private(set) var timesAdded = 0
    /// The object that stands for this view in the app's code (AdaptiveUIKit's `UIView`): kept for as long as
    /// the view is, so that reading the hierarchy back gives the app's own objects.
    public var host: AnyObject?
    /// What answers for the view in layout passes (AdaptiveUIKit's view: the app's `layoutSubviews()` and
    /// `intrinsicContentSize`); without one the view lays out its subviews by the engine alone.
    public var layoutHost: (any SimulatedViewLayoutHost)?
    /// The view's Auto Layout and autoresizing state, made when first asked for (``layoutState``).
    var layout: ViewLayout?
    /// Whether the next layout pass lays out the view's subviews (`setNeedsLayout()`; a size change sets it).
    public internal(set) var needsLayout = false

    public init(_ kind: Kind, frame: Rect) {
        self.kind = kind
        model = ViewValues(frame: frame)
    }

    /// `controller id`, `wrapper(id)`, `dimming`, `container`, `window`.
    public var name: String {
        switch kind {
        case let .controller(id): id
        case .container: "container"
        case let .wrapper(id): "wrapper(\(id))"
        case .dimming: "dimming"
        case .window: "window"
        case let .view(name): name
        }
    }

    /// Whether the view draws something of its own (containers and the window do not).
    public var drawsContent: Bool {
        switch kind {
        case .container, .window: false
        case .controller, .wrapper, .dimming, .view: true
        }
    }

    /// Names the view after another controller (a substitute installed or removed while presented), or as
    /// a controller's root view once the app's view is loaded.
    public func relabel(_ kind: Kind) { self.kind = kind }

    // MARK: Hierarchy

    /// `addSubview(_:)`: on top, moved from its superview if it had one.
    public func addSubview(_ view: SimulatedView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
        view.timesAdded += 1
        // Adding a view lays out it and its new superview at the next pass (R176).
        view.needsLayout = true
        needsLayout = true
    }

    /// `insertSubview(_:belowSubview:)`; on top when `sibling` is not a subview.
    public func insertSubview(_ view: SimulatedView, below sibling: SimulatedView) {
        view.removeFromSuperview()
        let index = subviews.firstIndex { $0 === sibling } ?? subviews.endIndex
        subviews.insert(view, at: index)
        view.superview = self
        view.timesAdded += 1
        // Adding a view lays out it and its new superview at the next pass (R176).
        view.needsLayout = true
        needsLayout = true
    }

    /// `insertSubview(_:at:)`, clamped to the subviews' range.
    public func insertSubview(_ view: SimulatedView, at index: Int) {
        view.removeFromSuperview()
        subviews.insert(view, at: max(0, min(index, subviews.count)))
        view.superview = self
        view.timesAdded += 1
        // Adding a view lays out it and its new superview at the next pass (R176).
        view.needsLayout = true
        needsLayout = true
    }

    /// `removeFromSuperview()`.
    public func removeFromSuperview() {
        guard let superview else { return }
        if let index = superview.subviews.lastIndex(where: { $0 === self }) { superview.subviews.remove(at: index) }
        self.superview = nil
        superview.needsLayout = true
        superview.deactivateConstraints(reachingInto: self)
    }

    /// Whether `view` is this view or inside it.
    public func contains(_ view: SimulatedView) -> Bool {
        var current: SimulatedView? = view
        while let candidate = current {
            if candidate === self { return true }
            current = candidate.superview
        }
        return false
    }

    /// The index of the view among its superview's subviews.
    public var indexInSuperview: Int? { superview?.subviews.firstIndex { $0 === self } }

    // MARK: Values

    /// Lays the view out at `frame` without animation, as a layout pass does; nothing changes when it is
    /// there already (a window resized many times lays out its views at every step).
    func place(_ frame: Rect) {
        guard model.frame != frame || !animations.isEmpty else { return }
        set(.frame(frame))
    }

    /// Sets a model value at once, without animation (removing any animation of that property).
    public func set(_ value: PropertyAnimation.Value) {
        animations.removeAll { $0.to.sameProperty(as: value) }
        revisions[value.propertyIndex] += 1
        let size = model.frame.size
        apply(value)
        if case .frame = value, model.frame.size != size { didResize(from: size, animation: nil, at: .zero) }
    }

    /// `UIView.animate`: the model takes `value` at once; the presentation layer moves from what it shows
    /// `now` (additive since iOS 8, R114) over `duration` along `curve`.
    /// `from` overrides where the presentation layer starts (AdaptiveUIKit reads it before the block's
    /// assignment gave the model its new value).
    public func animate(
        to value: PropertyAnimation.Value, at now: VirtualTime, duration: VirtualTime, curve: TimingCurve,
        timing: PropertyAnimation.Timing? = nil, from: PropertyAnimation.Value? = nil
    ) {
        let shown = from ?? presentationValue(of: value, at: now)
        add(
            PropertyAnimation(
                from: shown, to: value, duration: duration, curve: curve, timing: timing ?? .running(start: now)),
            at: now)
    }

    /// Adds `animation` as the newest of its property (dropping the ones of that property over by `now`) and
    /// gives the model its end value.
    func add(_ animation: PropertyAnimation, at now: VirtualTime) {
        animations.removeAll { $0.to.sameProperty(as: animation.to) && $0.isOver(at: now) }
        animations.append(animation)
        revisions[animation.to.propertyIndex] += 1
        let size = model.frame.size
        apply(animation.to)
        if case .frame = animation.to, model.frame.size != size { didResize(from: size, animation: animation, at: now) }
    }

    /// Adds a keyframe animation's segments of one property, given in time order (R119): newest first in
    /// the list of animations is the earliest, so that the segment in progress, or the next one still
    /// holding its start value, is what the presentation layer shows. The model takes the last value.
    func addKeyframes(_ segments: [PropertyAnimation], at now: VirtualTime) {
        guard let last = segments.last else { return }
        for segment in segments.reversed() { add(segment, at: now) }
        apply(last.to)
    }

    /// How many times `property` was set or given a new animation so far.
    func revision(of property: PropertyAnimation.Value) -> Int { revisions[property.propertyIndex] }

    /// Gives the model `value` without touching the animations in flight.
    public func apply(_ value: PropertyAnimation.Value) {
        switch value {
        case let .alpha(alpha): model.alpha = alpha
        case let .frame(frame): model.frame = frame
        case let .transform(transform): model.transform = transform
        }
    }

    /// What the presentation layer shows of `property`'s kind at `now`: the newest animation of it still in
    /// flight, else the model.
    public func presentationValue(of property: PropertyAnimation.Value, at now: VirtualTime) -> PropertyAnimation.Value
    {
        if !layerAnimations.isEmpty {
            for layerAnimation in layerAnimations.reversed() {
                guard let first = layerAnimation.segments.first, first.to.sameProperty(as: property),
                    let value = layerAnimation.value(at: now)
                else { continue }
                return value
            }
        }
        if let animation = animations.last(where: { $0.to.sameProperty(as: property) && !$0.isOver(at: now) }) {
            return animation.value(at: now)
        }
        switch property {
        case .alpha: return .alpha(model.alpha)
        case .frame: return .frame(model.frame)
        case .transform: return .transform(model.transform)
        }
    }

    /// The presentation layer's values at `now` (R114).
    public func presentation(at now: VirtualTime) -> ViewValues {
        var values = model
        if case let .alpha(alpha) = presentationValue(of: .alpha(0), at: now) { values.alpha = alpha }
        if case let .frame(frame) = presentationValue(of: .frame(.zero), at: now) { values.frame = frame }
        if case let .transform(transform) = presentationValue(of: .transform(.identity), at: now) {
            values.transform = transform
        }
        return values
    }

    /// The presentation layer's values at `now` with every paused animation shown at `offset` of its time
    /// (a percent-driven transition's filmstrip).
    func presentation(at now: VirtualTime, pausedAt offset: VirtualTime) -> ViewValues {
        let saved = animations
        defer { animations = saved }
        for index in animations.indices {
            if case .paused = animations[index].timing { animations[index].timing = .paused(offset: offset) }
        }
        return presentation(at: now)
    }

    /// Drops the animations that ended by `now`.
    func pruneAnimations(at now: VirtualTime) {
        animations.removeAll { $0.isOver(at: now) }
        if !layerAnimations.isEmpty { dropFinishedLayerAnimations(at: now) }
        for subview in subviews { subview.pruneAnimations(at: now) }
    }

    /// Applies `change` to every animation of this view and its subviews (an interaction pausing, finishing
    /// or cancelling them).
    func retime(_ change: (inout PropertyAnimation) -> Void) {
        for index in animations.indices { change(&animations[index]) }
        for subview in subviews { subview.retime(change) }
    }

    /// Whether an animation of this view or a subview is still in flight at `now`.
    func isAnimating(at now: VirtualTime) -> Bool {
        animations.contains { !$0.isOver(at: now) } || layerAnimations.contains { !$0.isOver(at: now) }
            || subviews.contains { $0.isAnimating(at: now) }
    }

    // MARK: Layer animations (R183)

    /// Adds `animation` to the layer, replacing the one under the same key; returns the one it replaced.
    @discardableResult
    public func addLayerAnimation(_ animation: LayerAnimation) -> LayerAnimation? {
        let replaced = removeLayerAnimation(forKey: animation.key)
        layerAnimations.append(animation)
        return replaced
    }

    /// Removes the animation under `key`; returns it.
    @discardableResult
    public func removeLayerAnimation(forKey key: String) -> LayerAnimation? {
        guard let index = layerAnimations.firstIndex(where: { $0.key == key }) else { return nil }
        return layerAnimations.remove(at: index)
    }

    /// The animation under `key` still on the layer at `now` (one removed on completion leaves when it ends).
    public func layerAnimation(forKey key: String, at now: VirtualTime) -> LayerAnimation? {
        dropFinishedLayerAnimations(at: now)
        return layerAnimations.first { $0.key == key }
    }

    /// Drops the layer animations that ended by `now` and are removed on completion.
    public func dropFinishedLayerAnimations(at now: VirtualTime) {
        layerAnimations.removeAll { $0.removedOnCompletion && $0.isOver(at: now) }
    }
}

extension PropertyAnimation.Value {
    /// Whether two values are of the same property.
    func sameProperty(as other: PropertyAnimation.Value) -> Bool {
        switch (self, other) {
        case (.alpha, .alpha), (.frame, .frame), (.transform, .transform): true
        default: false
        }
    }

    /// The property's position among alpha, frame and transform.
    var propertyIndex: Int {
        switch self {
        case .alpha: 0
        case .frame: 1
        case .transform: 2
        }
    }
}

/// Where a view is, computed in one place for the reports, the filmstrip and AdaptiveUIKit's `convert` and
/// `frame`: each view's frame is in its superview's coordinates, its transform turns its bounds about their
/// centre, and a point goes from one view's bounds to another's through every transform on the way, up to the
/// outermost view (the window's) and down again.
extension SimulatedView {
    /// Which values geometry reads.
    public enum Values: Hashable, Sendable {
        /// The model values: what the app set, what UIKit's `frame` and `convert` read.
        case model
        /// What the presentation layers show at a time (an interaction's paused animations at `pausedAt`,
        /// an offset from their start, when given).
        case presentation(at: VirtualTime, pausedAt: VirtualTime?)
    }

    /// This view's values, as `values` says.
    public func values(_ values: Values) -> ViewValues {
        switch values {
        case .model: model
        case let .presentation(time, offset):
            offset.map { presentation(at: time, pausedAt: $0) } ?? presentation(at: time)
        }
    }

    /// `point` of this view's bounds in `view`'s bounds (the outermost view's, the window's, when `nil`).
    public func convert(_ point: Point, to view: SimulatedView?, values: Values = .model) -> Point {
        let inRoot = pointInRoot(point, values: values)
        guard let view else { return inRoot }
        return view.point(fromRoot: inRoot, values: values)
    }

    /// `point` of `view`'s bounds (the outermost view's, the window's, when `nil`) in this view's bounds.
    public func convert(_ point: Point, from view: SimulatedView?, values: Values = .model) -> Point {
        let inRoot = view.map { $0.pointInRoot(point, values: values) } ?? point
        return self.point(fromRoot: inRoot, values: values)
    }

    /// `rect` of this view's bounds in `view`'s bounds: the bounding box of its corners.
    public func convert(_ rect: Rect, to view: SimulatedView?, values: Values = .model) -> Rect {
        Rect.enclosing(rect.corners.map { convert($0, to: view, values: values) })
    }

    /// `rect` of `view`'s bounds in this view's bounds: the bounding box of its corners.
    public func convert(_ rect: Rect, from view: SimulatedView?, values: Values = .model) -> Rect {
        Rect.enclosing(rect.corners.map { convert($0, from: view, values: values) })
    }

    /// The view's frame as its superview places it, in the window's coordinates: its own transform apart
    /// (the reports give it beside the frame), every transform above it composed.
    public func frameInWindow(values: Values = .model) -> Rect {
        let frame = self.values(values).frame
        guard let superview else { return frame }
        return superview.convert(frame, to: nil, values: values)
    }

    /// The model frame in the window's coordinates, the transforms above composed (``frameInWindow(values:)``).
    public var frameInWindow: Rect { frameInWindow() }

    /// A point of this view's bounds in the coordinates of its outermost superview (the window's).
    private func pointInRoot(_ point: Point, values: Values) -> Point {
        var point = point
        var current: SimulatedView? = self
        while let candidate = current, candidate.kind != .window {
            point = candidate.values(values).pointInSuperview(point)
            current = candidate.superview
        }
        return point
    }

    /// A point of the outermost superview's coordinates in this view's bounds.
    private func point(fromRoot point: Point, values: Values) -> Point {
        var chain: [SimulatedView] = []
        var current: SimulatedView? = self
        while let candidate = current, candidate.kind != .window {
            chain.append(candidate)
            current = candidate.superview
        }
        return chain.reversed().reduce(point) { $1.values(values).pointInBounds($0) }
    }
}

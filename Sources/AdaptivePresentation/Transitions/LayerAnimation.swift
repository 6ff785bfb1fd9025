/// An explicit Core Animation animation on a view's layer (`CALayer.add(_:forKey:)`): unlike a block
/// animation (R114) it leaves the model as it is and shows its own values over it, segment by segment, while
/// it runs; when it ends the layer shows the model again, or keeps its last value when it fills forwards and
/// is not removed on completion (R183).
public struct LayerAnimation: Sendable {
    /// The key it was added under (a unique one when the app gave none).
    public let key: String
    /// The segments of one property, in time order (a basic animation has one).
    public let segments: [PropertyAnimation]
    /// Whether the layer keeps the last value after the end (`fillMode` forwards or both, and
    /// `isRemovedOnCompletion` false).
    public let holdsEnd: Bool
    /// Whether the animation leaves the layer when it ends (`isRemovedOnCompletion`).
    public let removedOnCompletion: Bool
    /// A number telling this addition apart from another under the same key.
    public let serial: Int
    /// When it is cut short, if it is (a group's child beyond the group's duration).
    public let clippedEnd: VirtualTime?

    public init(
        key: String, segments: [PropertyAnimation], holdsEnd: Bool, removedOnCompletion: Bool, serial: Int,
        clippedEnd: VirtualTime? = nil
    ) {
        self.key = key
        self.segments = segments
        self.holdsEnd = holdsEnd
        self.removedOnCompletion = removedOnCompletion
        self.serial = serial
        self.clippedEnd = clippedEnd
    }

    /// When it ends: its last segment's end, or where it is cut short.
    public var end: VirtualTime? {
        let last = segments.compactMap(\.end).max()
        guard let clippedEnd else { return last }
        return last.map { min($0, clippedEnd) } ?? clippedEnd
    }

    /// Whether it has run out at `now`.
    public func isOver(at now: VirtualTime) -> Bool {
        if let clippedEnd, now >= clippedEnd { return true }
        return segments.allSatisfy { $0.isOver(at: now) }
    }

    /// The value it shows at `now`: the segment in progress, the last one reached, or the first one's start
    /// before it begins; `nil` once over unless it holds its end.
    public func value(at now: VirtualTime) -> PropertyAnimation.Value? {
        guard let first = segments.first, let last = segments.last else { return nil }
        if isOver(at: now) {
            guard holdsEnd else { return nil }
            if let clippedEnd, let end = segments.compactMap(\.end).max(), clippedEnd < end {
                return shown(at: clippedEnd, first: first)
            }
            return last.to
        }
        return shown(at: now, first: first)
    }

    private func shown(at now: VirtualTime, first: PropertyAnimation) -> PropertyAnimation.Value {
        if let current = segments.last(where: { segment in
            if case let .running(start) = segment.timing { return start <= now }
            return true
        }) {
            return current.value(at: now)
        }
        return first.from
    }
}

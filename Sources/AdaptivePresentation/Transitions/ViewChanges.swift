/// What an animation block changes on one view: each property from a start value (set before the block) to
/// an end value (set inside it). `nil` leaves a property alone.
public struct ViewChanges: Hashable, Sendable {
    /// A property's start and end values.
    public struct Change<Value: Hashable & Sendable>: Hashable, Sendable {
        public var start: Value
        public var end: Value

        public init(_ start: Value, _ end: Value) {
            self.start = start
            self.end = end
        }
    }

    public var alpha: Change<Double>?
    public var frame: Change<FrameValue>?
    public var transform: Change<Transform>?

    public init(alpha: Change<Double>? = nil, frame: Change<FrameValue>? = nil, transform: Change<Transform>? = nil) {
        self.alpha = alpha
        self.frame = frame
        self.transform = transform
    }
}

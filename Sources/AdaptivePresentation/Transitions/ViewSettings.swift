/// Values a completion block sets on one view (`fromView.alpha = 1`). `nil` leaves a property alone.
public struct ViewSettings: Hashable, Sendable {
    public var alpha: Double?
    public var frame: FrameValue?
    public var transform: Transform?

    public init(alpha: Double? = nil, frame: FrameValue? = nil, transform: Transform? = nil) {
        self.alpha = alpha
        self.frame = frame
        self.transform = transform
    }
}

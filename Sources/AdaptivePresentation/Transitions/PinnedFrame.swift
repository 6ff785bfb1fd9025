/// A frame pinned to the edges of its container, as a custom presentation controller's
/// `frameOfPresentedViewInContainerView` usually computes it (R122, R123): laid out again from the
/// container's bounds on every resize and rotation.
///
/// Each axis takes two of its three values: `leading`, `trailing` and `width` across; `top`, `bottom` and
/// `height` down. With one edge only, the size is needed; with neither edge, the frame is centred.
public struct PinnedFrame: Hashable, Sendable {
    public var leading: Double?
    public var trailing: Double?
    public var width: Double?
    public var top: Double?
    public var bottom: Double?
    public var height: Double?

    public init(
        leading: Double? = nil, trailing: Double? = nil, width: Double? = nil, top: Double? = nil,
        bottom: Double? = nil, height: Double? = nil
    ) {
        self.leading = leading
        self.trailing = trailing
        self.width = width
        self.top = top
        self.bottom = bottom
        self.height = height
    }

    /// The frame in a container of `bounds`; a size that would be negative is zero.
    public func frame(in bounds: Rect) -> Rect {
        let (x, width) = Self.axis(
            start: leading, end: trailing, length: width, containerStart: bounds.x, containerLength: bounds.width)
        let (y, height) = Self.axis(
            start: top, end: bottom, length: height, containerStart: bounds.y, containerLength: bounds.height)
        return Rect(x: x, y: y, width: width, height: height)
    }

    private static func axis(
        start: Double?, end: Double?, length: Double?, containerStart: Double, containerLength: Double
    ) -> (Double, Double) {
        switch (start, end, length) {
        case let (start?, end?, _):
            return (containerStart + start, max(0, containerLength - start - end))
        case let (start?, nil, length):
            return (containerStart + start, max(0, length ?? containerLength - start))
        case let (nil, end?, length):
            let size = max(0, length ?? containerLength - end)
            return (containerStart + containerLength - end - size, size)
        case let (nil, nil, length?):
            let size = max(0, length)
            return (containerStart + (containerLength - size) / 2, size)
        case (nil, nil, nil):
            return (containerStart, containerLength)
        }
    }
}

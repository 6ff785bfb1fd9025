/// A width and height in UIKit points.
public struct Size: Hashable, Sendable, Codable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The same size with width and height exchanged (portrait ↔ landscape).
    public var transposed: Size { Size(width: height, height: width) }

    /// A free-form window's size after the device turns from `old` to `new`: the window turns with the
    /// device, so a change of orientation transposes it, and a device turned to the orientation it already
    /// has changes nothing. Every rotation (a scenario's `rotate:` step, ``Window/rotate(to:)``) takes its
    /// size from here.
    public func rotated(from old: Orientation, to new: Orientation) -> Size {
        old == new ? self : transposed
    }

    /// `375x667`, or `561.5x744` when a component is fractional.
    public var description: String { "\(Size.format(width))x\(Size.format(height))" }

    /// Formats a point value without a trailing `.0`.
    public static func format(_ value: Double) -> String {
        if value.rounded() == value, abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }
}

/// A rectangle in window coordinates (UIKit points, origin top left).
public struct Rect: Hashable, Sendable, Codable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// `CGRect.zero`: a transition context's "unknown" frame (R96).
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public init(origin: (x: Double, y: Double) = (0, 0), size: Size) {
        self.init(x: origin.x, y: origin.y, width: size.width, height: size.height)
    }

    public var size: Size { Size(width: width, height: height) }

    /// The right edge (`maxX`).
    public var maxX: Double { x + width }
    /// The bottom edge (`maxY`).
    public var maxY: Double { y + height }

    /// The same size at the origin: a view's bounds, from its frame.
    public var atOrigin: Rect { Rect(x: 0, y: 0, width: width, height: height) }

    /// `{x, y, width, height}` with integral values written without `.0`.
    public var description: String {
        "{\(Size.format(x)), \(Size.format(y)), \(Size.format(width)), \(Size.format(height))}"
    }
}

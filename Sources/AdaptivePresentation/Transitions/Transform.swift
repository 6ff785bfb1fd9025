import Foundation

/// A two-dimensional affine transform, as `CGAffineTransform`: `[a b; c d]` and the translation `tx, ty`,
/// applied about the view's centre (R121).
public struct Transform: Hashable, Sendable, CustomStringConvertible {
    public var a: Double
    public var b: Double
    public var c: Double
    public var d: Double
    public var tx: Double
    public var ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    public static let identity = Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// `CGAffineTransform(scaleX:y:)`.
    public static func scale(_ x: Double, _ y: Double) -> Transform { Transform(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0) }

    /// `CGAffineTransform(translationX:y:)`.
    public static func translate(_ x: Double, _ y: Double) -> Transform {
        Transform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    /// `CGAffineTransform(rotationAngle:)`, in degrees.
    public static func rotate(degrees: Double) -> Transform {
        let radians = degrees * .pi / 180
        return Transform(a: cos(radians), b: sin(radians), c: -sin(radians), d: cos(radians), tx: 0, ty: 0)
    }

    public var isIdentity: Bool { self == .identity }

    /// Component-wise interpolation from `self` to `other` at `progress` (Core Animation interpolates a
    /// transform's components; a spring's overshoot goes past `other`).
    public func interpolated(to other: Transform, progress: Double) -> Transform {
        func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * progress }
        return Transform(
            a: mix(a, other.a), b: mix(b, other.b), c: mix(c, other.c), d: mix(d, other.d), tx: mix(tx, other.tx),
            ty: mix(ty, other.ty))
    }

    /// The rectangle `frame` covers once transformed about its centre: its bounding box.
    public func applied(to frame: Rect) -> Rect {
        guard !isIdentity else { return frame }
        let cx = frame.x + frame.width / 2, cy = frame.y + frame.height / 2
        let corners = [(-1.0, -1.0), (1.0, -1.0), (-1.0, 1.0), (1.0, 1.0)].map { sx, sy in
            let x = sx * frame.width / 2, y = sy * frame.height / 2
            return (cx + a * x + c * y + tx, cy + b * x + d * y + ty)
        }
        let xs = corners.map(\.0), ys = corners.map(\.1)
        let minX = xs.min() ?? cx, minY = ys.min() ?? cy
        return Rect(x: minX, y: minY, width: (xs.max() ?? cx) - minX, height: (ys.max() ?? cy) - minY)
    }

    /// `{scale: 0.5}`, `{translate: [0, 100]}`, or the six components.
    public var description: String {
        if b == 0, c == 0, tx == 0, ty == 0 {
            return a == d ? "{scale: \(Size.format(a))}" : "{scale: [\(Size.format(a)), \(Size.format(d))]}"
        }
        if a == 1, b == 0, c == 0, d == 1 { return "{translate: [\(Size.format(tx)), \(Size.format(ty))]}" }
        return "[\([a, b, c, d, tx, ty].map { Size.format(($0 * 10000).rounded() / 10000) }.joined(separator: ", "))]"
    }
}

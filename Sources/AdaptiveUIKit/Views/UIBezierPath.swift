import Foundation

/// A path of rectangles, rounded rectangles, ovals, arcs, lines and curves, as UIKit's `UIBezierPath`, for a
/// layer's ``CALayer/shadowPath`` or a shape layer's path. The box around the shape is kept (``bounds``,
/// arcs bounded by their extreme points, curves by their control points) and the current point; nothing is
/// drawn.
@preconcurrency @MainActor
open class UIBezierPath: NSObject {
    /// The smallest rectangle containing the path.
    open private(set) var bounds: CGRect

    /// An empty path.
    public override init() {
        bounds = .zero
    }

    /// A rectangle.
    public init(rect: CGRect) {
        bounds = rect
    }

    /// An oval inscribed in `rect`.
    public init(ovalIn rect: CGRect) {
        bounds = rect
    }

    /// A rectangle with all its corners rounded by `cornerRadius`.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        bounds = rect
    }

    /// A rectangle with `corners` rounded by `cornerRadii`.
    public init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        bounds = rect
    }

    /// The point the next segment starts from.
    open private(set) var currentPoint: CGPoint = .zero
    /// Whether the path has no segment.
    open var isEmpty: Bool { !hasPoints }
    /// Stored only: nothing is drawn.
    open var lineWidth: CGFloat = 1
    private var hasPoints = false

    /// An arc of the circle around `center` from `startAngle` to `endAngle` (radians), clockwise or not.
    public convenience init(
        arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// Starts a new subpath at `point`.
    open func move(to point: CGPoint) {
        include(point)
        currentPoint = point
    }

    /// A line to `point`.
    open func addLine(to point: CGPoint) {
        include(currentPoint)
        include(point)
        currentPoint = point
    }

    /// A cubic curve to `endPoint` (bounded by its control points).
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        for point in [currentPoint, controlPoint1, controlPoint2, endPoint] { include(point) }
        currentPoint = endPoint
    }

    /// A quadratic curve to `endPoint`.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        for point in [currentPoint, controlPoint, endPoint] { include(point) }
        currentPoint = endPoint
    }

    /// An arc, with a line to its start from the current point when the path has one.
    open func addArc(
        withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        func point(_ angle: CGFloat) -> CGPoint {
            CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
        let start = point(startAngle)
        if hasPoints { include(currentPoint) }
        include(start)
        // The sweep, clockwise in UIKit's flipped coordinates meaning increasing angles.
        var sweep = clockwise ? endAngle - startAngle : startAngle - endAngle
        let full = 2 * CGFloat.pi
        if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: full) + full }
        if abs(endAngle - startAngle) >= full { sweep = full }
        var quarter = (startAngle / (CGFloat.pi / 2)).rounded(clockwise ? .up : .down) * (CGFloat.pi / 2)
        while abs(quarter - startAngle) < sweep {
            include(point(quarter))
            quarter += clockwise ? CGFloat.pi / 2 : -CGFloat.pi / 2
        }
        let end = point(endAngle)
        include(end)
        currentPoint = end
    }

    /// Closes the subpath.
    open func close() {}

    /// Removes every segment.
    open func removeAllPoints() {
        bounds = .zero
        hasPoints = false
        currentPoint = .zero
    }

    /// Adds `bezierPath`'s shape.
    open func append(_ bezierPath: UIBezierPath) {
        guard !bezierPath.isEmpty || bezierPath.bounds != .zero else { return }
        include(CGPoint(x: bezierPath.bounds.minX, y: bezierPath.bounds.minY))
        include(CGPoint(x: bezierPath.bounds.maxX, y: bezierPath.bounds.maxY))
        currentPoint = bezierPath.currentPoint
    }

    private func include(_ point: CGPoint) {
        if !hasPoints && bounds == .zero {
            bounds = CGRect(origin: point, size: .zero)
        } else {
            bounds = bounds.union(CGRect(origin: point, size: .zero))
        }
        hasPoints = true
    }

    /// The path as a Core Graphics path (its box).
    open var cgPath: CGPath { CGPath(rect: bounds, transform: nil) }

    /// Transforms the path (its box).
    open func apply(_ transform: CGAffineTransform) {
        bounds = bounds.applying(transform)
    }
}

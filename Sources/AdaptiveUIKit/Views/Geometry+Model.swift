import AdaptivePresentation
import Foundation

// Conversions between Core Graphics' values and the simulation's.

extension CGRect {
    init(_ rect: Rect) {
        self.init(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
    }

    var model: Rect { Rect(x: Double(origin.x), y: Double(origin.y), width: Double(width), height: Double(height)) }
}

extension CGAffineTransform {
    init(_ transform: Transform) {
        self.init(
            a: CGFloat(transform.a), b: CGFloat(transform.b), c: CGFloat(transform.c), d: CGFloat(transform.d),
            tx: CGFloat(transform.tx), ty: CGFloat(transform.ty))
    }

    var model: Transform {
        Transform(a: Double(a), b: Double(b), c: Double(c), d: Double(d), tx: Double(tx), ty: Double(ty))
    }
}

extension CGPoint {
    init(_ point: Point) {
        self.init(x: point.x, y: point.y)
    }

    var model: Point { Point(x: Double(x), y: Double(y)) }
}

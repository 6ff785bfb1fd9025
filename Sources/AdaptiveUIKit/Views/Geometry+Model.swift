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

extension ViewValues {
    /// A point of the view's bounds in its superview's coordinates: the transform turns about the centre.
    func pointInSuperview(_ point: CGPoint) -> CGPoint {
        if transform.isIdentity { return CGPoint(x: point.x + CGFloat(frame.x), y: point.y + CGFloat(frame.y)) }
        let local = CGPoint(x: point.x - CGFloat(frame.width) / 2, y: point.y - CGFloat(frame.height) / 2)
        let moved = local.applying(CGAffineTransform(transform))
        return CGPoint(
            x: CGFloat(frame.x + frame.width / 2) + moved.x, y: CGFloat(frame.y + frame.height / 2) + moved.y)
    }

    /// A point of the superview's coordinates in the view's bounds.
    func pointInBounds(_ point: CGPoint) -> CGPoint {
        if transform.isIdentity { return CGPoint(x: point.x - CGFloat(frame.x), y: point.y - CGFloat(frame.y)) }
        let local = CGPoint(
            x: point.x - CGFloat(frame.x + frame.width / 2), y: point.y - CGFloat(frame.y + frame.height / 2))
        let unmoved = local.applying(CGAffineTransform(transform).inverted())
        return CGPoint(x: unmoved.x + CGFloat(frame.width) / 2, y: unmoved.y + CGFloat(frame.height) / 2)
    }

    /// UIKit's `frame`: the bounds as the transform turns them, in the superview's coordinates.
    var uiFrame: CGRect {
        if transform.isIdentity { return CGRect(frame) }
        let width = CGFloat(frame.width)
        let height = CGFloat(frame.height)
        return CGRect.enclosing(
            [CGPoint(x: 0, y: 0), CGPoint(x: width, y: 0), CGPoint(x: 0, y: height), CGPoint(x: width, y: height)]
                .map(pointInSuperview))
    }
}

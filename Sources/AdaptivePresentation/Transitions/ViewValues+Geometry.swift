/// A view's geometry from its values (R121): its frame is in its superview's coordinates and its transform
/// turns its bounds about their centre, as UIKit's `center`, `bounds` and `transform` do.
extension ViewValues {
    /// A point of the view's bounds in its superview's coordinates.
    public func pointInSuperview(_ point: Point) -> Point {
        if transform.isIdentity { return Point(x: point.x + frame.x, y: point.y + frame.y) }
        let moved = transform.applied(to: Point(x: point.x - frame.width / 2, y: point.y - frame.height / 2))
        return Point(x: frame.x + frame.width / 2 + moved.x, y: frame.y + frame.height / 2 + moved.y)
    }

    /// A point of the superview's coordinates in the view's bounds.
    public func pointInBounds(_ point: Point) -> Point {
        if transform.isIdentity { return Point(x: point.x - frame.x, y: point.y - frame.y) }
        let local = Point(x: point.x - (frame.x + frame.width / 2), y: point.y - (frame.y + frame.height / 2))
        let unmoved = transform.inverted.applied(to: local)
        return Point(x: unmoved.x + frame.width / 2, y: unmoved.y + frame.height / 2)
    }

}

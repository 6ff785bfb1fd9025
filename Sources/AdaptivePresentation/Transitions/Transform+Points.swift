extension Transform {
    /// `point` transformed (`CGPoint.applying(_:)`).
    public func applied(to point: Point) -> Point {
        Point(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }

    /// The inverse transform; a transform that cannot be inverted (a scale of zero) is returned unchanged, as
    /// `CGAffineTransform.inverted()` does.
    public var inverted: Transform {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return self }
        let ia = d / determinant, ib = -b / determinant, ic = -c / determinant, id = a / determinant
        return Transform(a: ia, b: ib, c: ic, d: id, tx: -(ia * tx + ic * ty), ty: -(ib * tx + id * ty))
    }
}

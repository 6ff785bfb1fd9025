extension Rect {
    /// The four corners: top left, top right, bottom left, bottom right.
    public var corners: [Point] {
        [
            Point(x: x, y: y), Point(x: x + width, y: y), Point(x: x, y: y + height),
            Point(x: x + width, y: y + height),
        ]
    }

    /// The smallest rectangle holding `points` (`.zero` for none).
    public static func enclosing(_ points: [Point]) -> Rect {
        guard let first = points.first else { return .zero }
        var minX = first.x, minY = first.y, maxX = first.x, maxY = first.y
        for point in points.dropFirst() {
            minX = min(minX, point.x)
            minY = min(minY, point.y)
            maxX = max(maxX, point.x)
            maxY = max(maxY, point.y)
        }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

/// What a collapsed column-style split view shows (R68, R69): the column on top of its stack, or its
/// compact column.
public struct SplitCollapsedColumns: Hashable, Sendable {
    /// The column on top of the stack.
    public var topColumn: SplitColumn
    /// Whether the compact column's controller is shown instead of the stack.
    public var showsCompactColumn: Bool

    public init(topColumn: SplitColumn, showsCompactColumn: Bool) {
        self.topColumn = topColumn
        self.showsCompactColumn = showsCompactColumn
    }
}

/// What a storyboard or the app's code sets on a split view controller besides its primary and secondary
/// (the "Scenario and storyboard files" article, `split:`): the style, the other columns, display mode, widths and the delegate.
public struct SplitConfiguration: Hashable, Sendable {
    public var style: SplitStyle
    /// Triple column only.
    public var supplementary: String?
    /// Column styles only: the controller shown when collapsed.
    public var compact: String?
    public var preferredDisplayMode: SplitDisplayMode
    /// `preferredPrimaryColumnWidth` in points; beats the fraction (R66).
    public var preferredPrimaryColumnWidth: Double?
    /// `preferredPrimaryColumnWidthFraction` (R66).
    public var preferredPrimaryColumnWidthFraction: Double?
    /// `nil`: no delegate.
    public var delegate: SplitDelegateDeclaration?

    public init(
        style: SplitStyle = .classic, supplementary: String? = nil, compact: String? = nil,
        preferredDisplayMode: SplitDisplayMode = .automatic, preferredPrimaryColumnWidth: Double? = nil,
        preferredPrimaryColumnWidthFraction: Double? = nil, delegate: SplitDelegateDeclaration? = nil
    ) {
        self.style = style
        self.supplementary = supplementary
        self.compact = compact
        self.preferredDisplayMode = preferredDisplayMode
        self.preferredPrimaryColumnWidth = preferredPrimaryColumnWidth
        self.preferredPrimaryColumnWidthFraction = preferredPrimaryColumnWidthFraction
        self.delegate = delegate
    }
}

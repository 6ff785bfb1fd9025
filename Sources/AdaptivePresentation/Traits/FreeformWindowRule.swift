/// How a free-form window (Stage Manager, iPadOS 26 windowing) gets its size classes on one idiom.
///
/// Apple documents no threshold; the rule is data in `devices.yaml` so that a team can change it. The
/// shipped rule for iPads is "horizontally regular if and only if the window is at least 678 points wide",
/// the smallest Split View width ever measured as regular (every measured compact window is at most 639).
public struct FreeformWindowRule: Hashable, Sendable {
    /// The smallest width that is horizontally regular.
    public var regularWidthAtLeast: Double
    /// The smallest height that is vertically regular; `nil` means always regular.
    public var regularHeightAtLeast: Double?

    public init(regularWidthAtLeast: Double, regularHeightAtLeast: Double? = nil) {
        self.regularWidthAtLeast = regularWidthAtLeast
        self.regularHeightAtLeast = regularHeightAtLeast
    }

    /// The size classes of a window of this size.
    public func sizeClasses(for window: Size) -> (horizontal: SizeClass, vertical: SizeClass) {
        let horizontal: SizeClass = window.width >= regularWidthAtLeast ? .regular : .compact
        let vertical: SizeClass
        if let threshold = regularHeightAtLeast {
            vertical = window.height >= threshold ? .regular : .compact
        } else {
            vertical = .regular
        }
        return (horizontal, vertical)
    }
}

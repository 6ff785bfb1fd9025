/// How a layer's rounded corners curve, as Core Animation's `CALayerCornerCurve`. Stored only: nothing is
/// drawn.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    /// A curve by its Core Animation name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// A quarter circle (the default).
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// iOS 13+: the continuous curve of the system's own rounded rectangles.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

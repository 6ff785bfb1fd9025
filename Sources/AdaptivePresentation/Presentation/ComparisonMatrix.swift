/// The resolved style and appearance of requested styles across devices, orientations, layouts and eras,
/// with no delegate: what `adaptive-sim compare` prints.
public struct ComparisonMatrix: Hashable, Sendable {
    /// One cell: an environment, an iOS version and a requested style, with the decision.
    public struct Row: Hashable, Sendable {
        public var environment: Environment
        public var era: Era
        public var requested: PresentationStyle
        public var decision: PresentationDecision
    }

    public var rows: [Row]

    /// Every environment of `devices` (portrait then landscape, layouts in order) × `eras` × `styles`.
    public init(devices: [DeviceProfile], styles: [PresentationStyle], eras: [Era]) {
        self.init(devices: devices, styles: styles, eras: eras, orientations: [], layouts: [], delegate: nil)
    }
}

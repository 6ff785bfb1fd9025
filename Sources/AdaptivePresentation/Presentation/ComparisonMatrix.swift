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
        var rows: [Row] = []
        rows.reserveCapacity(devices.reduce(0) { $0 + $1.layouts.count } * eras.count * styles.count)
        for device in devices {
            for profile in device.layouts {
                let environment = Environment(device: device, profile: profile)
                for era in eras {
                    let decider = PresentationDecider(era: era)
                    for style in styles {
                        rows.append(Row(
                            environment: environment, era: era, requested: style,
                            decision: decider.present(style: style, in: environment.traits, delegate: nil)))
                    }
                }
            }
        }
        self.rows = rows
    }
}

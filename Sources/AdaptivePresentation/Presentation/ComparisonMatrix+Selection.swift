extension ComparisonMatrix {
    /// The environments of `devices` in the given orientations and layouts only (all when a list is empty) ×
    /// `eras` × `styles`, each decided with `delegate` as the presentation's adaptive delegate (none when
    /// `nil`): `compare --orientations … --layouts … --delegate-style …`.
    public init(
        devices: [DeviceProfile], styles: [PresentationStyle], eras: [Era], orientations: [Orientation],
        layouts: [MultitaskingLayout], delegate: FixedDelegateAnswers?
    ) {
        func selected(_ profile: LayoutProfile) -> Bool {
            (orientations.isEmpty || orientations.contains(profile.orientation))
                && (layouts.isEmpty || layouts.contains(profile.layout))
        }
        // Rows are large (an environment and a decision): growing the array by doubling copied them again
        // and again into fresh pages, a sizeable part of `compare`'s time.
        var rows: [Row] = []
        rows.reserveCapacity(devices.reduce(0) { $0 + $1.layouts.count(where: selected) } * eras.count * styles.count)
        for device in devices {
            for profile in device.layouts where selected(profile) {
                let environment = Environment(device: device, profile: profile)
                for era in eras {
                    let decider = PresentationDecider(era: era)
                    for style in styles {
                        rows.append(
                            Row(
                                environment: environment, era: era, requested: style,
                                decision: decider.present(style: style, in: environment.traits, delegate: delegate)))
                    }
                }
            }
        }
        self.rows = rows
    }

    /// Only the rows of an environment and requested style whose answer (style, appearance, adapted)
    /// differs between the iOS versions compared: where an app's behaviour changes with the iOS version.
    public var differingAcrossEras: ComparisonMatrix {
        struct Key: Hashable {
            var environment: Environment
            var requested: PresentationStyle
        }
        struct Answer: Hashable {
            var style: PresentationStyle
            var appearance: PresentationAppearance
            var adapted: Bool
        }
        var answers: [Key: Set<Answer>] = [:]
        for row in rows {
            let answer = Answer(
                style: row.decision.style, appearance: row.decision.appearance, adapted: row.decision.adapted)
            answers[Key(environment: row.environment, requested: row.requested), default: []].insert(answer)
        }
        var result = self
        result.rows = rows.filter {
            (answers[Key(environment: $0.environment, requested: $0.requested)]?.count ?? 0) > 1
        }
        return result
    }
}

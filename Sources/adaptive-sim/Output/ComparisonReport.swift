import AdaptivePresentation

/// Renders a ``ComparisonMatrix`` for `adaptive-sim compare`.
struct ComparisonReport {
    let matrix: ComparisonMatrix

    static let header = [
        "DEVICE", "ORIENTATION", "LAYOUT", "WINDOW", "TRAITS", "IOS", "REQUESTED", "STYLE", "APPEARANCE", "ADAPTED",
    ]

    var table: TextTable {
        TextTable(header: Self.header, rows: matrix.rows.map { row in
            [
                row.environment.device.id, row.environment.orientation.rawValue, row.environment.layoutName,
                row.environment.window.description, row.environment.traits.description, String(row.era.iOS),
                row.requested.rawValue, row.decision.style.rawValue, row.decision.appearance.rawValue,
                row.decision.adapted ? "yes" : "no",
            ]
        })
    }

    /// `{"comparison":[{"device","orientation","layout","window","traits","ios","requested","style","appearance","adapted"}]}`.
    var json: JSONValue {
        .object([("comparison", .array(matrix.rows.map { row in
            .object([
                ("device", .string(row.environment.device.id)),
                ("orientation", .string(row.environment.orientation.rawValue)),
                ("layout", .string(row.environment.layoutName)),
                ("window", .size(row.environment.window)),
                ("traits", .traits(row.environment.traits)),
                ("ios", .number(Double(row.era.iOS))),
                ("requested", .string(row.requested.rawValue)),
                ("style", .string(row.decision.style.rawValue)),
                ("appearance", .string(row.decision.appearance.rawValue)),
                ("adapted", .bool(row.decision.adapted)),
            ])
        }))])
    }
}

import AdaptivePresentation

/// The `devices` table: one row per device, orientation and layout, in aligned columns.
enum DevicesTable {
    static let header = ["DEVICE", "ORIENTATION", "LAYOUT", "WINDOW", "HORIZONTAL", "VERTICAL"]

    /// The rows, without the header.
    static func rows(_ catalog: DeviceCatalog) -> [[String]] {
        catalog.devices.flatMap { device in
            device.layouts.map { profile in
                [device.id, profile.orientation.rawValue, profile.layout.rawValue, profile.window.description,
                 profile.horizontalSizeClass.rawValue, profile.verticalSizeClass.rawValue]
            }
        }
    }

    static func write(_ catalog: DeviceCatalog) {
        let console = Console.standardOutput
        let rows = rows(catalog)
        let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        func format(_ row: [String]) -> String {
            row.indices.map { column in
                column == row.count - 1 ? row[column] : row[column].padding(toLength: widths[column] + 2, withPad: " ", startingAt: 0)
            }.joined()
        }
        var text = console.styled(format(header), .bold) + "\n"
        for row in rows { text += format(row) + "\n" }
        console.write(text)
    }
}

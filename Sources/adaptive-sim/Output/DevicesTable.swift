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
        console.write(TextTable(header: header, rows: rows(catalog)).aligned(console: console))
    }
}

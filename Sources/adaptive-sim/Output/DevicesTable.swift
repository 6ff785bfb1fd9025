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

    /// The names table's header: every name `--devices`, `--device` and `device:` accept.
    static let namesHeader = ["DEVICE", "NAME", "ALIASES"]

    /// One row per device: its id, display name and aliases.
    static func nameRows(_ catalog: DeviceCatalog) -> [[String]] {
        catalog.devices.map { [$0.id, $0.name, $0.aliases.joined(separator: ", ")] }
    }

    /// The environments, then after a blank line the names each device answers to.
    static func write(_ catalog: DeviceCatalog) {
        let console = Console.standardOutput
        console.write(TextTable(header: header, rows: rows(catalog)).aligned(console: console))
        console.write("\n" + TextTable(header: namesHeader, rows: nameRows(catalog)).aligned(console: console))
    }
}

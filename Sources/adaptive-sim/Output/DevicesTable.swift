import AdaptivePresentation

/// The `devices` table: one row per device, orientation and layout, in aligned columns.
enum DevicesTable {
    static let header = ["DEVICE", "ORIENTATION", "LAYOUT", "WINDOW", "HORIZONTAL", "VERTICAL"]

    /// The rows, without the header.
    static func rows(_ catalog: DeviceCatalog) -> [[String]] {
        catalog.devices.flatMap { device in
            device.layouts.map { profile in
                [
                    UserText.bounded(device.id), profile.orientation.rawValue, profile.layout.rawValue,
                    profile.window.description,
                    profile.horizontalSizeClass.rawValue, profile.verticalSizeClass.rawValue,
                ]
            }
        }
    }

    /// The names table's header: every name `--devices`, `--device` and `device:` accept.
    static let namesHeader = ["DEVICE", "NAME", "ALIASES"]

    /// One row per device: its id, display name and aliases, as ``/AdaptivePresentation/UserText`` shows text from a catalog file.
    static func nameRows(_ catalog: DeviceCatalog) -> [[String]] {
        catalog.devices.map {
            [
                UserText.bounded($0.id), UserText.bounded($0.name),
                $0.aliases.map { UserText.bounded($0) }.joined(separator: ", "),
            ]
        }
    }

    /// The environments, then after a blank line the names each device answers to.
    static func write(_ catalog: DeviceCatalog) {
        let console = Console.standardOutput
        console.write(TextTable(header: header, rows: rows(catalog)).aligned(console: console))
        console.write("\n" + TextTable(header: namesHeader, rows: nameRows(catalog)).aligned(console: console))
    }
}

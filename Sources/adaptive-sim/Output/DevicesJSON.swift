import AdaptivePresentation

/// `devices --json`, exactly as the "Scenario and storyboard files" article, "JSON shapes" lists it:
/// `{"devices":[{"id","name","idiom","screen":{"width","height"},"scale","environments":[{"orientation",
/// "layout","window":{"width","height"},"horizontal","vertical"}],"aliases"}]}` (`aliases` added after the
/// contract's keys, so that readers of the contract's shape are not disturbed).
enum DevicesJSON {
    static func value(_ catalog: DeviceCatalog) -> JSONValue {
        .object([("devices", .array(catalog.devices.map(device)))])
    }

    static func write(_ catalog: DeviceCatalog) {
        Console.standardOutput.write(value(catalog).serialized + "\n")
    }

    private static func device(_ device: DeviceProfile) -> JSONValue {
        .object([
            ("id", .string(device.id)),
            ("name", .string(device.name)),
            ("idiom", .string(device.idiom.rawValue)),
            ("screen", .size(device.screen)),
            ("scale", .number(device.scale)),
            (
                "environments",
                .array(
                    device.layouts.map { profile in
                        .object([
                            ("orientation", .string(profile.orientation.rawValue)),
                            ("layout", .string(profile.layout.rawValue)),
                            ("window", .size(profile.window)),
                            ("horizontal", .string(profile.horizontalSizeClass.rawValue)),
                            ("vertical", .string(profile.verticalSizeClass.rawValue)),
                        ])
                    })
            ),
            ("aliases", .array(device.aliases.map(JSONValue.string))),
        ])
    }
}

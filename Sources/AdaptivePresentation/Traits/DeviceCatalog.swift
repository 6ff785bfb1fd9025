/// Every device profile and free-form window rule loaded from a devices file.
///
/// The catalog resolves (device, orientation, layout) or (device, orientation, window size) into an
/// ``Environment``; impossible combinations are ``EnvironmentError`` values, never crashes.
public struct DeviceCatalog: Hashable, Sendable {
    public var devices: [DeviceProfile]
    /// The free-form window rule of each idiom; an idiom without one cannot resize its windows.
    public var freeformWindowRules: [UserInterfaceIdiom: FreeformWindowRule]

    public init(devices: [DeviceProfile], freeformWindowRules: [UserInterfaceIdiom: FreeformWindowRule] = [:]) {
        self.devices = devices
        self.freeformWindowRules = freeformWindowRules
    }

    /// The device whose id, name or alias is `name`, ignoring case.
    public func device(named name: String) -> DeviceProfile? {
        // Lowercased once: a name can be as long as a file (a hostile `device:` value).
        let wanted = name.lowercased()
        return devices.first { $0.id.lowercased() == wanted }
            ?? devices.first { $0.name.lowercased() == wanted || $0.aliases.contains { $0.lowercased() == wanted } }
    }

    /// The device called `name`, or ``EnvironmentError/unknownDevice(_:suggestion:)`` with the nearest id.
    public func requireDevice(named name: String) throws(EnvironmentError) -> DeviceProfile {
        if let device = device(named: name) { return device }
        // "iPad Air 5" is how people say "iPad Air (5th generation)": a generation named by its number alone is
        // suggested before a name that is merely spelled alike ("iPad Air 2").
        if let generation = Self.generationName(name), let device = device(named: generation) {
            throw .unknownDevice(name, suggestion: device.id)
        }
        let names = devices.flatMap { [$0.id, $0.name] + $0.aliases }
        let suggestion = ClosestName.suggestion(for: name, among: names).flatMap { closest in
            devices.first { $0.answers(to: closest) }?.id
        }
        throw .unknownDevice(name, suggestion: suggestion)
    }

    /// `iPad Air (5th generation)` for `iPad Air 5` (a name ending in a number after a space), else `nil`.
    static func generationName(_ name: String) -> String? {
        let words = name.split(separator: " ")
        guard words.count > 1, let last = words.last, let number = Int(last), number > 0, number < 100 else {
            return nil
        }
        let base = words.dropLast().joined(separator: " ")
        let suffix =
            (11...13).contains(number % 100) ? "th" : [1: "st", 2: "nd", 3: "rd"][number % 10] ?? "th"
        return "\(base) (\(number)\(suffix) generation)"
    }

    /// The environment of a device in an orientation and multitasking layout.
    public func environment(
        device name: String, orientation: Orientation = .portrait, layout: MultitaskingLayout = .full
    ) throws(EnvironmentError) -> Environment {
        let device = try requireDevice(named: name)
        return try Self.environment(device: device, orientation: orientation, layout: layout)
    }

    /// The environment of a device profile in an orientation and multitasking layout.
    public static func environment(
        device: DeviceProfile, orientation: Orientation, layout: MultitaskingLayout
    ) throws(EnvironmentError) -> Environment {
        if let profile = device.layout(layout, in: orientation) {
            return Environment(device: device, profile: profile)
        }
        let hasMultitasking = device.layouts.contains { $0.layout.isMultitasking }
        if layout.isMultitasking, !hasMultitasking {
            throw .multitaskingUnsupported(device: device.id, layout: layout)
        }
        throw .layoutUnavailable(
            device: device.id, orientation: orientation, layout: layout,
            available: device.layouts(in: orientation))
    }

    /// The environment of a free-form window of the given size.
    ///
    /// A window the size of a full-screen layout is that layout. Any other window needs the idiom's
    /// ``FreeformWindowRule``; it must be positive and fit the screen in the orientation.
    public func environment(
        device name: String, orientation: Orientation = .portrait, window: Size
    ) throws(EnvironmentError) -> Environment {
        let device = try requireDevice(named: name)
        return try environment(device: device, orientation: orientation, window: window)
    }

    /// The environment of a free-form window of the given size on a device profile.
    public func environment(
        device: DeviceProfile, orientation: Orientation, window: Size
    ) throws(EnvironmentError) -> Environment {
        guard window.width > 0, window.height > 0, window.width.isFinite, window.height.isFinite else {
            throw .windowNotPositive(window)
        }
        let screen = device.screen(in: orientation)
        guard window.width <= screen.width, window.height <= screen.height else {
            throw .windowLargerThanScreen(window: window, screen: screen)
        }
        if let full = device.layout(.full, in: orientation), full.window == window {
            return Environment(device: device, profile: full)
        }
        guard let rule = freeformWindowRules[device.idiom] else {
            throw .windowNotResizable(device: device.id, window: window, screen: screen)
        }
        let classes = rule.sizeClasses(for: window)
        return Environment(
            device: device, orientation: orientation, layout: nil, window: window,
            traits: TraitCollection(
                horizontalSizeClass: classes.horizontal, verticalSizeClass: classes.vertical,
                userInterfaceIdiom: device.idiom, displayScale: device.scale))
    }
}

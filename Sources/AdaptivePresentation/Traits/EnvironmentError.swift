/// Why a device, orientation and layout or window do not make a possible environment.
public enum EnvironmentError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No device in the catalog has this id, name or alias.
    case unknownDevice(String, suggestion: String?)
    /// Split View or Slide Over was asked of a device without iPad multitasking (an iPhone).
    case multitaskingUnsupported(device: String, layout: MultitaskingLayout)
    /// The device has multitasking but not this layout in this orientation (`oneHalf` in portrait).
    case layoutUnavailable(
        device: String, orientation: Orientation, layout: MultitaskingLayout, available: [MultitaskingLayout])
    /// A window with a width or height of zero or less.
    case windowNotPositive(Size)
    /// A window larger than the screen in the current orientation.
    case windowLargerThanScreen(window: Size, screen: Size)
    /// A free-form window on a device whose windows cannot be resized (an iPhone).
    case windowNotResizable(device: String, window: Size, screen: Size)

    public var description: String {
        switch self {
        case let .unknownDevice(name, suggestion):
            return "unknown device '\(name)'" + (suggestion.map { " (did you mean '\($0)'?)" } ?? "")
        case let .multitaskingUnsupported(device, layout):
            return "\(device) is an iPhone: it has no Split View or Slide Over, so no '\(layout)' layout"
        case let .layoutUnavailable(device, orientation, layout, available):
            let list = available.map(\.rawValue).joined(separator: ", ")
            return "\(device) has no '\(layout)' layout in \(orientation) (available: \(list))"
        case let .windowNotPositive(size):
            return "window \(size) must have a positive width and height"
        case let .windowLargerThanScreen(window, screen):
            return "window \(window) is larger than the screen (\(screen))"
        case let .windowNotResizable(device, window, screen):
            return "\(device) windows cannot be resized: window \(window) must equal the screen (\(screen))"
        }
    }
}

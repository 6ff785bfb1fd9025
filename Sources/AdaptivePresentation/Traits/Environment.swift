/// Where a presentation happens: a device, an orientation, a window and the traits UIKit reports there.
///
/// Make one with `DeviceCatalog.environment(device:orientation:layout:)` or
/// `DeviceCatalog.environment(device:orientation:window:)`.
public struct Environment: Hashable, Sendable, CustomStringConvertible {
    public var device: DeviceProfile
    public var orientation: Orientation
    /// The multitasking layout, or `nil` for a free-form window.
    public var layout: MultitaskingLayout?
    /// The app's window in points.
    public var window: Size
    public var traits: TraitCollection

    public init(
        device: DeviceProfile,
        orientation: Orientation,
        layout: MultitaskingLayout?,
        window: Size,
        traits: TraitCollection
    ) {
        self.device = device
        self.orientation = orientation
        self.layout = layout
        self.window = window
        self.traits = traits
    }

    /// Builds an environment from one of the device's layout profiles.
    public init(device: DeviceProfile, profile: LayoutProfile) {
        self.init(
            device: device,
            orientation: profile.orientation,
            layout: profile.layout,
            window: profile.window,
            traits: TraitCollection(
                horizontalSizeClass: profile.horizontalSizeClass,
                verticalSizeClass: profile.verticalSizeClass,
                userInterfaceIdiom: device.idiom,
                displayScale: device.scale
            )
        )
    }

    /// The layout name, or `window` for a free-form window.
    public var layoutName: String { layout?.rawValue ?? "window" }

    /// `ipad-air-2 landscape oneHalf 507x768 compact/regular`.
    public var description: String {
        "\(device.id) \(orientation) \(layoutName) \(window) \(traits)"
    }
}

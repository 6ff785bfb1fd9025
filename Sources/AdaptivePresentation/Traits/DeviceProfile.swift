/// A device model from `devices.yaml`: its screen and every window configuration it supports.
public struct DeviceProfile: Hashable, Sendable, Identifiable {
    /// Kebab-case identifier, unique in a catalog (`ipad-air-2`).
    public var id: String
    /// Display name (`iPad Air 2`).
    public var name: String
    /// Other names this device answers to (models that share its sizes).
    public var aliases: [String]
    public var idiom: UserInterfaceIdiom
    /// The screen in portrait, in points.
    public var screen: Size
    /// The display scale (`UIScreen.scale`).
    public var scale: Double
    /// Every orientation × layout this device supports, portrait first, in `MultitaskingLayout` order.
    public var layouts: [LayoutProfile]
    /// The status bar height in portrait, as the top safe-area inset (20 pt with a Home button; more with a
    /// notch or Dynamic Island), which places the top edge of iOS 13+ card sheets.
    public var statusBarHeight: Double
    /// Whether the device has a Home button (`homeButton` in `devices.yaml`, default true): a sheet's top
    /// gap depends on it (R54).
    public var hasHomeButton = true
    /// The hardware safe-area insets besides the status bar (`safeArea` in `devices.yaml`).
    public var safeArea = DeviceSafeArea.none

    /// The status bar height of a device that does not give one: a Home-button device's 20 pt.
    public static let defaultStatusBarHeight: Double = 20

    public init(
        id: String,
        name: String,
        aliases: [String] = [],
        idiom: UserInterfaceIdiom,
        screen: Size,
        scale: Double,
        layouts: [LayoutProfile],
        statusBarHeight: Double = DeviceProfile.defaultStatusBarHeight
    ) {
        self.id = id
        self.name = name
        self.aliases = aliases
        self.idiom = idiom
        self.screen = screen
        self.scale = scale
        self.layouts = layouts
        self.statusBarHeight = statusBarHeight
    }

    /// The screen in the given orientation.
    public func screen(in orientation: Orientation) -> Size {
        orientation == .portrait ? screen : screen.transposed
    }

    /// The profile of one orientation and layout, if the device supports it.
    public func layout(_ layout: MultitaskingLayout, in orientation: Orientation) -> LayoutProfile? {
        layouts.first { $0.orientation == orientation && $0.layout == layout }
    }

    /// The layouts this device supports in one orientation.
    public func layouts(in orientation: Orientation) -> [MultitaskingLayout] {
        layouts.filter { $0.orientation == orientation }.map(\.layout)
    }

    /// Whether `name` is this device's id, name or one of its aliases, ignoring case.
    public func answers(to name: String) -> Bool {
        let wanted = name.lowercased()
        return id.lowercased() == wanted || self.name.lowercased() == wanted
            || aliases.contains { $0.lowercased() == wanted }
    }
}

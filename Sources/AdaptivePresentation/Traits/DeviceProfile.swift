/// A device model from `devices.yaml`: its screen and every window configuration it supports.
///
/// A value like any other (equal when every field is equal), stored as one reference to an immutable
/// storage object (the internal `DeviceProfileStorage`): copying a profile, or an ``Environment`` holding one, is one retain instead of
/// a copy of its strings and arrays. A setter makes a new storage with the one field changed.
public struct DeviceProfile: Hashable, Sendable, Identifiable {
    private var storage: DeviceProfileStorage

    /// Kebab-case identifier, unique in a catalog (`ipad-air-2`).
    public var id: String {
        get { storage.fields.id }
        set { update { $0.id = newValue } }
    }
    /// Display name (`iPad Air 2`).
    public var name: String {
        get { storage.fields.name }
        set { update { $0.name = newValue } }
    }
    /// Other names this device answers to (models that share its sizes).
    public var aliases: [String] {
        get { storage.fields.aliases }
        set { update { $0.aliases = newValue } }
    }
    /// The user interface idiom (`UIDevice.userInterfaceIdiom`).
    public var idiom: UserInterfaceIdiom {
        get { storage.fields.idiom }
        set { update { $0.idiom = newValue } }
    }
    /// The screen in portrait, in points.
    public var screen: Size {
        get { storage.fields.screen }
        set { update { $0.screen = newValue } }
    }
    /// The display scale (`UIScreen.scale`).
    public var scale: Double {
        get { storage.fields.scale }
        set { update { $0.scale = newValue } }
    }
    /// Every orientation × layout this device supports, portrait first, in `MultitaskingLayout` order.
    public var layouts: [LayoutProfile] {
        get { storage.fields.layouts }
        set { update { $0.layouts = newValue } }
    }
    /// The status bar height in portrait, as the top safe-area inset (20 pt with a Home button; more with a
    /// notch or Dynamic Island), which places the top edge of iOS 13+ card sheets.
    public var statusBarHeight: Double {
        get { storage.fields.statusBarHeight }
        set { update { $0.statusBarHeight = newValue } }
    }
    /// Whether the device has a Home button (`homeButton` in `devices.yaml`, default true): a sheet's top
    /// gap depends on it (R54).
    public var hasHomeButton: Bool {
        get { storage.fields.hasHomeButton }
        set { update { $0.hasHomeButton = newValue } }
    }
    /// The hardware safe-area insets besides the status bar (`safeArea` in `devices.yaml`).
    public var safeArea: DeviceSafeArea {
        get { storage.fields.safeArea }
        set { update { $0.safeArea = newValue } }
    }

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
        storage = DeviceProfileStorage(
            DeviceProfileStorage.Fields(
                id: id, name: name, aliases: aliases, idiom: idiom, screen: screen, scale: scale, layouts: layouts,
                statusBarHeight: statusBarHeight))
    }

    /// Same fields (one comparison of references when both share a storage).
    public static func == (lhs: DeviceProfile, rhs: DeviceProfile) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
    }

    public func hash(into hasher: inout Hasher) {
        storage.fields.hash(into: &hasher)
    }

    /// Copy on write: a new storage with `change` applied (the storage is immutable, so shared copies never
    /// see it).
    private mutating func update(_ change: (inout DeviceProfileStorage.Fields) -> Void) {
        var fields = storage.fields
        change(&fields)
        storage = DeviceProfileStorage(fields)
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

/// The fields of a ``DeviceProfile``, in one immutable box that every copy of the profile shares.
///
/// Immutable, so sharing it between copies (and threads) is safe: ``DeviceProfile``'s setters make a new box.
final class DeviceProfileStorage: Sendable {
    /// The fields, as the profile's stored properties were.
    struct Fields: Hashable, Sendable {
        var id: String
        var name: String
        var aliases: [String]
        var idiom: UserInterfaceIdiom
        var screen: Size
        var scale: Double
        var layouts: [LayoutProfile]
        var statusBarHeight: Double
        var hasHomeButton = true
        var safeArea = DeviceSafeArea.none
    }

    let fields: Fields

    init(_ fields: Fields) {
        self.fields = fields
    }
}

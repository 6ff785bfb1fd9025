/// The safe-area insets of a device that come from its hardware (the home indicator, the sensor housing),
/// as given in `devices.yaml`; the top inset in portrait is ``DeviceProfile/statusBarHeight``.
///
/// They place bottom-attached sheets (R54, R60) and edge-attached sheets in compact height (R55).
public struct DeviceSafeArea: Hashable, Sendable {
    /// The bottom inset in portrait (34 pt above the home indicator; 0 with a Home button).
    public var portraitBottom: Double
    /// The left and right insets in landscape (the sensor housing side; 0 with a Home button).
    public var landscapeSides: Double
    /// The bottom inset in landscape (21 pt on Face ID iPhones).
    public var landscapeBottom: Double

    public init(portraitBottom: Double, landscapeSides: Double, landscapeBottom: Double) {
        self.portraitBottom = portraitBottom
        self.landscapeSides = landscapeSides
        self.landscapeBottom = landscapeBottom
    }

    /// A Home-button device: no inset besides the status bar.
    public static let none = DeviceSafeArea(portraitBottom: 0, landscapeSides: 0, landscapeBottom: 0)

    /// The bottom inset in an orientation.
    public func bottom(in orientation: Orientation) -> Double {
        orientation == .portrait ? portraitBottom : landscapeBottom
    }
}

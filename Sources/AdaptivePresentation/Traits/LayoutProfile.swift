/// One window configuration a device supports: an orientation and a multitasking layout with the window
/// size and the size classes UIKit reports there. These values are data from `devices.yaml`.
public struct LayoutProfile: Hashable, Sendable {
    public var orientation: Orientation
    public var layout: MultitaskingLayout
    /// The app's window in points.
    public var window: Size
    public var horizontalSizeClass: SizeClass
    public var verticalSizeClass: SizeClass

    public init(
        orientation: Orientation,
        layout: MultitaskingLayout,
        window: Size,
        horizontalSizeClass: SizeClass,
        verticalSizeClass: SizeClass
    ) {
        self.orientation = orientation
        self.layout = layout
        self.window = window
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
    }
}

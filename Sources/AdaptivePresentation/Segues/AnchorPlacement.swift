/// Where an anchor sits relative to the window, so that its frame follows the window when it is resized
/// (Split View, Slide Over, a free-form window) or rotated: a view pinned to the window's edges, or a bar
/// button item in the navigation bar or the toolbar.
///
/// Choices where UIKit's geometry is not modelled (see "Presentation rules"): the navigation bar is 44 points
/// tall, just below the status bar; the toolbar is 44 points tall at the bottom of the window (the home
/// indicator's safe area is not modelled); a bar button item is `width` wide (default 44) and as tall as the
/// bar, `leading` or `trailing` points from the window's edge.
public enum AnchorPlacement: Hashable, Sendable {
    /// A view pinned to the window: one of `leading`/`trailing` and one of `top`/`bottom`, in points from
    /// that edge, with its size.
    case pinned(leading: Double?, trailing: Double?, top: Double?, bottom: Double?, size: Size)
    /// A bar button item in a bar, `leading` or `trailing` points from the window's edge.
    case barButtonItem(bar: Bar, leading: Double?, trailing: Double?, width: Double)

    /// The bars a bar button item sits in.
    public enum Bar: String, Hashable, Sendable, CaseIterable {
        case navigationBar, toolbar
    }

    /// A bar's height (an assumption: UIKit's standard 44-point bars).
    public static let barHeight: Double = 44

    /// The anchor's frame in a window of `window` size on `device` (for the status bar).
    public func frame(in window: Size, device: DeviceProfile) -> Rect {
        switch self {
        case let .pinned(leading, trailing, top, bottom, size):
            let x = leading ?? (window.width - (trailing ?? 0) - size.width)
            let y = top ?? (window.height - (bottom ?? 0) - size.height)
            return Rect(x: x, y: y, width: size.width, height: size.height)
        case let .barButtonItem(bar, leading, trailing, width):
            let x = leading ?? (window.width - (trailing ?? 0) - width)
            let y = bar == .navigationBar ? device.statusBarHeight : window.height - Self.barHeight
            return Rect(x: x, y: y, width: width, height: Self.barHeight)
        }
    }
}

/// Where the model puts a popover relative to its anchor (``PresentedFrame``): below it when there is room,
/// else above it, else centred in the window.
///
/// UIKit can also place a popover beside its anchor (its arrow then points left or right); the model does
/// not, so it never reports such a placement.
public enum PopoverPlacement: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Below the anchor: UIKit's arrow points up at it.
    case below
    /// Above the anchor: UIKit's arrow points down at it.
    case above
    /// Centred in the window, with no room above or below the anchor: no arrow direction is modelled.
    case centred

    public var description: String { rawValue }
}

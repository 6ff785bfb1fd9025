/// The interface orientation of the device.
///
/// Upside-down and the two landscape directions behave alike for size classes, so they are not told apart.
public enum Orientation: String, Sendable, Hashable, CaseIterable, Codable, CustomStringConvertible {
    case portrait
    case landscape

    public var description: String { rawValue }
}

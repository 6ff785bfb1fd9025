/// A horizontal or vertical size class, as `UIUserInterfaceSizeClass` reports it.
public enum SizeClass: String, Sendable, Hashable, CaseIterable, Codable, CustomStringConvertible {
    /// A constrained dimension: iPhone width in portrait, narrow Split View panes, Slide Over,
    /// iPhone height in landscape.
    case compact
    /// An expansive dimension: iPad full screen, wide Split View panes, large iPhones' landscape width.
    case regular

    public var description: String { rawValue }
}
